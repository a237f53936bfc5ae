import { splitRollCall } from '#contract/roll-call.ts';
import { siteToday } from '#contract/visit-time.ts';
import type { EmployeeDirectory } from '../../identity/application/employee-directory.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { SiteDirectory } from '../../sites/application/site-directory.ts';
import type { VisitListQuery } from '../../visits/application/ports.ts';
import { PeopleOnSite } from '../application/ports.ts';
import type { HostOfVisitors, VisitorOnSite } from '../domain/roll-call.ts';

/**
 * Who is on a site, from the desk's own roll call (visits' `VisitListQuery.onSite`, ADR 2): the visits
 * at this site checked in today on its clock and not out. A check-in from an earlier day is stale
 * (src/contract/roll-call.ts: almost certainly left without an Out) and is not on the evacuation's
 * roll call, as it is not in /OnSite's count; hosts come from identity's directory.
 */
export class VisitsOnSite extends PeopleOnSite {
  constructor(
    private readonly visits: VisitListQuery,
    private readonly directory: EmployeeDirectory,
    private readonly sites: SiteDirectory,
    private readonly clock: Clock,
  ) {
    super();
  }

  async at(siteId: number): Promise<{ visitors: VisitorOnSite[]; hosts: ReadonlyMap<number, HostOfVisitors> }> {
    const site = await this.sites.byId(siteId);
    if (!site) return { visitors: [], hosts: new Map() };
    const here = (await this.visits.onSite()).filter((visit) => visit.siteId === siteId);
    const { onSite } = splitRollCall(here, (visit) => visit.checkIn, siteToday(site.timeZone, this.clock.now()), site.timeZone);
    const visitors = onSite.map((visit) => ({ visitId: visit.id, name: visit.name, hostId: visit.hostId }));
    const found = await this.directory.byIds(visitors.map((visitor) => visitor.hostId));
    const hosts = new Map([...found].map(([id, host]) => [id, { id, name: host.name, email: host.email }]));
    return { visitors, hosts };
  }
}
