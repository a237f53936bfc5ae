import type { KioskWalkIn } from '#contract/api/kiosk-answers.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { ReadWalkIn } from '../../visits/application/read-walk-in.ts';
import type { KioskTickets } from '../domain/kiosk-ticket.ts';
import type { KioskPrincipal } from './kiosk-principal.ts';

/**
 * `GET /api/kiosk/walk-ins/{ticket}` (issue 13): where this kiosk's walk-in stands (waiting, approved,
 * declined, checked in, or see the desk), polled while the visitor waits. The ticket must be this
 * kiosk's `walk_in` ticket and still good (`kiosk.ticket_invalid` otherwise); it is answered again as
 * it is, so the kiosk checks the visitor in with it once approved.
 */
export class ReadWalkInAtKiosk {
  constructor(
    private readonly readWalkIn: ReadWalkIn,
    private readonly tickets: KioskTickets,
    private readonly clock: Clock,
  ) {}

  async execute(kiosk: KioskPrincipal, ticket: string): Promise<KioskWalkIn> {
    const { visitId } = this.tickets.verify(ticket, kiosk.deviceId, ['walk_in'], this.clock.now());
    const walkIn = await this.readWalkIn.execute(kiosk, visitId);
    return { ticket, firstName: walkIn.firstName, hostFirstName: walkIn.hostFirstName, status: walkIn.status };
  }
}
