import { DomainError } from '#kernel/domain-error.ts';
import { isRecordId } from '#contract/record-id.ts';

/** What a kiosk's ticket lets it do next: check a visitor in or out, or follow (and check in) its walk-in. */
export const KIOSK_TICKET_PURPOSES = ['check_in', 'check_out', 'walk_in'] as const;
export type KioskTicketPurpose = (typeof KIOSK_TICKET_PURPOSES)[number];

/** How long a lookup's ticket lasts: the visitor taps "Check in" or "Check out" within minutes. */
export const KIOSK_TICKET_LIFETIME_MS = 5 * 60_000;

export interface KioskTicketPayload {
  readonly visitId: number;
  readonly deviceId: number;
  readonly purpose: KioskTicketPurpose;
  readonly expiresAt: Date;
}

/**
 * The keyed hash a ticket is signed with: HMAC-SHA256 under the server secret (ServerCrypto has
 * this shape; the domain names only what it needs).
 */
export interface TicketSigner {
  keyedHash(purpose: string, value: string): string;
  safeEqual(a: string, b: string): boolean;
}

const TICKET = /^([1-9][0-9]{0,9})\.([1-9][0-9]{0,9})\.(check_in|check_out|walk_in)\.([1-9][0-9]{0,15})\.([0-9a-f]{64})$/;

/**
 * A kiosk's ticket (docs/adr/0014-reception-kiosk.md): what a lookup or a walk-in answers with, so the
 * tap that follows names the visit without the visitor's phone or pass code being sent again, and
 * without a kiosk being able to act on a visit it was not shown. `<visitId>.<deviceId>.<purpose>.<expires
 * at, epoch ms>.<hmac>`; one spelling per ticket (no sign, no leading zero). A ticket of another kiosk,
 * of another purpose, past its time or not signed by this server is `kiosk.ticket_invalid`, whichever it is.
 */
export class KioskTickets {
  constructor(private readonly signer: TicketSigner) {}

  issue(payload: KioskTicketPayload): string {
    const body = `${payload.visitId}.${payload.deviceId}.${payload.purpose}.${payload.expiresAt.getTime()}`;
    return `${body}.${this.sign(body)}`;
  }

  /** The ticket's visit and purpose, when it was issued to this kiosk for one of `purposes` and has not expired. */
  verify(ticket: unknown, deviceId: number, purposes: readonly KioskTicketPurpose[], now: Date): { visitId: number; purpose: KioskTicketPurpose } {
    const invalid = new DomainError('kiosk.ticket_invalid');
    if (typeof ticket !== 'string') throw invalid;
    const match = TICKET.exec(ticket);
    // A signed id no row can have (beyond PostgreSQL's integer) is refused as a forged one (issue 27).
    if (!match || !isRecordId(Number(match[1])) || !isRecordId(Number(match[2]))) throw invalid;
    const body = ticket.slice(0, ticket.lastIndexOf('.'));
    if (!this.signer.safeEqual(match[5]!, this.sign(body))) throw invalid;
    const purpose = match[3] as KioskTicketPurpose;
    if (Number(match[2]) !== deviceId || !purposes.includes(purpose) || Number(match[4]) <= now.getTime()) throw invalid;
    return { visitId: Number(match[1]), purpose };
  }

  private sign(body: string): string {
    return this.signer.keyedHash('kiosk-ticket', body);
  }
}
