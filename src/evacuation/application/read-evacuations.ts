import { DomainError } from '#kernel/domain-error.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';
import type { SiteDirectory } from '../../sites/application/site-directory.ts';
import type { Evacuation } from '../domain/evacuation.ts';
import { markerOf, seesEvacuationAt } from './evacuation-caller.ts';
import type { EvacuationRepository } from './ports.ts';
import type { RollCallRead } from './roll-call-read.ts';

/** The roll call's reads (docs/product/evacuation.md EVAC-ROLL): a site's open evacuation, or one by its id. */
export class ReadEvacuations {
  constructor(
    private readonly evacuations: EvacuationRepository,
    private readonly sites: SiteDirectory,
  ) {}

  /** The site's open evacuation with its roll call, or null; a site that does not exist is `site.not_found`. */
  async openAt(principal: Principal, siteId: number): Promise<RollCallRead | null> {
    markerOf(principal);
    const site = await this.sites.byId(siteId);
    if (!site) throw new DomainError('site.not_found');
    markerOf(principal, siteId);
    const evacuation = await this.evacuations.openAt(siteId);
    return evacuation ? this.withPeople(evacuation) : null;
  }

  /** An evacuation, open or ended, with its roll call. */
  async byId(principal: Principal, id: number): Promise<RollCallRead> {
    markerOf(principal);
    const evacuation = await this.evacuations.byId(id);
    if (!evacuation || !seesEvacuationAt(principal, evacuation.siteId)) throw new DomainError('evacuation.not_found');
    return this.withPeople(evacuation);
  }

  private async withPeople(evacuation: Evacuation): Promise<RollCallRead> {
    const [people, site] = await Promise.all([this.evacuations.people(evacuation.id), this.sites.byId(evacuation.siteId)]);
    if (!site) throw new Error(`evacuation ${evacuation.id} names site ${evacuation.siteId}, which does not exist`);
    return { evacuation, people, site };
  }
}
