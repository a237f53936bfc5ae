import { describe, expect, it } from 'vitest';
import { KIOSK_TICKET_LIFETIME_MS, KioskTickets } from '../../../src/kiosk/domain/kiosk-ticket.ts';
import { NodeServerCrypto } from '../../../src/platform/crypto/node-server-crypto.ts';
import { DomainError } from '#kernel/domain-error.ts';
import { MESSAGES } from '#contract/messages.ts';

const NOW = new Date('2026-11-20T04:30:00.000Z');
const tickets = new KioskTickets(new NodeServerCrypto('server-secret-of-this-test-0123456789abcdef'));
const ticket = tickets.issue({ visitId: 42, deviceId: 7, purpose: 'check_in', expiresAt: new Date(NOW.getTime() + KIOSK_TICKET_LIFETIME_MS) });

const refusal = (work: () => unknown): { code: string; message: string } => {
  try {
    work();
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
};
const INVALID = { code: 'kiosk.ticket_invalid', message: MESSAGES.kiosk.ticketInvalid };

describe('kiosk tickets', () => {
  it('should answer the visit and purpose of a ticket issued to this kiosk, until it expires', () => {
    expect(tickets.verify(ticket, 7, ['check_in'], NOW)).toEqual({ visitId: 42, purpose: 'check_in' });
    expect(tickets.verify(ticket, 7, ['check_in', 'walk_in'], new Date(NOW.getTime() + KIOSK_TICKET_LIFETIME_MS - 1))).toEqual({ visitId: 42, purpose: 'check_in' });
    const walkIn = tickets.issue({ visitId: 43, deviceId: 7, purpose: 'walk_in', expiresAt: new Date('2026-11-20T18:29:59.999Z') });
    expect(tickets.verify(walkIn, 7, ['check_in', 'walk_in'], new Date('2026-11-20T18:00:00.000Z'))).toEqual({ visitId: 43, purpose: 'walk_in' });
  });

  it('should refuse an expired ticket', () => {
    expect(refusal(() => tickets.verify(ticket, 7, ['check_in'], new Date(NOW.getTime() + KIOSK_TICKET_LIFETIME_MS)))).toEqual(INVALID);
  });

  it("should refuse another kiosk's ticket", () => {
    expect(refusal(() => tickets.verify(ticket, 8, ['check_in'], NOW))).toEqual(INVALID);
  });

  it('should refuse a ticket of another purpose', () => {
    expect(refusal(() => tickets.verify(ticket, 7, ['check_out'], NOW))).toEqual(INVALID);
    expect(refusal(() => tickets.verify(ticket, 7, ['walk_in'], NOW))).toEqual(INVALID);
  });

  it('should refuse a forged or altered ticket, and one signed under another secret', () => {
    const [visit, device, purpose, expires, signature] = ticket.split('.') as [string, string, string, string, string];
    const forged = [
      `43.${device}.${purpose}.${expires}.${signature}`,
      `${visit}.8.${purpose}.${expires}.${signature}`,
      `${visit}.${device}.check_out.${expires}.${signature}`,
      `${visit}.${device}.${purpose}.${Number(expires) + 3_600_000}.${signature}`,
      `${visit}.${device}.${purpose}.${expires}.${'0'.repeat(64)}`,
      `${visit}.${device}.${purpose}.${expires}.${signature.toUpperCase()}`,
      `0${visit}.${device}.${purpose}.${expires}.${signature}`,
      `${ticket}.`,
      ` ${ticket}`,
      '',
      'not a ticket',
    ];
    for (const text of forged) expect(refusal(() => tickets.verify(text, 7, ['check_in', 'check_out'], NOW)), text).toEqual(INVALID);
    for (const value of [undefined, null, 42, {}]) expect(refusal(() => tickets.verify(value, 7, ['check_in'], NOW))).toEqual(INVALID);
    const elsewhere = new KioskTickets(new NodeServerCrypto('another-server-secret-0123456789abcdefghij'));
    expect(refusal(() => elsewhere.verify(ticket, 7, ['check_in'], NOW))).toEqual(INVALID);
  });

  it('should refuse a correctly signed ticket whose visit or kiosk is beyond any id a row can have, as a forged one (issue 27)', () => {
    const expiresAt = new Date(NOW.getTime() + KIOSK_TICKET_LIFETIME_MS);
    const farVisit = tickets.issue({ visitId: 2_147_483_648, deviceId: 7, purpose: 'check_in', expiresAt });
    expect(refusal(() => tickets.verify(farVisit, 7, ['check_in'], NOW))).toEqual(INVALID);
    const farKiosk = tickets.issue({ visitId: 42, deviceId: 9_999_999_999, purpose: 'check_in', expiresAt });
    expect(refusal(() => tickets.verify(farKiosk, 9_999_999_999, ['check_in'], NOW))).toEqual(INVALID);
    const last = tickets.issue({ visitId: 2_147_483_647, deviceId: 2_147_483_647, purpose: 'check_in', expiresAt });
    expect(tickets.verify(last, 2_147_483_647, ['check_in'], NOW)).toEqual({ visitId: 2_147_483_647, purpose: 'check_in' });
  });
});
