import { visitState } from '#contract/visit-state.ts';
import { addDays, formatVisitDate } from '#contract/visit-time.ts';
import type { EmployeeDirectory } from '../../identity/application/employee-directory.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { SiteDirectory } from '../../sites/application/site-directory.ts';
import type { VisitorPass } from '../domain/visitor-pass.ts';
import type { VisitorPassRepository } from './ports.ts';
import { siteDaysAt } from './site-clock.ts';

/** The day's figures for approved visits (those the desk expects). */
export interface VisitCounts {
  expected: number;
  arrived: number;
  onSite: number;
  left: number;
  missed: number;
}

export interface DailyReport {
  /** DD-MM-YYYY */
  readonly date: string;
  readonly totals: VisitCounts;
  readonly byHost: readonly ({ readonly host: string } & VisitCounts)[];
  readonly byVisitorType: readonly ({ readonly visitorType: string } & VisitCounts)[];
}

const zero = (): VisitCounts => ({ expected: 0, arrived: 0, onSite: 0, left: 0, missed: 0 });

/** The same state rule as the desk (src/contract/visit-state.ts) decides every count. */
const count = (into: VisitCounts, pass: VisitorPass, today: string): void => {
  const state = visitState(pass, today);
  // A visit its host cancelled is no longer expected: it counts nowhere.
  if (state === 'cancelled') return;
  into.expected += 1;
  if (state === 'checked_in' || state === 'checked_out') into.arrived += 1;
  if (state === 'checked_in') into.onSite += 1;
  if (state === 'checked_out') into.left += 1;
  if (state === 'missed') into.missed += 1;
};

/**
 * `vms report daily` and `vms report range`: expected, arrived, on site, left and missed, in all, by
 * host and by visitor type, of every site or one (`siteId`, `--site`; issue 30), each visit missed or
 * not by its own site's date. Anonymised visits still count: retention keeps the figures.
 */
export class VisitReports {
  constructor(
    private readonly passes: VisitorPassRepository,
    private readonly directory: EmployeeDirectory,
    private readonly clock: Clock,
    private readonly sites: SiteDirectory,
  ) {}

  async daily(day: string, siteId?: number): Promise<DailyReport> {
    const days = await siteDaysAt(this.sites, this.clock.now());
    const approved = (await this.passes.listForDay(day, null)).filter((pass) => pass.isApproved() && (siteId === undefined || pass.siteId === siteId));
    const hosts = await this.directory.byIds(approved.map((pass) => pass.hostId));
    const totals = zero();
    const byHost = new Map<string, VisitCounts>();
    const byType = new Map<string, VisitCounts>();
    for (const pass of approved) {
      const today = days.of(pass.siteId).today;
      count(totals, pass, today);
      const host = hosts.get(pass.hostId)?.email ?? `#${pass.hostId}`;
      count(byHost.get(host) ?? byHost.set(host, zero()).get(host)!, pass, today);
      count(byType.get(pass.visitorType) ?? byType.set(pass.visitorType, zero()).get(pass.visitorType)!, pass, today);
    }
    this.passes.release();
    const sorted = <K extends string>(map: Map<string, VisitCounts>, key: K) =>
      [...map.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([name, counts]) => ({ [key]: name, ...counts }) as { [P in K]: string } & VisitCounts);
    return { date: formatVisitDate(day), totals, byHost: sorted(byHost, 'host'), byVisitorType: sorted(byType, 'visitorType') };
  }

  /** The same figures for each day from `from` to `to`. */
  async range(from: string, to: string, siteId?: number): Promise<DailyReport[]> {
    const reports: DailyReport[] = [];
    for (let day = from; day <= to; day = addDays(day, 1)) reports.push(await this.daily(day, siteId));
    return reports;
  }
}
