import { canPickSite } from '#contract/capabilities.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';
import type { SitePreferenceRepository } from './ports.ts';
import type { SiteDirectory } from './site-directory.ts';

/**
 * The site a user picks on the dashboards, the desk and the insights, remembered for them on the
 * server (issue 30: "remembered per user"), so that it follows them to another browser or device
 * (ADR 51). Only a site they may pick (`canPickSite`) is remembered, or none ("all my sites").
 */
export class SitePreference {
  constructor(
    private readonly preferences: SitePreferenceRepository,
    private readonly sites: SiteDirectory,
    private readonly clock: Clock,
  ) {}

  /**
   * The site the user last picked, while they may still pick it (an assignment taken off since, or
   * a site gone, reads as none: the screens open where they would with nothing picked).
   */
  async picked(principal: Principal): Promise<number | null> {
    const site = await this.preferences.pickedBy(principal.employeeId);
    return site !== null && canPickSite(principal, site) ? site : null;
  }

  /** Remembers a pick: a site that does not exist is `site.not_found`, one the user may not pick `site.not_yours`; nothing changes then. */
  async pick(principal: Principal, siteId: number | null): Promise<number | null> {
    if (siteId !== null) {
      if ((await this.sites.byId(siteId)) === null) throw new DomainError('site.not_found');
      if (!canPickSite(principal, siteId)) throw new DomainError('site.not_yours');
    }
    await this.preferences.remember(principal.employeeId, siteId, this.clock.now());
    return siteId;
  }
}
