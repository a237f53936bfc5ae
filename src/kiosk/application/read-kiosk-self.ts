import type { SiteDirectory } from '../../sites/application/site-directory.ts';
import type { KioskPrincipal } from './kiosk-principal.ts';

/** What a kiosk learns of itself: who it is, and the rules of its site its screens follow. */
export interface KioskSelf {
  readonly id: number;
  readonly name: string;
  /** Its site (issue 30): the privacy notice its walk-ins read is this site's. */
  readonly siteId: number;
  /** The site's own setting: a phone number is followed by the pass's PIN. */
  readonly requiresPin: boolean;
}

/**
 * `GET /api/kiosk/me`, which the kiosk's page asks first and then every little while: the kiosk and
 * its site's rules, read afresh on each call, so that a change of the site's setting reaches the
 * screen with the next check, as the lookup itself follows it from the next lookup.
 */
export class ReadKioskSelf {
  constructor(private readonly sites: SiteDirectory) {}

  async execute(kiosk: KioskPrincipal): Promise<KioskSelf> {
    const site = await this.sites.kioskSite(kiosk.siteId);
    if (!site) throw new Error(`kiosk ${kiosk.deviceId} names site ${kiosk.siteId}, which does not exist`);
    return { id: kiosk.deviceId, name: kiosk.name, siteId: site.id, requiresPin: site.kioskRequiresPin };
  }
}
