import type { KioskVisit } from '#contract/api/kiosk-answers.ts';
import type { KioskLookupInput } from '#contract/validation/kiosk.ts';
import { timeToSlot } from '#contract/visit-time.ts';
import type { KioskPrincipal } from './kiosk-principal.ts';
import { noVisitToOffer, type KioskVisitLookup } from './kiosk-visit-lookup.ts';

/**
 * `POST /api/kiosk/appointments/lookup`: "I have an appointment". Today's visit of that phone number or
 * pass code that is approved and not checked in, the earliest slot first. Anything else (an unknown
 * number, another day, not approved yet, already checked in, cancelled, declined, missed or finished,
 * a missing or wrong PIN) is the one answer `kiosk.visit_not_found`, "please see the security desk"
 * (issue 27): a stranger at the tablet learns nothing of someone else's visits from how it is refused.
 */
export class LookUpAppointment {
  constructor(private readonly lookup: KioskVisitLookup) {}

  async execute(kiosk: KioskPrincipal, input: KioskLookupInput): Promise<KioskVisit> {
    const expected = (await this.lookup.todaysVisits(kiosk, input)).find((visit) => visit.state === 'expected');
    if (!expected) throw noVisitToOffer();
    return this.lookup.answer(kiosk, expected, 'check_in', timeToSlot(expected.visitTime));
  }
}
