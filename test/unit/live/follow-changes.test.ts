import { describe, expect, it } from 'vitest';
import { mayHearOf, type Change } from '../../../src/live/domain/change.ts';
import { FollowChanges, MAX_STREAMS_PER_SESSION, type ChangeSink, type StreamEnd } from '../../../src/live/application/follow-changes.ts';
import { ChangeFeed, type ChangeFeedHealth, type ChangeListener } from '../../../src/live/application/ports.ts';
import { parseChange } from '../../../src/live/adapters/pg-change-feed.ts';
import type { Principal } from '../../../src/platform/ports/session-authenticator.ts';
import type { LiveChange } from '#contract/api/live-events.ts';
import type { Role } from '#contract/roles.ts';
import { domainErrorOf } from '../../support/refusal.ts';

const ME = 7;
const SOMEONE_ELSE = 8;

const viewer = (role: Role, employeeId = ME, sessionId = `session-of-${role}`): Principal => ({
  siteIds: [1],
  homeSiteId: 1,
  sessionId,
  employeeId,
  email: `${role}@example.test`,
  name: role,
  role,
});

/** A feed whose changes the test announces, as the database's triggers would. */
class InMemoryChangeFeed extends ChangeFeed {
  readonly listeners = new Set<ChangeListener>();
  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  announce(change: Change): void {
    for (const listener of this.listeners) listener.change(change);
  }
  listenAgain(): void {
    for (const listener of this.listeners) listener.listening();
  }
  pause(): void {
    for (const listener of this.listeners) listener.paused();
  }
  start(): void {}
  health(): ChangeFeedHealth {
    return { state: 'up', since: new Date(0) };
  }
  close(): Promise<void> {
    this.listeners.clear();
    return Promise.resolve();
  }
}

class RecordingSink implements ChangeSink {
  readonly told: LiveChange[] = [];
  readies = 0;
  pauses = 0;
  ends = 0;
  why: string | null = null;
  ready(): void {
    this.readies += 1;
  }
  tell(change: LiveChange): void {
    this.told.push(change);
  }
  paused(): void {
    this.pauses += 1;
  }
  end(why: StreamEnd): void {
    this.ends += 1;
    this.why = why;
  }
}

const visitOf = (hostId: number, siteId = 1): Change => ({ kind: 'visit', id: 41, hostId, siteId });
const employeeReportingTo = (managerId: number | null): Change => ({ kind: 'employee', id: 52, managerId });

describe('mayHearOf', () => {
  /** Each row: a change and whether an employee, a manager, an admin and a security guard (all employee ME) hear of it. */
  const TABLE: readonly (readonly [string, Change, boolean, boolean, boolean, boolean])[] = [
    ['a visit they host', visitOf(ME), true, true, true, true],
    ["another host's visit", visitOf(SOMEONE_ELSE), false, false, true, true],
    // An employee is nobody's manager, unless they were one and their reports still name them: then, as the approval list does.
    ['an employee reporting to them', employeeReportingTo(ME), true, true, true, false],
    ['an employee reporting to someone else', employeeReportingTo(SOMEONE_ELSE), false, false, true, false],
    ['an employee with no manager', employeeReportingTo(null), false, false, true, false],
    ['the end of a session', { kind: 'session', id: 'session-of-admin' }, false, false, false, false],
    // A watchlist flag raised or cleared (issue 13): those who manage the watchlist only, never a host, even of their own visit.
    ['a watchlist flag on a visit they host', { kind: 'visit_flag', id: 41, siteId: 1 }, false, false, true, true],
    // A watchlist entry added or resolved: those who may open /Watchlist only.
    ['a watchlist entry', { kind: 'watchlist', id: 7 }, false, false, true, true],
    // An evacuation's roll call (issue 30): those who run evacuations only.
    ['an evacuation', { kind: 'evacuation', id: 3, siteId: 1 }, false, false, true, true],
  ];

  for (const [what, change, employee, manager, admin, security] of TABLE) {
    it(`should tell of ${what}: employee ${employee}, manager ${manager}, admin ${admin}, security ${security}`, () => {
      const roles: Role[] = ['employee', 'manager', 'admin', 'security'];
      expect(roles.map((role) => mayHearOf({ role, employeeId: ME, siteIds: [1] }, change))).toEqual([employee, manager, admin, security]);
    });
  }

  it("should tell of a change at a site only the desks that work there and admins, and a visit's host wherever it is (issue 30)", () => {
    const deskAt = (role: Role, siteIds: number[]) => ({ role, employeeId: SOMEONE_ELSE + 1, siteIds });
    const atSiteTwo: readonly Change[] = [visitOf(SOMEONE_ELSE, 2), { kind: 'visit_flag', id: 41, siteId: 2 }, { kind: 'evacuation', id: 3, siteId: 2 }];
    for (const change of atSiteTwo) {
      expect(mayHearOf(deskAt('security', [1]), change), change.kind).toBe(false);
      expect(mayHearOf(deskAt('site_admin', [1]), change), change.kind).toBe(false);
      expect(mayHearOf(deskAt('security', [2]), change), change.kind).toBe(true);
      expect(mayHearOf(deskAt('site_admin', [1, 2]), change), change.kind).toBe(true);
      expect(mayHearOf(deskAt('admin', [1]), change), change.kind).toBe(true);
    }
    expect(mayHearOf({ role: 'employee', employeeId: ME, siteIds: [1] }, visitOf(ME, 2))).toBe(true);
    // A watchlist entry is the installation's (or several sites'): every desk hears of it, as before.
    expect(mayHearOf(deskAt('security', [1]), { kind: 'watchlist', id: 7 })).toBe(true);
  });

  it('should tell a signed-out caller of nothing', () => {
    expect(mayHearOf({ role: null, employeeId: ME }, visitOf(ME))).toBe(false);
    expect(mayHearOf({ role: null, employeeId: ME }, employeeReportingTo(ME))).toBe(false);
  });
});

describe(FollowChanges.name, () => {
  const follow = () => {
    const feed = new InMemoryChangeFeed();
    return { feed, follow: new FollowChanges(feed) };
  };

  it('should tell a host of their own visit as kind and id only, and not of another host\'s', () => {
    const { feed, follow: changes } = follow();
    const host = new RecordingSink();
    changes.execute(viewer('employee'), host);
    feed.announce(visitOf(ME));
    feed.announce(visitOf(SOMEONE_ELSE));
    expect(host.told).toEqual([{ kind: 'visit', id: 41 }]);
  });

  it('should tell the desk of every visit and of no employee', () => {
    const { feed, follow: changes } = follow();
    const desk = new RecordingSink();
    changes.execute(viewer('security', SOMEONE_ELSE + 1), desk);
    feed.announce(visitOf(ME));
    feed.announce(visitOf(SOMEONE_ELSE));
    feed.announce(employeeReportingTo(null));
    expect(desk.told).toEqual([
      { kind: 'visit', id: 41 },
      { kind: 'visit', id: 41 },
    ]);
  });

  it.each([
    { what: 'a watchlist flag as a change of its visit', announced: { kind: 'visit_flag', id: 41, siteId: 1 }, told: { kind: 'visit', id: 41 } },
    { what: 'a watchlist entry as kind and id', announced: { kind: 'watchlist', id: 7 }, told: { kind: 'watchlist', id: 7 } },
    { what: 'an evacuation as kind and id', announced: { kind: 'evacuation', id: 3, siteId: 1 }, told: { kind: 'evacuation', id: 3 } },
  ] as const)('should tell security and admins of $what, and no host', ({ announced, told }) => {
    const { feed, follow: changes } = follow();
    const desk = new RecordingSink();
    const admin = new RecordingSink();
    const host = new RecordingSink();
    changes.execute(viewer('security', SOMEONE_ELSE + 1), desk);
    changes.execute(viewer('admin', SOMEONE_ELSE + 2), admin);
    changes.execute(viewer('manager'), host);
    feed.announce(announced);
    expect(desk.told).toEqual([told]);
    expect(admin.told).toEqual([told]);
    expect(host.told).toEqual([]);
  });

  it('should tell a manager of their reports and an admin of every employee', () => {
    const { feed, follow: changes } = follow();
    const manager = new RecordingSink();
    const admin = new RecordingSink();
    changes.execute(viewer('manager'), manager);
    changes.execute(viewer('admin', SOMEONE_ELSE + 1), admin);
    feed.announce(employeeReportingTo(ME));
    feed.announce(employeeReportingTo(SOMEONE_ELSE));
    expect(manager.told).toEqual([{ kind: 'employee', id: 52 }]);
    expect(admin.told).toEqual([
      { kind: 'employee', id: 52 },
      { kind: 'employee', id: 52 },
    ]);
  });

  it('should pass each new start of listening on as ready', () => {
    const { feed, follow: changes } = follow();
    const sink = new RecordingSink();
    changes.execute(viewer('employee'), sink);
    feed.listenAgain();
    feed.listenAgain();
    expect(sink.readies).toBe(2);
  });

  it('should tell every viewer when the feed stops hearing, and ready again when it hears', () => {
    const { feed, follow: changes } = follow();
    const sinks = [new RecordingSink(), new RecordingSink()];
    for (const sink of sinks) changes.execute(viewer('security'), sink);
    feed.pause();
    expect(sinks.map((sink) => [sink.pauses, sink.readies])).toEqual([
      [1, 0],
      [1, 0],
    ]);
    feed.listenAgain();
    expect(sinks.map((sink) => [sink.pauses, sink.readies])).toEqual([
      [1, 1],
      [1, 1],
    ]);
  });

  it('should end the stream of a session that ended, once, and no other', () => {
    const { feed, follow: changes } = follow();
    const mine = new RecordingSink();
    const other = new RecordingSink();
    changes.execute(viewer('employee', ME, 'mine'), mine);
    changes.execute(viewer('employee', SOMEONE_ELSE, 'other'), other);
    feed.announce({ kind: 'session', id: 'mine' });
    feed.announce({ kind: 'session', id: 'mine' });
    feed.announce(visitOf(ME));
    expect(mine).toMatchObject({ ends: 1, why: 'session_ended', told: [] });
    expect(other.ends).toBe(0);
    expect(changes.open).toBe(1);
    expect(feed.listeners.size).toBe(1);
  });

  it('should keep a few streams per session, a new one beyond them closing the session\'s oldest, and no other session\'s', () => {
    const { feed, follow: changes } = follow();
    const others = Array.from({ length: MAX_STREAMS_PER_SESSION }, () => new RecordingSink());
    for (const sink of others) changes.execute(viewer('employee', SOMEONE_ELSE, 'other'), sink);
    const mine = Array.from({ length: MAX_STREAMS_PER_SESSION + 2 }, () => new RecordingSink());
    for (const sink of mine) changes.execute(viewer('employee', ME, 'mine'), sink);
    feed.announce(visitOf(ME));
    // The two oldest gave way, each once, and hear nothing more; the newest keep their place.
    expect(mine.map((sink) => [sink.ends, sink.why, sink.told.length])).toEqual([
      [1, 'replaced', 0],
      [1, 'replaced', 0],
      ...Array.from({ length: MAX_STREAMS_PER_SESSION }, () => [0, null, 1]),
    ]);
    expect(others.every((sink) => sink.ends === 0)).toBe(true);
    expect(changes.open).toBe(2 * MAX_STREAMS_PER_SESSION);
    expect(feed.listeners.size).toBe(2 * MAX_STREAMS_PER_SESSION);
  });

  it('should stop telling a viewer whose stream closed', () => {
    const { feed, follow: changes } = follow();
    const sink = new RecordingSink();
    const stop = changes.execute(viewer('admin'), sink);
    stop();
    feed.announce(visitOf(ME));
    expect(sink.told).toEqual([]);
    expect(sink.ends).toBe(0);
    expect(changes.open).toBe(0);
    expect(feed.listeners.size).toBe(0);
  });

  it('should end every stream when the process stops, and refuse new ones with http.unavailable', async () => {
    const { feed, follow: changes } = follow();
    const sinks = [new RecordingSink(), new RecordingSink()];
    for (const sink of sinks) changes.execute(viewer('security'), sink);
    changes.endAll();
    expect(sinks.map((sink) => [sink.ends, sink.why])).toEqual([
      [1, 'stopping'],
      [1, 'stopping'],
    ]);
    expect(feed.listeners.size).toBe(0);
    const refused = await domainErrorOf(Promise.resolve().then(() => changes.execute(viewer('security'), new RecordingSink())));
    expect({ code: refused.code, message: refused.message }).toEqual({
      code: 'http.unavailable',
      message: 'The service is temporarily unavailable. Please try again.',
    });
  });
});

describe('parseChange', () => {
  it('should read what the triggers announce', () => {
    expect(parseChange('{"kind":"visit","id":3,"hostId":9,"siteId":2}')).toEqual({ kind: 'visit', id: 3, hostId: 9, siteId: 2 });
    expect(parseChange('{"kind":"employee","id":4,"managerId":null}')).toEqual({ kind: 'employee', id: 4, managerId: null });
    expect(parseChange('{"kind":"visit_flag","id":5,"siteId":1}')).toEqual({ kind: 'visit_flag', id: 5, siteId: 1 });
    expect(parseChange('{"kind":"watchlist","id":6}')).toEqual({ kind: 'watchlist', id: 6 });
    expect(parseChange('{"kind":"evacuation","id":9,"siteId":2}')).toEqual({ kind: 'evacuation', id: 9, siteId: 2 });
    expect(parseChange('{"kind":"session","id":"0b8f6a1e-4c2d-4f7a-9a0e-1c2b3d4e5f60"}')).toEqual({
      kind: 'session',
      id: '0b8f6a1e-4c2d-4f7a-9a0e-1c2b3d4e5f60',
    });
  });

  it('should refuse anything else', () => {
    for (const payload of [undefined, '', 'not json', '{"kind":"visit","id":3}', '{"kind":"visit","id":3,"hostId":9}', '{"kind":"visit","id":"3","hostId":9,"siteId":1}', '{"kind":"evacuation","id":9}', '{"kind":"badge","id":1}', 'null']) {
      expect(parseChange(payload)).toBeNull();
    }
  });
});
