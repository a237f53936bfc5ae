import { DomainError } from '#kernel/domain-error.ts';
import type { AuditLog } from '../../platform/ports/audit-log.ts';
import { principalAuditActor } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { DomainEvents } from '../../platform/ports/domain-events.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import type { SiteDirectory } from '../../sites/application/site-directory.ts';
import { Evacuation } from '../domain/evacuation.ts';
import { rollCallOf, visitorsByHost } from '../domain/roll-call.ts';
import { markerOf } from './evacuation-caller.ts';
import type { HostToTell } from './evacuation-events.ts';
import type { EvacuationRepository, PeopleOnSite } from './ports.ts';
import type { RollCallRead } from './roll-call-read.ts';

/**
 * `POST /api/evacuations` (docs/product/evacuation.md EVAC-START): security starts an evacuation at a
 * site. Its roll call is everyone on site at that moment: each visitor checked in today at the site
 * and not out, under their host, and each host once. Each host is mailed their visitors' names, and
 * the start is audited, in the same transaction. A second start while one is open at the site is
 * refused by the database (`evacuation.already_open`), and nothing of it is kept.
 */
export class StartEvacuation {
  constructor(
    private readonly evacuations: EvacuationRepository,
    private readonly onSite: PeopleOnSite,
    private readonly sites: SiteDirectory,
    private readonly events: DomainEvents,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  execute(principal: Principal, siteId: number): Promise<RollCallRead> {
    markerOf(principal);
    return this.unitOfWork.run(async () => {
      const site = await this.sites.byId(siteId);
      if (!site) throw new DomainError('site.not_found');
      const by = markerOf(principal, siteId);
      const at = this.clock.now();
      const { visitors, hosts } = await this.onSite.at(siteId);
      const entries = rollCallOf(visitors, hosts);
      const evacuation = new Evacuation(siteId, by, at);
      const people = await this.evacuations.start(evacuation, entries);
      this.audit.record({
        actor: principalAuditActor(principal),
        action: 'evacuation.started',
        subjectType: 'evacuation',
        subjectId: evacuation.id,
        details: { siteId, siteName: site.name, visitors: visitors.length, hosts: entries.length - visitors.length },
      });
      const tell: HostToTell[] = [...visitorsByHost(entries)].flatMap(([hostId, names]) => {
        const host = hosts.get(hostId);
        return host ? [{ email: host.email, name: host.name, visitors: names }] : [];
      });
      await this.events.record({ type: 'evacuation.started', evacuationId: evacuation.id, siteName: site.name, timeZone: site.timeZone, at, hosts: tell });
      return { evacuation, people, site };
    });
  }
}
