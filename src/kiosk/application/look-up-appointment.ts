import { DomainError } from '../../shared/domain-error.ts';
import type { KioskVisit } from '../../shared/api/kiosk-answers.ts';
import type { KioskLookupInput } from '../../shared/validation/kiosk.ts';
import { timeToSlot } from '../../shared/visit-time.ts';
import type { KioskPrincipal } from './kiosk-principal.ts';
import type { KioskVisitLookup } from './kiosk-visit-lookup.ts';

/**
 * `POST /api/kiosk/appointments/lookup`: "I have an appointment". Today's visit of that phone number or
 * pass code that is approved and not checked in, the earliest slot first; otherwise why not, in the
 * visitor's words: not approved yet, already checked in, or not found (which also covers an unknown
 * number, another day, a cancelled, declined, missed or finished visit: nothing to tell a stranger).
 */
export class LookUpAppointment {
  constructor(private readonly lookup: KioskVisitLookup) {}

  async execute(kiosk: KioskPrincipal, input: KioskLookupInput): Promise<KioskVisit> {
    const visits = await this.lookup.todaysVisits(input);
    const expected = visits.find((visit) => visit.state === 'expected');
    if (expected) return this.lookup.answer(kiosk, expected, 'check_in', timeToSlot(expected.visitTime));
    if (visits.some((visit) => visit.state === 'awaiting_approval' || visit.state === 'awaiting_details')) throw new DomainError('kiosk.appointment_not_approved');
    if (visits.some((visit) => visit.state === 'checked_in')) throw new DomainError('kiosk.already_checked_in');
    throw new DomainError('kiosk.appointment_not_found');
  }
}
