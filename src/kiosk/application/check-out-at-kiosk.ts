import type { ErrorCode } from '#kernel/domain-error.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { CheckOutVisitor } from '../../visits/application/check-out-visitor.ts';
import type { KioskTickets } from '../domain/kiosk-ticket.ts';
import { asKioskRefusal, type KioskRefusalCode } from './check-in-at-kiosk.ts';
import { kioskAuditActor, type KioskPrincipal } from './kiosk-principal.ts';

const KIOSK_REFUSAL: Partial<Record<ErrorCode, KioskRefusalCode>> = {
  'visit.not_checked_in': 'kiosk.not_checked_in',
  'visit.already_checked_out': 'kiosk.not_checked_in',
  'visit.not_found': 'kiosk.not_checked_in',
};

/** `POST /api/kiosk/check-out`: the one tap after a departure lookup, through the desk's own check-out, the kiosk as the audit's actor. */
export class CheckOutAtKiosk {
  constructor(
    private readonly tickets: KioskTickets,
    private readonly checkOut: CheckOutVisitor,
    private readonly clock: Clock,
  ) {}

  async execute(kiosk: KioskPrincipal, ticket: string): Promise<void> {
    const { visitId } = this.tickets.verify(ticket, kiosk.deviceId, ['check_out'], this.clock.now());
    await this.checkOut.execute(visitId, kioskAuditActor(kiosk), undefined, kiosk.entranceId).catch((error: unknown) => {
      throw asKioskRefusal(error, KIOSK_REFUSAL);
    });
  }
}
