import type { KioskVisit } from '#contract/api/kiosk-answers.ts';
import type { KioskLookupInput } from '#contract/validation/kiosk.ts';
import { formatSiteTime } from '#contract/visit-time.ts';
import type { KioskPrincipal } from './kiosk-principal.ts';
import { noVisitToOffer, type KioskVisitLookup } from './kiosk-visit-lookup.ts';

/**
 * `POST /api/kiosk/departures/lookup`: "I'm leaving". Today's visit of that phone number or pass code
 * that is checked in and not out (the earliest slot first), with its check-in time; anything else is
 * the lookups' one refusal, `kiosk.visit_not_found` (issue 27).
 */
export class LookUpDeparture {
  constructor(private readonly lookup: KioskVisitLookup) {}

  async execute(kiosk: KioskPrincipal, input: KioskLookupInput): Promise<KioskVisit> {
    const visit = (await this.lookup.todaysVisits(kiosk, input)).find((candidate) => candidate.state === 'checked_in');
    if (!visit?.checkIn) throw noVisitToOffer();
    return this.lookup.answer(kiosk, visit, 'check_out', formatSiteTime(visit.checkIn, (await this.lookup.siteOf(kiosk)).timeZone));
  }
}
