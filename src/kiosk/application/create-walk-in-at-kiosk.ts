import type { KioskWalkIn } from '#contract/api/kiosk-answers.ts';
import type { WalkInInput } from '#contract/validation/kiosk.ts';
import { endOfSiteDay, siteToday } from '#contract/visit-time.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { SiteDirectory } from '../../sites/application/site-directory.ts';
import type { CreateWalkIn } from '../../visits/application/create-walk-in.ts';
import type { KioskTickets } from '../domain/kiosk-ticket.ts';
import type { KioskPrincipal } from './kiosk-principal.ts';

/**
 * `POST /api/kiosk/walk-ins` (issue 13): "I'm a walk-in". The visit is visits' own (CreateWalkIn: the
 * host's mail with its two links, the watchlist, the photo, the audit with this kiosk as the actor);
 * the kiosk gets a `walk_in` ticket for it, good until the end of the site's day, with which it follows
 * the host's answer and, once approved, checks the visitor in.
 */
export class CreateWalkInAtKiosk {
  constructor(
    private readonly createWalkIn: CreateWalkIn,
    private readonly tickets: KioskTickets,
    private readonly clock: Clock,
    private readonly sites: SiteDirectory,
  ) {}

  async execute(kiosk: KioskPrincipal, input: WalkInInput): Promise<KioskWalkIn> {
    const made = await this.createWalkIn.execute(kiosk, input);
    // Good until the end of the day at the kiosk's site (issue 30).
    const site = await this.sites.byId(kiosk.siteId);
    if (!site) throw new Error(`kiosk ${kiosk.deviceId} names site ${kiosk.siteId}, which does not exist`);
    const expiresAt = endOfSiteDay(siteToday(site.timeZone, this.clock.now()), site.timeZone);
    return {
      ticket: this.tickets.issue({ visitId: made.visitId, deviceId: kiosk.deviceId, purpose: 'walk_in', expiresAt }),
      firstName: made.firstName,
      hostFirstName: made.hostFirstName,
      status: made.status,
    };
  }
}
