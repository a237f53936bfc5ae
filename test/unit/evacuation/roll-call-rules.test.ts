import { describe, expect, it } from 'vitest';
import { tallyMarks } from '#contract/evacuation-marks.ts';
import { EndEvacuation } from '../../../src/evacuation/application/end-evacuation.ts';
import { MarkEvacuee } from '../../../src/evacuation/application/mark-evacuee.ts';
import { ReadEvacuations } from '../../../src/evacuation/application/read-evacuations.ts';
import { StartEvacuation } from '../../../src/evacuation/application/start-evacuation.ts';
import { rollCallOf } from '../../../src/evacuation/domain/roll-call.ts';
import type { Principal } from '../../../src/platform/ports/session-authenticator.ts';
import type { SiteRepository } from '../../../src/sites/application/ports.ts';
import { SiteDirectory } from '../../../src/sites/application/site-directory.ts';
import { FakeClock } from '../../support/fake-clock.ts';
import { refusalCodeOf } from '../../support/refusal.ts';
import { InMemoryUnitOfWork, RecordingAuditLog } from '../identity/in-memory-identity.ts';
import { RecordingEvents } from '../support/recording-events.ts';
import { FixedPeopleOnSite, InMemoryEvacuations } from './in-memory-evacuation.ts';

const PUNE = 1;
const LONDON = 2;
const ASHA = { id: 11, name: 'Asha Rao', email: 'asha@example.com' };
const VIKRAM = { id: 12, name: 'Vikram Das', email: 'vikram@example.com' };

/** A guard who works at both sites (issue 30: a guard evacuates only their own sites). */
const guard = (id: number, role: Principal['role'] = 'security', siteIds: readonly number[] = [PUNE, LONDON]): Principal => ({ sessionId: `s${id}`, employeeId: id, email: `guard${id}@example.com`, name: 'Guard', role, siteIds, homeSiteId: siteIds[0] ?? PUNE });

/** The use cases on in-memory ports: Pune has three visitors under two hosts, London one. */
const world = () => {
  const evacuations = new InMemoryEvacuations();
  const audit = new RecordingAuditLog();
  const events = new RecordingEvents();
  const clock = new FakeClock('2026-11-20T04:30:00.000Z');
  const unitOfWork = new InMemoryUnitOfWork(evacuations, audit, events);
  const sites = new SiteDirectory({
    places: async () => [
      { id: PUNE, name: 'Pune', timeZone: 'Asia/Kolkata', address: null },
      { id: LONDON, name: 'London', timeZone: 'Europe/London', address: null },
    ],
  } as unknown as SiteRepository);
  const onSite = new FixedPeopleOnSite(
    {
      [PUNE]: [
        { visitId: 101, name: 'Meera Iyer', hostId: ASHA.id },
        { visitId: 102, name: 'Neha Gupta', hostId: VIKRAM.id },
        { visitId: 103, name: 'Karan Shah', hostId: ASHA.id },
      ],
      [LONDON]: [{ visitId: 201, name: 'London Visitor', hostId: VIKRAM.id }],
    },
    [ASHA, VIKRAM],
  );
  return {
    evacuations,
    audit,
    events,
    clock,
    start: new StartEvacuation(evacuations, onSite, sites, events, audit, clock, unitOfWork),
    mark: new MarkEvacuee(evacuations, audit, clock, unitOfWork),
    end: new EndEvacuation(evacuations, sites, audit, clock, unitOfWork),
    read: new ReadEvacuations(evacuations, sites),
  };
};

describe('the roll call an evacuation starts with', () => {
  it('should put each host once, by name, above their visitors by name', () => {
    const entries = rollCallOf(
      [
        { visitId: 1, name: 'Zoe', hostId: 2 },
        { visitId: 2, name: 'adam', hostId: 2 },
        { visitId: 3, name: 'Bea', hostId: 1 },
      ],
      new Map([
        [1, { id: 1, name: 'Vikram', email: 'v@example.com' }],
        [2, { id: 2, name: 'asha', email: 'a@example.com' }],
      ]),
    );
    expect(entries.map(({ position, kind, name, hostName }) => [position, kind, name, hostName])).toEqual([
      [0, 'host', 'asha', null],
      [1, 'visitor', 'adam', 'asha'],
      [2, 'visitor', 'Zoe', 'asha'],
      [3, 'host', 'Vikram', null],
      [4, 'visitor', 'Bea', 'Vikram'],
    ]);
  });

  it('should keep a visitor whose host the directory no longer knows, under an unknown host', () => {
    expect(rollCallOf([{ visitId: 1, name: 'Meera', hostId: 99 }], new Map()).map(({ kind, name }) => [kind, name])).toEqual([
      ['host', 'Unknown host'],
      ['visitor', 'Meera'],
    ]);
  });

  it('should be empty when nobody is on site', () => {
    expect(rollCallOf([], new Map())).toEqual([]);
  });
});

describe('an evacuation, with in-memory ports', () => {
  it("should start with the site's people unaccounted, mail each host their own visitors and audit the start", async () => {
    const w = world();
    const { evacuation, people } = await w.start.execute(guard(1), PUNE);
    expect(people.map((person) => [person.name, person.mark])).toEqual([
      ['Asha Rao', 'unaccounted'],
      ['Karan Shah', 'unaccounted'],
      ['Meera Iyer', 'unaccounted'],
      ['Vikram Das', 'unaccounted'],
      ['Neha Gupta', 'unaccounted'],
    ]);
    expect(w.events.recorded).toEqual([
      {
        type: 'evacuation.started',
        evacuationId: evacuation.id,
        siteName: 'Pune',
        timeZone: 'Asia/Kolkata',
        at: w.clock.now(),
        hosts: [
          { email: ASHA.email, name: ASHA.name, visitors: ['Karan Shah', 'Meera Iyer'] },
          { email: VIKRAM.email, name: VIKRAM.name, visitors: ['Neha Gupta'] },
        ],
      },
    ]);
    expect(w.audit.entries).toMatchObject([{ action: 'evacuation.started', subjectType: 'evacuation', subjectId: evacuation.id, details: { siteId: PUNE, visitors: 3, hosts: 2 } }]);
  });

  it('should refuse a second open evacuation of the same site, recording nothing of it, but not of another site', async () => {
    const w = world();
    await w.start.execute(guard(1), PUNE);
    expect(await refusalCodeOf(() => w.start.execute(guard(2), PUNE))).toBe('evacuation.already_open');
    expect(w.events.recorded).toHaveLength(1);
    expect(w.audit.actions()).toEqual(['evacuation.started']);
    await w.start.execute(guard(2), LONDON);
    expect(w.evacuations.evacuations.map((evacuation) => evacuation.siteId)).toEqual([PUNE, LONDON]);
  });

  it('should mark a person safe or missing, and back to unaccounted, keeping who made the last change and when', async () => {
    const w = world();
    const { evacuation, people } = await w.start.execute(guard(1), PUNE);
    const meera = people.find((person) => person.name === 'Meera Iyer')!;
    await w.mark.execute(guard(1), evacuation.id, meera.id, 'missing');
    w.clock.advance(60_000);
    const marked = await w.mark.execute(guard(2), evacuation.id, meera.id, 'safe');
    expect(marked).toMatchObject({ mark: 'safe', markedBy: 'guard2@example.com', markedAt: w.clock.now() });
    const undone = await w.mark.execute(guard(2), evacuation.id, meera.id, 'unaccounted');
    expect(undone.mark).toBe('unaccounted');
    expect(tallyMarks(await w.evacuations.people(evacuation.id))).toEqual({ unaccounted: 5, safe: 0, missing: 0 });
  });

  it('should refuse a mark of a person not on the roll call, of an evacuation that does not exist, and of one that ended', async () => {
    const w = world();
    const { evacuation, people } = await w.start.execute(guard(1), PUNE);
    const london = await w.start.execute(guard(1), LONDON);
    expect(await refusalCodeOf(() => w.mark.execute(guard(1), evacuation.id, london.people[0]!.id, 'safe'))).toBe('evacuation.person_not_found');
    expect(await refusalCodeOf(() => w.mark.execute(guard(1), 999, people[0]!.id, 'safe'))).toBe('evacuation.not_found');
    await w.end.execute(guard(1), evacuation.id);
    expect(await refusalCodeOf(() => w.mark.execute(guard(1), evacuation.id, people[0]!.id, 'safe'))).toBe('evacuation.ended');
    expect(await refusalCodeOf(() => w.end.execute(guard(1), evacuation.id))).toBe('evacuation.ended');
  });

  it("should keep a guard to their own sites: another site's evacuation cannot be started by them, and theirs is not found", async () => {
    const w = world();
    const londonGuard = guard(3, 'security', [LONDON]);
    expect(await refusalCodeOf(() => w.start.execute(londonGuard, PUNE))).toBe('site.not_yours');
    const { evacuation, people } = await w.start.execute(guard(1), PUNE);
    expect(await refusalCodeOf(() => w.mark.execute(londonGuard, evacuation.id, people[0]!.id, 'safe'))).toBe('evacuation.not_found');
    expect(await refusalCodeOf(() => w.end.execute(londonGuard, evacuation.id))).toBe('evacuation.not_found');
    expect((await w.start.execute(londonGuard, LONDON)).people.length).toBeGreaterThan(0);
  });

  it('should keep, when it ends, who started and ended it and every person with their final mark, who marked them and when', async () => {
    const w = world();
    const { evacuation, people } = await w.start.execute(guard(1), PUNE);
    const [asha, karan] = people;
    await w.mark.execute(guard(1), evacuation.id, asha!.id, 'safe');
    await w.mark.execute(guard(2), evacuation.id, karan!.id, 'missing');
    w.clock.advance(5 * 60_000);
    await w.end.execute(guard(2), evacuation.id);
    const record = w.audit.entries.find((entry) => entry.action === 'evacuation.ended')!;
    expect(record).toMatchObject({ actor: { type: 'employee', id: 2, label: 'guard2@example.com' }, subjectType: 'evacuation', subjectId: evacuation.id });
    expect(record.details).toEqual({
      siteId: PUNE,
      siteName: 'Pune',
      startedBy: 'guard1@example.com',
      startedAt: '2026-11-20T04:30:00.000Z',
      endedBy: 'guard2@example.com',
      endedAt: '2026-11-20T04:35:00.000Z',
      tally: { unaccounted: 3, safe: 1, missing: 1 },
      people: [
        { kind: 'host', name: 'Asha Rao', visitId: null, hostId: ASHA.id, mark: 'safe', markedBy: 'guard1@example.com', markedAt: '2026-11-20T04:30:00.000Z' },
        { kind: 'visitor', name: 'Karan Shah', visitId: 103, hostId: ASHA.id, mark: 'missing', markedBy: 'guard2@example.com', markedAt: '2026-11-20T04:30:00.000Z' },
        { kind: 'visitor', name: 'Meera Iyer', visitId: 101, hostId: ASHA.id, mark: 'unaccounted', markedBy: null, markedAt: null },
        { kind: 'host', name: 'Vikram Das', visitId: null, hostId: VIKRAM.id, mark: 'unaccounted', markedBy: null, markedAt: null },
        { kind: 'visitor', name: 'Neha Gupta', visitId: 102, hostId: VIKRAM.id, mark: 'unaccounted', markedBy: null, markedAt: null },
      ],
    });
    expect(await w.read.openAt(guard(1), PUNE)).toBeNull();
    // Ended, the site may start again.
    await w.start.execute(guard(1), PUNE);
  });

  it('should let only those who run evacuations start, read, mark or end one', async () => {
    const w = world();
    const { evacuation, people } = await w.start.execute(guard(1, 'admin'), PUNE);
    const host = guard(3, 'manager');
    expect(await refusalCodeOf(() => w.start.execute(host, LONDON))).toBe('http.forbidden');
    expect(await refusalCodeOf(() => w.read.openAt(host, PUNE))).toBe('http.forbidden');
    expect(await refusalCodeOf(() => w.mark.execute(host, evacuation.id, people[0]!.id, 'safe'))).toBe('http.forbidden');
    expect(await refusalCodeOf(() => w.end.execute(host, evacuation.id))).toBe('http.forbidden');
    expect(await refusalCodeOf(() => w.start.execute(guard(1), 999))).toBe('site.not_found');
  });
});
