import type { KioskBadge } from '#contract/api/kiosk-answers.ts';
import { DomainError, type ErrorCode } from '#kernel/domain-error.ts';
import { formatSiteTime } from '#contract/visit-time.ts';
import type { DocumentSignatureInput } from '#contract/site-documents.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import type { CheckInVisitor } from '../../visits/application/check-in-visitor.ts';
import type { PassPins } from '../../visits/application/pass-pins.ts';
import type { KioskTickets } from '../domain/kiosk-ticket.ts';
import type { KioskDocuments } from './kiosk-documents.ts';
import { kioskAuditActor, type KioskPrincipal } from './kiosk-principal.ts';

/** The kiosk's own words for a refusal of the visits module. */
export type KioskRefusalCode = 'kiosk.see_desk' | 'kiosk.already_checked_in' | 'kiosk.appointment_not_approved' | 'kiosk.appointment_not_found' | 'kiosk.not_checked_in';

/**
 * The desk's refusals of a check-in, as the kiosk tells a visitor. A watchlist flag becomes "please see
 * the security desk": the visitor never learns of a watchlist.
 */
const KIOSK_REFUSAL: Partial<Record<ErrorCode, KioskRefusalCode>> = {
  'visit.flagged': 'kiosk.see_desk',
  'visit.already_checked_in': 'kiosk.already_checked_in',
  'visit.not_approved': 'kiosk.appointment_not_approved',
  'visit.not_today': 'kiosk.appointment_not_found',
  'visit.cancelled': 'kiosk.appointment_not_found',
  'visit.not_found': 'kiosk.appointment_not_found',
  'walkin.already_declined': 'kiosk.appointment_not_found',
};

/** A refusal of the visits module in the kiosk's words; anything else as it is. */
export const asKioskRefusal = (error: unknown, refusals: Partial<Record<ErrorCode, KioskRefusalCode>>): unknown => {
  if (!(error instanceof DomainError)) return error;
  const code = refusals[error.code];
  return code ? new DomainError(code) : error;
};

/**
 * `POST /api/kiosk/check-in`: the one tap after a lookup (or once a walk-in is approved). The ticket
 * names the visit; the check-in is the desk's own use case (same rules, same row lock, same mail to the
 * host, the arrival screening), with the kiosk as the audit's actor. Answers the badge, with the pass's
 * PIN (the visitor may need it to check out by phone).
 */
export class CheckInAtKiosk {
  constructor(
    private readonly tickets: KioskTickets,
    private readonly checkIn: CheckInVisitor,
    private readonly pins: PassPins,
    private readonly clock: Clock,
    private readonly documents: KioskDocuments,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(kiosk: KioskPrincipal, ticket: string, signatures: readonly DocumentSignatureInput[] = []): Promise<KioskBadge> {
    const { visitId } = this.tickets.verify(ticket, kiosk.deviceId, ['check_in', 'walk_in'], this.clock.now());
    // The site's documents the visitor must sign now (issue 31), in a transaction of their own, then the
    // check-in: a visitor with something left to sign is refused before any check-in, and the check-in
    // runs outside any transaction, as CheckInVisitor requires, so that a flag its arrival screening
    // raises is kept although the check-in is then refused (a signature made just before stays: signed is signed).
    const record = await this.unitOfWork
      .run(() => this.documents.sign(kiosk, visitId, signatures))
      .then(() => this.checkIn.execute(visitId, kioskAuditActor(kiosk), undefined, kiosk.entranceId))
      .catch((error: unknown) => {
        throw asKioskRefusal(error, KIOSK_REFUSAL);
      });
    return {
      name: record.name,
      hostName: record.host?.name ?? '',
      passCode: record.passCode,
      visitDate: record.visitDate,
      // The badge's time is on the visit's site's clock (issue 30), the kiosk's own.
      checkInTime: record.checkIn ? formatSiteTime(record.checkIn, record.timeZone) : '',
      walkIn: record.walkIn,
      pin: this.pins.of(visitId),
    };
  }
}
