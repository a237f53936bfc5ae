import { BUSIEST_HOSTS, type InsightChart, type InsightPeriod, type InsightsAnswer } from '#contract/api/insight-answers.ts';
import { canSeeInsights, canSeeInsightsOf, seesInsightsAtSite, seesInsightsOfEveryVisit, seesInsightsOfSiteVisits } from '#contract/capabilities.ts';
import { DomainError } from '#kernel/domain-error.ts';
import { addDays, siteToday } from '#contract/visit-time.ts';
import type { EmployeeDirectory } from '../../identity/application/employee-directory.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';
import type { SiteDirectory } from '../../sites/application/site-directory.ts';
import type { InsightDay, InsightScope, SiteZone, VisitInsightsSource } from './ports.ts';

/** What the charts count, and the sites' zones their hours are read in. */
type Scope = InsightScope & { readonly days: InsightPeriod; readonly zones: readonly SiteZone[] };

/** Minutes to one decimal: what the page and the CSV show. */
const minutes = (seconds: number, visits: number): number | null => (visits === 0 ? null : Math.round((seconds / visits / 60) * 10) / 10);

/** A share to four decimals (a percentage to two). */
const rate = (part: number, whole: number): number | null => (whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000);

/**
 * `GET /api/insights` (issue 12): visits per day, by visitor type and by hour of arrival, the average
 * time on site, the no-show rate and the busiest hosts, over the last 30 or 90 days of the site's
 * calendar (today included), of every site or one (issue 30). Admins see every visit; a manager the
 * visits of their direct reports and their own; a site admin every visit of their own sites, one or
 * all of them, never another's (`site.not_yours`; src/contract/capabilities.ts). Each chart can be read
 * alone (its CSV). Over several sites the range ends on the latest of their dates and no-shows count
 * the days before the earliest, and each arrival's hour is on its own site's clock.
 */
export class ReadInsights {
  constructor(
    private readonly source: VisitInsightsSource,
    private readonly directory: EmployeeDirectory,
    private readonly clock: Clock,
    private readonly sites: SiteDirectory,
  ) {}

  /** Every chart at once (the page). */
  async execute(principal: Principal, days: InsightPeriod, site?: number): Promise<InsightsAnswer> {
    const scope = await this.scopeOf(principal, days, site);
    // Four statements on four of the pool's connections at once: the page waits for the slowest, not the sum.
    const [daily, visitorTypes, arrivalHours, busiestHosts] = await Promise.all([
      this.source.days(scope),
      this.source.visitorTypes(scope),
      this.arrivalHours(scope),
      this.busiestHosts(scope),
    ]);
    return { ...this.daily(scope, daily), visitorTypes, arrivalHours, busiestHosts };
  }

  /** One chart's figures (its CSV), as the page shows them. */
  async chart<C extends InsightChart>(principal: Principal, days: InsightPeriod, chart: C, site?: number): Promise<Pick<InsightsAnswer, 'days' | 'from' | 'to'> & Partial<InsightsAnswer>> {
    const scope = await this.scopeOf(principal, days, site);
    const frame = { days, from: scope.from, to: scope.to };
    switch (chart) {
      case 'visitor-types':
        return { ...frame, visitorTypes: await this.source.visitorTypes(scope) };
      case 'arrival-hours':
        return { ...frame, arrivalHours: await this.arrivalHours(scope) };
      case 'busiest-hosts':
        return { ...frame, busiestHosts: await this.busiestHosts(scope) };
      default:
        return this.daily(scope, await this.source.days(scope));
    }
  }

  private async scopeOf(principal: Principal, days: InsightPeriod, site: number | undefined): Promise<Scope> {
    if (!canSeeInsights(principal)) throw new DomainError('http.forbidden');
    const now = this.clock.now();
    const all = await this.sites.all();
    if (site !== undefined && !all.some((place) => place.id === site)) throw new DomainError('visit.site_invalid');
    if (site !== undefined && !seesInsightsAtSite(principal, site)) throw new DomainError('site.not_yours');
    const counted = all.filter((place) => (site === undefined ? seesInsightsAtSite(principal, place.id) : place.id === site));
    // A site admin assigned to no site yet has no figures to see.
    if (counted.length === 0) throw new DomainError('site.not_yours');
    const dates = counted.map((place) => siteToday(place.timeZone, now));
    const to = dates.reduce((a, b) => (b > a ? b : a));
    const today = dates.reduce((a, b) => (b < a ? b : a));
    const zones = counted.map((place) => ({ siteId: place.id, timeZone: place.timeZone }));
    // A site admin's "every site" is their own sites'; anyone else's is every site's (no site condition).
    const siteIds = site !== undefined ? [site] : seesInsightsOfSiteVisits(principal) ? counted.map((place) => place.id) : null;
    const range = { days, from: addDays(to, 1 - days), to, today, zones, siteIds };
    if (seesInsightsOfEveryVisit(principal) || seesInsightsOfSiteVisits(principal)) return { ...range, hostIds: null };
    const me = principal.employeeId;
    const hosts = [
      { hostId: me, hostManagerId: null },
      ...(await this.directory.reportIds(me)).map((hostId) => ({ hostId, hostManagerId: me })),
    ].filter((host) => canSeeInsightsOf(principal, host));
    return { ...range, hostIds: [...new Set(hosts.map((host) => host.hostId))] };
  }

  /** The three charts counted per day: every day of the range listed, days without a pass as zeros. */
  private daily(scope: Scope, rows: readonly InsightDay[]) {
    const byDate = new Map(rows.map((row) => [row.date, row]));
    const dates = Array.from({ length: scope.days }, (_, i) => addDays(scope.from, i));
    const empty = { visits: 0, arrived: 0, completed: 0, staySeconds: 0, approvedPast: 0, noShows: 0 };
    const all = dates.map((date) => ({ ...empty, ...byDate.get(date), date }));
    const sum = (key: keyof typeof empty) => all.reduce((total, day) => total + day[key], 0);
    return {
      days: scope.days,
      from: scope.from,
      to: scope.to,
      visitsPerDay: all.map(({ date, visits, arrived }) => ({ date, visits, arrived })),
      timeOnSite: {
        visits: sum('completed'),
        averageMinutes: minutes(sum('staySeconds'), sum('completed')),
        perDay: all.map(({ date, completed, staySeconds }) => ({ date, visits: completed, averageMinutes: minutes(staySeconds, completed) })),
      },
      noShows: {
        approved: sum('approvedPast'),
        noShows: sum('noShows'),
        rate: rate(sum('noShows'), sum('approvedPast')),
        // Today's visitors may still come: the rate is of the days before it.
        perDay: all.filter(({ date }) => date < scope.today).map(({ date, approvedPast, noShows }) => ({ date, approved: approvedPast, noShows })),
      },
    };
  }

  private async arrivalHours(scope: Scope): Promise<InsightsAnswer['arrivalHours']> {
    // One zone (one site, or sites that share it): the plain statement; else each visit's own.
    const [first] = scope.zones;
    const oneZone = first !== undefined && scope.zones.every((zone) => zone.timeZone === first.timeZone);
    const counted = new Map((await this.source.arrivalHours(scope, oneZone ? first.timeZone : scope.zones)).map((row) => [row.hour, row.arrivals]));
    return Array.from({ length: 24 }, (_, hour) => ({ hour, arrivals: counted.get(hour) ?? 0 }));
  }

  private async busiestHosts(scope: InsightScope): Promise<InsightsAnswer['busiestHosts']> {
    const top = await this.source.busiestHosts(scope, BUSIEST_HOSTS);
    const hosts = await this.directory.byIds(top.map((row) => row.hostId));
    return top.map((row) => ({ ...row, name: hosts.get(row.hostId)?.name ?? `#${row.hostId}`, email: hosts.get(row.hostId)?.email ?? '' }));
  }
}
