import { SiteDirectory } from '../../../src/sites/application/site-directory.ts';
import { sitesIn } from '../sites/in-memory-sites.ts';
import { describe, expect, it } from 'vitest';
import { ListEmployees } from '../../../src/identity/application/list-employees.ts';
import { DESK_COUNT_FILTER, DESK_COUNTS, HOST_COUNT_LIST } from '#contract/dashboard-counts.ts';
import { ACTIVE_FILTERS, deskQuerySchema } from '#kernel/desk-query.ts';
import { endOfSiteDay } from '#contract/visit-time.ts';
import { filterCriteriaOf, siteTimeOfDay } from '../../../src/visits/application/desk-filters.ts';
import { matchesMyVisits, type MyVisitsCriteria } from '../../../src/visits/application/my-visits.ts';
import { MyVisitsQuery } from '../../../src/visits/application/ports.ts';
import { ReadDashboardCounts } from '../../../src/visits/application/read-dashboard-counts.ts';
import { VisitorPass } from '../../../src/visits/domain/visitor-pass.ts';
import { FakeClock, HOUR } from '../../support/fake-clock.ts';
import { employee, principalOf } from '../identity/in-memory-identity.ts';
import { InMemoryVisitListQuery, InMemoryVisitorPasses, directoryOf, officeDetailsOf } from './in-memory-visits.ts';

const TZ = 'Asia/Kolkata';
/** The fake clock stands at 2026-11-20T04:30Z: 10:00 AM on 20 November at the site. */
const TODAY = '2026-11-20';

describe('dashboard count definitions', () => {
  it('should make each desk number an Active filter of the desk list', () => {
    for (const name of DESK_COUNTS) expect(ACTIVE_FILTERS).toContain(DESK_COUNT_FILTER[name]);
    expect(DESK_COUNT_FILTER).toEqual({ expected: 'expected', arrived: 'arrived', onSite: 'not_checked_out', left: 'checked_in_and_out', late: 'late' });
  });

  it('should count as a host\'s visitors today every state of today but cancelled, and approvals waiting today or later', () => {
    expect(HOST_COUNT_LIST.today).toEqual({ when: 'today', state: ['awaiting_details', 'awaiting_approval', 'expected', 'checked_in', 'checked_out'] });
    expect(HOST_COUNT_LIST.awaitingApproval).toEqual({ when: 'upcoming', state: ['awaiting_approval'] });
    expect(HOST_COUNT_LIST.onSite).toEqual({ when: 'today', state: ['checked_in'] });
  });

  it('should accept the two new Active filters in the desk list query, and not in History', () => {
    expect(deskQuerySchema.safeParse({ view: 'active', filter: 'late' }).success).toBe(true);
    expect(deskQuerySchema.safeParse({ view: 'active', filter: 'arrived' }).success).toBe(true);
    expect(deskQuerySchema.safeParse({ view: 'history', filter: 'late' }).error?.issues[0]?.message).toBe('Please choose a valid filter.');
  });

  it("should read the site's time of day in its own zone", () => {
    expect(siteTimeOfDay(TZ, new Date('2026-11-20T04:30:00Z'))).toBe('10:00:00');
    expect(siteTimeOfDay(TZ, new Date('2026-11-20T18:29:59Z'))).toBe('23:59:59');
    expect(siteTimeOfDay(TZ, new Date('2026-11-20T18:30:00Z'))).toBe('00:00:00');
    expect(siteTimeOfDay('UTC', new Date('2026-11-20T04:30:00Z'))).toBe('04:30:00');
  });

  it('should make "expected" today\'s but cancelled, "arrived" today\'s check-ins, out or not, and "late" today\'s not yet in whose time has passed', () => {
    const at = { today: TODAY, now: new Date('2026-11-20T04:30:00Z'), timeZone: TZ };
    expect(filterCriteriaOf({ view: 'active', filter: 'arrived' }, at)).toEqual({ dateFrom: TODAY, dateTo: TODAY, presence: 'in', timeBefore: null });
    expect(filterCriteriaOf({ view: 'active', filter: 'late' }, at)).toEqual({ dateFrom: TODAY, dateTo: TODAY, presence: 'not_in', timeBefore: '10:00:00' });
    expect(filterCriteriaOf({ view: 'active', filter: 'not_checked_in' }, at).timeBefore).toBeNull();
    expect(filterCriteriaOf({ view: 'active', filter: 'expected' }, at)).toEqual({ dateFrom: TODAY, dateTo: TODAY, presence: 'not_cancelled', timeBefore: null });
    expect(filterCriteriaOf({ view: 'history', filter: 'yesterday' }, at).timeBefore).toBeNull();
  });

  it('should make "flagged" today\'s visits, not cancelled, with an open watchlist flag (issue 13)', () => {
    const at = { today: TODAY, now: new Date('2026-11-20T04:30:00Z'), timeZone: TZ };
    expect(filterCriteriaOf({ view: 'active', filter: 'flagged' }, at)).toEqual({ dateFrom: TODAY, dateTo: TODAY, presence: 'not_cancelled', timeBefore: null, flagged: true });
    expect(deskQuerySchema.safeParse({ view: 'active', filter: 'flagged' }).success).toBe(true);
    expect(deskQuerySchema.safeParse({ view: 'history', filter: 'flagged' }).error?.issues[0]?.message).toBe('Please choose a valid filter.');
  });
});

/** My visitors' own rules (my-visits.ts), over the passes in memory. */
class InMemoryMyVisits extends MyVisitsQuery {
  constructor(private readonly passes: InMemoryVisitorPasses) {
    super();
  }
  page(criteria: MyVisitsCriteria): Promise<VisitorPass[]> {
    return Promise.resolve([...this.passes.rows.values()].filter((pass) => matchesMyVisits(pass, criteria)));
  }
  count(criteria: MyVisitsCriteria): Promise<number> {
    return Promise.resolve([...this.passes.rows.values()].filter((pass) => matchesMyVisits(pass, criteria)).length);
  }
}

describe(ReadDashboardCounts.name, () => {
  const setUp = () => {
    const host = employee('host@example.com', { role: 'Employee' });
    const manager = employee('manager@example.com', { role: 'Manager' });
    const admin = employee('admin@example.com', { role: 'Admin' });
    const guard = employee('guard@example.com', { role: 'Security' });
    const waiting = employee('new@example.com', { role: 'Employee', approved: false });
    const waitingForAdmin = employee('other-new@example.com', { role: 'Employee', approved: false });
    waiting.manager = manager;
    const { employees } = directoryOf(host, manager, admin, guard, waiting, waitingForAdmin);
    const passes = new InMemoryVisitorPasses();
    const clock = new FakeClock();
    let made = 0;
    const pass = (time: string, state: 'new' | 'submitted' | 'approved' | 'in' | 'out', date = TODAY, of = host) => {
      made += 1;
      const visit = new VisitorPass({
        passCode: `PASS${String(made).padStart(4, '0')}`,
        visitorType: 'Suppliers',
        visitorTypeOther: null,
        name: `Visitor ${made}`,
        phone: '9812345670',
        email: null,
        hostId: of.id,
        siteId: 1,
        createdById: of.id,
        visitDate: date,
        visitTime: time,
        linkExpiresAt: endOfSiteDay(date, TZ),
        createdAt: new Date(clock.now().getTime() - 48 * HOUR),
      });
      const earlier = new Date(clock.now().getTime() - HOUR);
      if (state === 'new') return passes.store(visit);
      visit.submitDetails(
        officeDetailsOf(visit),
        new Date(Math.min(clock.now().getTime() - 2 * HOUR, visit.linkExpiresAt.getTime() - HOUR)),
      );
      if (state === 'submitted') return passes.store(visit);
      visit.approve(of.id, earlier, visit.visitDate);
      if (state !== 'approved') visit.checkInAt(guard.id, earlier, date);
      if (state === 'out') visit.checkOutAt(guard.id, new Date(earlier.getTime() + 60_000));
      return passes.store(visit);
    };
    const flagged = new Set<number>();
    const read = new ReadDashboardCounts(new InMemoryVisitListQuery(passes, flagged), new InMemoryMyVisits(passes), new ListEmployees(employees), clock, new SiteDirectory(sitesIn(TZ)));
    return { host, manager, admin, guard, pass, read, clock, flagged };
  };

  it("should give the desk today's five numbers and the flagged count by the desk list's own filters", async () => {
    const { guard, pass, read, flagged } = setUp();
    flagged.add(pass('09:00:00', 'approved').id); // late: 9:00 has passed at 10:00; and flagged by the watchlist
    pass('09:30:00', 'in');
    pass('08:00:00', 'out');
    pass('10:00:00', 'approved'); // due now, not late yet
    pass('11:30:00', 'approved');
    pass('09:00:00', 'approved', '2026-11-19'); // yesterday's: in no number
    flagged.add(pass('09:00:00', 'approved', '2026-11-19').id); // yesterday's flagged visit: not today's
    const cancelled = pass('09:30:00', 'approved');
    cancelled.cancel(1, new Date('2026-11-20T03:00:00Z'), TODAY); // cancelled: neither expected nor late
    flagged.add(cancelled.id); // nor flagged: nobody is waiting for it
    const counts = await read.execute(principalOf(guard));
    expect(counts).toEqual({ host: null, employeesAwaitingApproval: null, desk: { expected: 5, arrived: 2, onSite: 1, left: 1, late: 1 }, flagged: 1 });
  });

  it("should count late by the site's clock as it moves", async () => {
    const { guard, pass, read, clock } = setUp();
    pass('09:00:00', 'approved');
    pass('11:30:00', 'approved');
    expect((await read.execute(principalOf(guard))).desk?.late).toBe(1);
    clock.set('2026-11-20T06:01:00Z'); // 11:31 AM at the site
    expect((await read.execute(principalOf(guard))).desk?.late).toBe(2);
  });

  it('should give a host their own numbers only, and no desk or employee numbers', async () => {
    const { host, manager, pass, read } = setUp();
    pass('09:00:00', 'new'); // today, invited
    pass('11:00:00', 'submitted'); // today, awaiting approval
    pass('12:00:00', 'submitted', '2026-11-23'); // later, awaiting approval
    pass('12:00:00', 'submitted', '2026-11-19'); // missed: not waiting any more
    pass('09:30:00', 'in'); // on site
    pass('08:00:00', 'out'); // left today
    pass('09:30:00', 'in', TODAY, manager); // another host's
    pass('10:30:00', 'submitted', TODAY, manager);
    expect(await read.execute(principalOf(host))).toEqual({ host: { today: 4, awaitingApproval: 2, onSite: 1 }, employeesAwaitingApproval: null, desk: null, flagged: null });
  });

  it('should not count a cancelled visit among the host\'s visitors today', async () => {
    const { host, pass, read, clock } = setUp();
    pass('09:00:00', 'approved');
    const cancelled = pass('11:00:00', 'submitted');
    cancelled.cancel(host.id, clock.now(), TODAY);
    expect((await read.execute(principalOf(host))).host).toEqual({ today: 1, awaitingApproval: 0, onSite: 0 });
  });

  it("should give a manager their own reports awaiting approval, and an admin everyone's with the desk's numbers", async () => {
    const { manager, admin, read } = setUp();
    const managers = await read.execute(principalOf(manager));
    expect(managers.employeesAwaitingApproval).toBe(1);
    expect(managers.desk).toBeNull();
    const admins = await read.execute(principalOf(admin));
    expect(admins.employeesAwaitingApproval).toBe(2);
    expect(admins.host).not.toBeNull();
    expect(admins.desk).toEqual({ expected: 0, arrived: 0, onSite: 0, left: 0, late: 0 });
  });
});
