import { SiteDirectory } from '../../../src/sites/application/site-directory.ts';
import { sitesIn } from '../sites/in-memory-sites.ts';
import { describe, expect, it } from 'vitest';
import { canCheckIn, hostVisitActions, visitState, VISIT_STATES, type VisitState } from '#contract/visit-state.ts';
import { NodeEnvelope } from '#kernel/envelope/node-envelope.ts';
import { endOfSiteDay } from '#contract/visit-time.ts';
import { CancelVisit } from '../../../src/visits/application/cancel-visit.ts';
import { LinkTokens } from '../../../src/visits/application/link-token.ts';
import { ListMyVisits } from '../../../src/visits/application/list-my-visits.ts';
import { compareMyVisits, matchesMyVisits, type MyVisitsCriteria } from '../../../src/visits/application/my-visits.ts';
import { MyVisitsQuery } from '../../../src/visits/application/ports.ts';
import { ResendVisitorLink } from '../../../src/visits/application/resend-visitor-link.ts';
import { VisitReports } from '../../../src/visits/application/visit-reports.ts';
import { VisitorPass } from '../../../src/visits/domain/visitor-pass.ts';
import { FakeClock, HOUR } from '../../support/fake-clock.ts';
import { domainErrorOf } from '../../support/refusal.ts';
import { InMemoryUnitOfWork, RecordingAuditLog, RecordingOutbox, employee, principalOf } from '../identity/in-memory-identity.ts';
import { CountingServerCrypto, InMemoryFileStorage, InMemoryVisitorPasses, InMemoryVisitorPhotos, directoryOf } from './in-memory-visits.ts';
import { mailNotifier } from '../support/mail-notifier.ts';
import { RecordingEvents } from '../support/recording-events.ts';

const TZ = 'Asia/Kolkata';
/** The fake clock's today at the site (2026-11-20T04:30Z is 10:00 AM there). */
const TODAY = '2026-11-20';

/** My visitors' list rules in memory: the same filters and order the SQL adapter applies. */
class InMemoryMyVisitsQuery extends MyVisitsQuery {
  constructor(private readonly passes: InMemoryVisitorPasses) {
    super();
  }

  private matching(criteria: MyVisitsCriteria): VisitorPass[] {
    return [...this.passes.rows.values()].filter((pass) => matchesMyVisits(pass, criteria)).sort(compareMyVisits(criteria.today));
  }

  page(criteria: MyVisitsCriteria): Promise<VisitorPass[]> {
    return Promise.resolve(this.matching(criteria).slice(criteria.offset, criteria.offset + criteria.limit));
  }

  count(criteria: MyVisitsCriteria): Promise<number> {
    return Promise.resolve(this.matching(criteria).length);
  }
}

type Made = 'invited' | 'submitted' | 'approved' | 'in' | 'out' | 'cancelled';

const world = () => {
  const host = employee('host@example.com', { role: 'Employee' });
  host.name = 'Priya Sharma';
  const other = employee('other@example.com', { role: 'Manager' });
  const admin = employee('admin@example.com', { role: 'Admin' });
  const guard = employee('guard@example.com', { role: 'Security' });
  const { directory } = directoryOf(host, other, admin, guard);
  const passes = new InMemoryVisitorPasses();
  const photos = new InMemoryVisitorPhotos();
  const outbox = new RecordingOutbox();
  const audit = new RecordingAuditLog();
  const clock = new FakeClock();
  const unitOfWork = new InMemoryUnitOfWork(passes, photos, new InMemoryFileStorage(), outbox, audit);
  const links = new LinkTokens(new NodeEnvelope('unit-test-phrase'), new CountingServerCrypto());
  let made = 0;
  const pass = (state: Made, options: { date?: string; time?: string; of?: typeof host; name?: string; email?: string | null; phone?: string } = {}) => {
    made += 1;
    const date = options.date ?? TODAY;
    const visit = new VisitorPass({
      passCode: `PASS${String(made).padStart(4, '0')}`,
      visitorType: 'Suppliers',
      visitorTypeOther: null,
      name: options.name ?? `Visitor ${made}`,
      phone: options.phone ?? '9812345670',
      email: options.email === undefined ? `visitor${made}@guest.test` : options.email,
      hostId: (options.of ?? host).id,
      siteId: 1,
      createdById: (options.of ?? host).id,
      visitDate: date,
      visitTime: options.time ?? '10:30:00',
      linkExpiresAt: endOfSiteDay(date, TZ),
      createdAt: new Date(clock.now().getTime() - 48 * HOUR),
    });
    const earlier = new Date(clock.now().getTime() - 30 * HOUR);
    if (state !== 'invited' && state !== 'cancelled') {
      visit.submittedAt = earlier;
      visit.comingFrom = 'Pune';
    }
    if (state === 'approved' || state === 'in' || state === 'out') visit.approve(host.id, earlier, visit.visitDate);
    if (state === 'in' || state === 'out') visit.checkIn = earlier;
    if (state === 'out') visit.checkOut = new Date(earlier.getTime() + HOUR);
    if (state === 'cancelled') visit.cancelledAt = earlier;
    return passes.store(visit);
  };
  return { host, other, admin, guard, directory, passes, photos, outbox, audit, clock, unitOfWork, links, pass };
};

describe('visit states on My visitors', () => {
  const facts = { submittedAt: new Date(), approveStatus: 'Approved', checkIn: null, checkOut: null, visitDate: TODAY };

  it('should state a cancelled visit as cancelled, whatever else it is, and never offer In for it', () => {
    expect(visitState({ ...facts, cancelledAt: new Date() }, TODAY)).toBe('cancelled');
    expect(visitState({ ...facts, submittedAt: null, cancelledAt: new Date() }, TODAY)).toBe('cancelled');
    expect(visitState({ ...facts, visitDate: '2026-11-19', cancelledAt: new Date() }, TODAY)).toBe('cancelled');
    expect(canCheckIn('cancelled', TODAY, TODAY)).toBe(false);
    // Without the new fact nothing changes for the readers that do not know it.
    expect(visitState(facts, TODAY)).toBe('expected');
    expect(visitState({ ...facts, cancelledAt: null }, TODAY)).toBe('expected');
  });

  it.each<[VisitState, boolean, boolean, boolean]>([
    ['awaiting_details', true, true, false],
    ['awaiting_approval', false, true, true],
    ['expected', false, true, false],
    ['checked_in', false, false, false],
    ['checked_out', false, false, false],
    ['missed', false, false, false],
    ['cancelled', false, false, false],
    ['declined', false, false, false],
  ])('should offer for %s: resend link %s, cancel %s, approve %s', (state, resendLink, cancel, approve) => {
    expect(hostVisitActions(state)).toEqual({ resendLink, cancel, approve });
  });

  it('should cover every state in that table', () => {
    expect([...VISIT_STATES].sort()).toEqual(['awaiting_approval', 'awaiting_details', 'cancelled', 'checked_in', 'checked_out', 'declined', 'expected', 'missed']);
  });
});

describe('the list of My visitors', () => {
  const criteria = (overrides: Partial<MyVisitsCriteria>, hostId: number): MyVisitsCriteria => ({
    hostId,
    today: TODAY,
    when: 'all',
    states: [],
    search: null,
    offset: 0,
    limit: 50,
    ...overrides,
  });

  const setUp = () => {
    const w = world();
    const list = new ListMyVisits(new InMemoryMyVisitsQuery(w.passes), w.photos, w.directory, w.clock, new SiteDirectory(sitesIn(TZ)));
    const visits = {
      pastOld: w.pass('out', { date: '2026-11-10', time: '09:00:00' }),
      pastRecentEarly: w.pass('approved', { date: '2026-11-19', time: '09:00:00' }),
      pastRecentLate: w.pass('out', { date: '2026-11-19', time: '15:00:00' }),
      todayLate: w.pass('invited', { time: '16:00:00' }),
      todayEarly: w.pass('in', { time: '09:30:00' }),
      tomorrow: w.pass('submitted', { date: '2026-11-21', time: '08:00:00' }),
      nextWeek: w.pass('cancelled', { date: '2026-11-27' }),
      othersToday: w.pass('approved', { of: w.other }),
    };
    return { ...w, list, visits };
  };

  it('should put upcoming visits first, soonest first, then past ones, most recent first', () => {
    const { passes, host, visits: v } = setUp();
    const ordered = [...passes.rows.values()].filter((pass) => matchesMyVisits(pass, criteria({}, host.id))).sort(compareMyVisits(TODAY));
    expect(ordered.map((pass) => pass.id)).toEqual([v.todayEarly.id, v.todayLate.id, v.tomorrow.id, v.nextWeek.id, v.pastRecentLate.id, v.pastRecentEarly.id, v.pastOld.id]);
  });

  it('should filter by when and by several states, search by name or phone start, and never show another host\'s visit', async () => {
    const { list, host, other, visits: v, pass } = setUp();
    const searched = pass('approved', { name: 'Kavya Rao', phone: '9000012345', date: '2026-11-22' });
    const ids = async (params: Partial<Parameters<ListMyVisits['execute']>[1]>, who = host) =>
      (await list.execute(principalOf(who), { when: 'all', state: [], q: '', page: 1, pageSize: 50, ...params })).records.map((record) => record.id);

    expect(await ids({ when: 'today' })).toEqual([v.todayEarly.id, v.todayLate.id]);
    expect(await ids({ when: 'upcoming' })).toEqual([v.todayEarly.id, v.todayLate.id, v.tomorrow.id, searched.id, v.nextWeek.id]);
    expect(await ids({ when: 'past' })).toEqual([v.pastRecentLate.id, v.pastRecentEarly.id, v.pastOld.id]);
    expect(await ids({ state: ['awaiting_details', 'awaiting_approval'] })).toEqual([v.todayLate.id, v.tomorrow.id]);
    expect(await ids({ state: ['missed', 'cancelled'] })).toEqual([v.nextWeek.id, v.pastRecentEarly.id]);
    expect(await ids({ when: 'today', state: ['checked_in'] })).toEqual([v.todayEarly.id]);
    expect(await ids({ q: 'kavya' })).toEqual([searched.id]);
    expect(await ids({ q: '90000' })).toEqual([searched.id]);
    expect(await ids({ q: '12345' })).toEqual([]);
    expect(await ids({}, other)).toEqual([v.othersToday.id]);
  });

  it('should page the list and count every match', async () => {
    const { list, host, visits: v } = setUp();
    const second = await list.execute(principalOf(host), { when: 'all', state: [], q: '', page: 2, pageSize: 3 });
    expect(second.total).toBe(7);
    expect(second.records.map((record) => record.id)).toEqual([v.nextWeek.id, v.pastRecentLate.id, v.pastRecentEarly.id]);
    expect(second.records.map((record) => record.state)).toEqual(['cancelled', 'checked_out', 'missed']);
  });

  it('should refuse the desk\'s own staff', async () => {
    const { list, guard } = setUp();
    expect((await domainErrorOf(list.execute(principalOf(guard), { when: 'all', state: [], q: '', page: 1, pageSize: 10 }))).code).toBe('http.forbidden');
  });
});

describe('resending the link', () => {
  const setUp = () => {
    const w = world();
    const resend = new ResendVisitorLink(w.passes, w.directory, w.links, mailNotifier(w.outbox, { directory: w.directory }), w.audit, w.clock, w.unitOfWork, { publicUrl: 'http://vms.test' }, new SiteDirectory(sitesIn(TZ)));
    return { ...w, resend };
  };

  it('should make a new link that replaces the old one, mail it to the visitor and the host, and audit it', async () => {
    const { resend, pass, host, links, outbox, audit } = setUp();
    const visit = pass('invited', { name: 'Arjun Mehta' });
    const old = links.issue(visit);
    expect(await resend.execute(principalOf(host), visit.id)).toEqual({ message: 'A new link has been sent.' });
    expect(visit.linkVersion).toBe(1);
    expect(outbox.recipients()).toEqual([[visit.email], [host.email]]);
    // The mailed token (an enveloped part is new each time it is issued) names version 1 of the link.
    const token = new URL(/(http:\/\/vms\.test\/VisitordetailForm\?token=\S+)/.exec(outbox.mails[0]?.text ?? '')![1]!).searchParams.get('token')!;
    expect(outbox.mails[1]?.text).toContain(encodeURIComponent(token));
    expect(links.signedLinkOf(token)).toEqual({ passId: visit.id, version: 1 });
    expect(links.isCurrent(links.signedLinkOf(token), visit)).toBe(true);
    expect(links.isCurrent(links.signedLinkOf(old), visit)).toBe(false);
    expect(audit.entries).toMatchObject([{ action: 'visit.link_resent', subjectId: visit.id, details: { linkVersion: 1, visitorMailed: true } }]);
    // The invitation the mail carries is a later revision of the one sent with the pass.
    expect(outbox.mails[0]?.invitation?.sequence).toBeGreaterThan(0);
  });

  it('should sign the link\'s version: a resent token with its version changed or dropped does not verify', () => {
    const { pass, links } = setUp();
    const visit = pass('invited');
    visit.linkVersion = 2;
    const token = links.issue(visit);
    const signed = token.split(',')[5]!;
    expect(signed).toMatch(new RegExp(`^${visit.id}\\.2\\.[0-9a-f]{64}$`));
    for (const forged of [signed.replace('.2.', '.1.'), signed.replace('.2.', '.'), signed.replace('.2.', '.02.'), signed.replace('.2.', '.0.')]) {
      expect(() => links.signedLinkOf([...token.split(',').slice(0, 5), forged].join(','))).toThrow('Invalid or corrupted token');
    }
  });

  it.each<[Made, string, string]>([
    ['submitted', 'visit.link_not_resendable', 'A new link can be sent only while the visitor has not filled in their details and the day of the visit has not passed.'],
    ['approved', 'visit.link_not_resendable', 'A new link can be sent only while the visitor has not filled in their details and the day of the visit has not passed.'],
    ['in', 'visit.link_not_resendable', 'A new link can be sent only while the visitor has not filled in their details and the day of the visit has not passed.'],
    ['cancelled', 'visit.cancelled', 'This visit has been cancelled.'],
  ])('should refuse a %s visit with %s and change nothing', async (state, code, message) => {
    const { resend, pass, host, outbox, audit } = setUp();
    const visit = pass(state);
    const refusal = await domainErrorOf(resend.execute(principalOf(host), visit.id));
    expect([refusal.code, refusal.message]).toEqual([code, message]);
    expect(visit.linkVersion).toBe(0);
    expect([outbox.mails, audit.entries]).toEqual([[], []]);
  });

  it('should refuse a visit whose day has passed, another host\'s visit (not found to a host, not theirs to an admin) and an unknown one', async () => {
    const { resend, pass, host, other, admin, outbox } = setUp();
    expect((await domainErrorOf(resend.execute(principalOf(host), pass('invited', { date: '2026-11-19' }).id))).code).toBe('visit.link_not_resendable');
    const others = pass('invited', { of: other });
    // Another host's visit is not found, exactly as an unknown id; an admin, who sees every visit, is told it is not theirs.
    const unknown = await domainErrorOf(resend.execute(principalOf(host), 999));
    expect([unknown.code, unknown.message]).toEqual(['visit.not_found', 'Error fetching data']);
    const foreign = await domainErrorOf(resend.execute(principalOf(host), others.id));
    expect([foreign.code, foreign.message]).toEqual([unknown.code, unknown.message]);
    expect((await domainErrorOf(resend.execute(principalOf(admin), others.id))).code).toBe('visit.not_your_visit');
    expect(others.linkVersion).toBe(0);
    expect(outbox.mails).toEqual([]);
  });
});

describe('cancelling a visit', () => {
  const setUp = () => {
    const w = world();
    const cancel = new CancelVisit(w.passes, w.directory, mailNotifier(w.outbox, { directory: w.directory }), w.audit, w.clock, w.unitOfWork, new SiteDirectory(sitesIn(TZ)));
    return { ...w, cancel };
  };

  it('should record that the visit was cancelled, with its facts and when, and no message: who is told is for the notifications', async () => {
    const w = world();
    const events = new RecordingEvents();
    const cancel = new CancelVisit(w.passes, w.directory, events, w.audit, w.clock, w.unitOfWork, new SiteDirectory(sitesIn(TZ)));
    const visit = w.pass('approved', { name: 'Arjun Mehta', date: '2026-11-21', time: '14:00:00' });
    await cancel.execute(principalOf(w.host), visit.id);
    expect(events.recorded).toEqual([
      {
        type: 'visit.cancelled',
        at: w.clock.now(),
        visit: expect.objectContaining({ id: visit.id, name: 'Arjun Mehta', visitDate: '21-11-2026', visitTime: '02:00 PM', host: expect.objectContaining({ email: w.host.email }) }),
      },
    ]);
    expect(w.outbox.mails).toEqual([]);
  });

  it.each<Made>(['invited', 'submitted', 'approved'])('should cancel a %s visit, tell the visitor politely and the host, and audit it', async (state) => {
    const { cancel, pass, host, outbox, audit, clock } = setUp();
    const visit = pass(state, { name: 'Arjun Mehta', date: '2026-11-21', time: '14:00:00' });
    expect(await cancel.execute(principalOf(host), visit.id)).toEqual({ message: 'The visit has been cancelled.' });
    expect([visit.cancelledAt, visit.cancelledById]).toEqual([clock.now(), host.id]);
    expect(outbox.recipients().sort()).toEqual([[visit.email], [host.email]].sort());
    const toVisitor = outbox.mails.find((mail) => mail.to.includes(visit.email!));
    expect(toVisitor?.subject).toBe('Your visit on 21-11-2026 has been cancelled');
    expect(toVisitor?.text).toContain('We are sorry to let you know that Priya Sharma has cancelled your visit on 21-11-2026 at 02:00 PM.');
    expect(toVisitor?.invitation).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: `visit-${visit.id}` });
    const toHost = outbox.mails.find((mail) => mail.to.includes(host.email));
    expect(toHost?.subject).toBe('Visit of Arjun Mehta on 21-11-2026 cancelled');
    expect(toHost?.invitation).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: `visit-${visit.id}` });
    expect(audit.entries).toMatchObject([{ action: 'visit.cancelled', subjectId: visit.id, details: { visitorMailed: true, hostMailed: true } }]);
  });

  it('should still tell the host (and withdraw their invitation) when the visitor left no e-mail address', async () => {
    const { cancel, pass, host, outbox } = setUp();
    const visit = pass('approved', { email: null });
    await cancel.execute(principalOf(host), visit.id);
    expect(visit.cancelledAt).not.toBeNull();
    expect(outbox.recipients()).toEqual([[host.email]]);
    expect(outbox.mails[0]?.text).toContain('The visitor left no e-mail: please let them know.');
    expect(outbox.mails[0]?.invitation).toMatchObject({ method: 'CANCEL', uid: `visit-${visit.id}` });
  });

  it("should not send the host a calendar cancellation for a walk-in still awaiting their answer (it was never in their calendar), but should once it was approved", async () => {
    const { cancel, pass, host, outbox, audit } = setUp();
    const waiting = pass('submitted');
    waiting.kioskDeviceId = 7;
    await cancel.execute(principalOf(host), waiting.id);
    expect(waiting.cancelledAt).not.toBeNull();
    expect(outbox.recipients()).toEqual([[waiting.email]]);
    expect(audit.entries).toMatchObject([{ action: 'visit.cancelled', details: { visitorMailed: true, hostMailed: false } }]);

    const approved = pass('approved');
    approved.kioskDeviceId = 7;
    await cancel.execute(principalOf(host), approved.id);
    const toHost = outbox.mails.find((mail) => mail.to.includes(host.email));
    expect(toHost?.invitation).toMatchObject({ method: 'CANCEL', uid: `visit-${approved.id}` });
  });

  it.each<[Made, string, string]>([
    ['in', 'visit.not_cancellable', 'Only a visit that has not started and whose day has not passed can be cancelled.'],
    ['out', 'visit.not_cancellable', 'Only a visit that has not started and whose day has not passed can be cancelled.'],
    ['cancelled', 'visit.cancelled', 'This visit has been cancelled.'],
  ])('should refuse a %s visit with %s and change nothing', async (state, code, message) => {
    const { cancel, pass, host, outbox, audit } = setUp();
    const visit = pass(state);
    const before = visit.cancelledAt;
    const refusal = await domainErrorOf(cancel.execute(principalOf(host), visit.id));
    expect([refusal.code, refusal.message]).toEqual([code, message]);
    expect(visit.cancelledAt).toBe(before);
    expect([outbox.mails, audit.entries]).toEqual([[], []]);
  });

  it('should refuse a missed visit and another host\'s visit', async () => {
    const { cancel, pass, host, other } = setUp();
    expect((await domainErrorOf(cancel.execute(principalOf(host), pass('approved', { date: '2026-11-19' }).id))).code).toBe('visit.not_cancellable');
    const others = pass('approved', { of: other });
    expect((await domainErrorOf(cancel.execute(principalOf(host), others.id))).code).toBe('visit.not_found');
    expect(others.cancelledAt).toBeNull();
  });

  it('should then refuse the check-in, the approval and the details form of the cancelled visit', async () => {
    const { cancel, pass, host, guard, clock } = setUp();
    const approved = pass('approved');
    const submitted = pass('submitted');
    const invited = pass('invited');
    for (const visit of [approved, submitted, invited]) await cancel.execute(principalOf(host), visit.id);
    expect(() => approved.checkInAt(guard.id, clock.now(), TODAY)).toThrow('This visit has been cancelled.');
    expect(() => submitted.approve(host.id, clock.now(), TODAY)).toThrow('This visit has been cancelled.');
    expect(() =>
      invited.submitDetails(
        {
          name: 'x',
          phone: '9812345670',
          placeToVisit: 'Visiting Office',
          selectedOption: 'WEN HV',
          ppeOptions: { helmet: false, goggles: false, earPlug: false, safetyShoes: false },
          comingFrom: 'Pune',
          address: '12 MG Road',
          purposeOfVisit: 'Review',
          additionalVisitorOption: 'No',
          additionalVisitors: null,
          idKind: null,
          idLast4: null,
        },
        clock.now(),
      ),
    ).toThrow('This visit was cancelled by your host.');
    expect([approved.checkIn, submitted.approveStatus, invited.submittedAt]).toEqual([null, 'Pending', null]);
  });
});

describe('cancelled visits in the reports', () => {
  it('should count a cancelled visit nowhere: it is no longer expected', async () => {
    const w = world();
    w.pass('approved');
    w.pass('in');
    w.pass('cancelled');
    const report = await new VisitReports(w.passes, w.directory, w.clock, new SiteDirectory(sitesIn(TZ))).daily(TODAY);
    expect(report.totals).toEqual({ expected: 2, arrived: 1, onSite: 1, left: 0, missed: 0 });
    expect(report.byHost).toEqual([{ host: w.host.email, expected: 2, arrived: 1, onSite: 1, left: 0, missed: 0 }]);
  });
});
