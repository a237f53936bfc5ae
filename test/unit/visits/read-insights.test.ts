import { SiteDirectory } from '../../../src/sites/application/site-directory.ts';
import { sitesIn } from '../sites/in-memory-sites.ts';
import { describe, expect, it } from 'vitest';
import { EmployeeDirectory, type EmployeeSummary } from '../../../src/identity/application/employee-directory.ts';
import type { Principal } from '../../../src/platform/ports/session-authenticator.ts';
import type { Role } from '#contract/roles.ts';
import { ReadInsights } from '../../../src/visits/application/read-insights.ts';
import { VisitInsightsSource, type InsightDay, type InsightScope } from '../../../src/visits/application/ports.ts';
import { FakeClock } from '../../support/fake-clock.ts';
import { domainErrorOf } from '../../support/refusal.ts';
import { InMemoryEmployees } from '../identity/in-memory-identity.ts';

/** Canned figures, and every scope the use case asked for. */
class CannedInsights extends VisitInsightsSource {
  readonly scopes: InsightScope[] = [];
  constructor(
    private readonly rows: { days?: InsightDay[]; hours?: { hour: number; arrivals: number }[]; hosts?: { hostId: number; visits: number; arrived: number }[] } = {},
  ) {
    super();
  }
  async days(scope: InsightScope) {
    this.scopes.push(scope);
    return this.rows.days ?? [];
  }
  async visitorTypes(scope: InsightScope) {
    this.scopes.push(scope);
    return [{ visitorType: 'Suppliers', visits: 3 }];
  }
  async arrivalHours(scope: InsightScope, timeZone: string) {
    this.scopes.push(scope);
    expect(timeZone).toBe('Asia/Kolkata');
    return this.rows.hours ?? [];
  }
  async busiestHosts(scope: InsightScope, limit: number) {
    this.scopes.push(scope);
    expect(limit).toBe(10);
    return this.rows.hosts ?? [];
  }
}

/** A directory whose manager 7 has reports 11 and 12, and which knows hosts 7 and 11 by name. */
class Directory extends EmployeeDirectory {
  constructor() {
    super(new InMemoryEmployees());
  }
  override async reportIds(managerId: number): Promise<number[]> {
    return managerId === 7 ? [11, 12] : [];
  }
  override async byIds(ids: readonly number[]): Promise<Map<number, EmployeeSummary>> {
    const known: EmployeeSummary[] = [
      { id: 7, email: 'm@x.test', name: 'Manoj', empId: 'E7', role: 'manager' },
      { id: 11, email: 'r@x.test', name: 'Riya', empId: 'E11', role: 'employee' },
    ];
    return new Map(known.filter((host) => ids.includes(host.id)).map((host) => [host.id, host]));
  }
}

const who = (role: Role, employeeId = 7): Principal => ({ sessionId: 's', employeeId, email: `${role}@x.test`, name: role, role, siteIds: [1], homeSiteId: 1 });
// 00:30 on 21-11-2026 at the site (UTC+5:30), still the 20th in UTC.
const clock = new FakeClock('2026-11-20T19:00:00.000Z');
const day = (date: string, figures: Partial<InsightDay> = {}): InsightDay => ({ date, visits: 0, arrived: 0, completed: 0, staySeconds: 0, approvedPast: 0, noShows: 0, ...figures });

describe(ReadInsights.name, () => {
  it('should refuse an employee and the security desk before reading anything', async () => {
    const source = new CannedInsights();
    const insights = new ReadInsights(source, new Directory(), clock, new SiteDirectory(sitesIn('Asia/Kolkata')));
    for (const role of ['employee', 'security'] as const) {
      expect((await domainErrorOf(insights.execute(who(role), 30))).code).toBe('http.forbidden');
      expect((await domainErrorOf(insights.chart(who(role), 90, 'busiest-hosts'))).code).toBe('http.forbidden');
    }
    expect(source.scopes).toEqual([]);
  });

  it('should count the last days of the site\'s calendar: every host for an admin, a manager\'s reports and themselves for a manager', async () => {
    const source = new CannedInsights();
    const insights = new ReadInsights(source, new Directory(), clock, new SiteDirectory(sitesIn('Asia/Kolkata')));
    await insights.execute(who('admin'), 30);
    expect(source.scopes[0]).toEqual({ days: 30, from: '2026-10-23', to: '2026-11-21', today: '2026-11-21', hostIds: null, siteIds: null, zones: [{ siteId: 1, timeZone: 'Asia/Kolkata' }] });
    source.scopes.length = 0;
    await insights.chart(who('manager'), 90, 'visitor-types');
    expect(source.scopes).toEqual([{ days: 90, from: '2026-08-24', to: '2026-11-21', today: '2026-11-21', hostIds: [7, 11, 12], siteIds: null, zones: [{ siteId: 1, timeZone: 'Asia/Kolkata' }] }]);
  });

  it("should count every visit of a site admin's own sites, one picked or all of them, and refuse another site's", async () => {
    const source = new CannedInsights();
    // Sites 1 and 2 share the zone (the canned source reads one zone); the site admin manages site 2 only.
    const insights = new ReadInsights(source, new Directory(), clock, new SiteDirectory(sitesIn('Asia/Kolkata', 'Asia/Kolkata')));
    const siteAdmin: Principal = { ...who('site_admin'), siteIds: [2] };
    await insights.execute(siteAdmin, 30);
    expect(source.scopes[0]).toMatchObject({ hostIds: null, siteIds: [2], zones: [{ siteId: 2, timeZone: 'Asia/Kolkata' }] });
    source.scopes.length = 0;
    await insights.chart(siteAdmin, 30, 'visitor-types', 2);
    expect(source.scopes).toMatchObject([{ hostIds: null, siteIds: [2] }]);
    source.scopes.length = 0;
    expect((await domainErrorOf(insights.execute(siteAdmin, 30, 1))).code).toBe('site.not_yours');
    expect((await domainErrorOf(insights.execute({ ...siteAdmin, siteIds: [] }, 30))).code).toBe('site.not_yours');
    expect(source.scopes).toEqual([]);
  });

  it('should list every day and every hour, average the stays and rate the no-shows of the days before today', async () => {
    const source = new CannedInsights({
      days: [
        day('2026-11-19', { visits: 4, arrived: 3, completed: 3, staySeconds: 3 * 3600 + 100, approvedPast: 4, noShows: 1 }),
        day('2026-11-21', { visits: 2, arrived: 1, approvedPast: 0 }),
      ],
      hours: [{ hour: 9, arrivals: 4 }],
      hosts: [
        { hostId: 11, visits: 5, arrived: 3 },
        { hostId: 99, visits: 1, arrived: 0 },
      ],
    });
    const answer = await new ReadInsights(source, new Directory(), clock, new SiteDirectory(sitesIn('Asia/Kolkata'))).execute(who('admin'), 30);
    expect(answer.visitsPerDay).toHaveLength(30);
    expect(answer.visitsPerDay.at(-3)).toEqual({ date: '2026-11-19', visits: 4, arrived: 3 });
    expect(answer.visitsPerDay.at(-2)).toEqual({ date: '2026-11-20', visits: 0, arrived: 0 });
    // (3 h + 100 s) / 3 = 60.56 minutes, to one decimal.
    expect(answer.timeOnSite).toMatchObject({ visits: 3, averageMinutes: 60.6 });
    expect(answer.timeOnSite.perDay.at(-3)).toEqual({ date: '2026-11-19', visits: 3, averageMinutes: 60.6 });
    expect(answer.timeOnSite.perDay.at(-1)).toEqual({ date: '2026-11-21', visits: 0, averageMinutes: null });
    expect(answer.noShows).toMatchObject({ approved: 4, noShows: 1, rate: 0.25 });
    expect(answer.noShows.perDay).toHaveLength(29);
    expect(answer.noShows.perDay.at(-1)).toEqual({ date: '2026-11-20', approved: 0, noShows: 0 });
    expect(answer.arrivalHours).toHaveLength(24);
    expect(answer.arrivalHours[9]).toEqual({ hour: 9, arrivals: 4 });
    expect(answer.arrivalHours[10]).toEqual({ hour: 10, arrivals: 0 });
    expect(answer.visitorTypes).toEqual([{ visitorType: 'Suppliers', visits: 3 }]);
    // A host the directory no longer knows keeps a place, by id.
    expect(answer.busiestHosts).toEqual([
      { hostId: 11, name: 'Riya', email: 'r@x.test', visits: 5, arrived: 3 },
      { hostId: 99, name: '#99', email: '', visits: 1, arrived: 0 },
    ]);
  });

  it('should answer no average and no rate when nothing was counted', async () => {
    const answer = await new ReadInsights(new CannedInsights(), new Directory(), clock, new SiteDirectory(sitesIn('Asia/Kolkata'))).execute(who('manager'), 90);
    expect(answer.timeOnSite).toMatchObject({ visits: 0, averageMinutes: null });
    expect(answer.noShows).toMatchObject({ approved: 0, noShows: 0, rate: null });
    expect(answer.visitsPerDay.every((d) => d.visits === 0)).toBe(true);
    expect(answer.busiestHosts).toEqual([]);
  });
});
