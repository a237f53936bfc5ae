import { describe, expect, it } from 'vitest';
import { BrowserEnvelope } from '../../../web/src/lib/browser-envelope.ts';
import { linkExpired, linkStatusForError, parseLinkToken } from '../../../web/src/features/visits-common/link-token.ts';

const envelope = new BrowserEnvelope('unit-test-phrase');
const decrypt = (part: string) => envelope.decrypt(part);

/** A token as the server's LinkTokens.issue makes it: five enveloped parts and a signature. */
const tokenOf = (parts: readonly string[], signature = '7.abcdef0123') => [...parts.map((part) => envelope.encrypt(part)), signature].join(',');
const GOOD = ['Arjun Mehta', '9812345670', '21-11-2026', '10:30 AM', '2026-11-21T18:29:59.999Z'] as const;

describe('the visitor link token (docs/product/visits.md VIS-LINK-01)', () => {
  it('should read the name, phone, date, time and expiry of the five enveloped parts', () => {
    expect(parseLinkToken(tokenOf(GOOD), decrypt)).toEqual({
      ok: true,
      prefill: { name: 'Arjun Mehta', phone: '9812345670', date: '21-11-2026', time: '10:30 AM', expiresAt: new Date('2026-11-21T18:29:59.999Z') },
    });
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['five parts', tokenOf(GOOD).split(',').slice(0, 5).join(',')],
    ['seven parts', `${tokenOf(GOOD)},extra`],
    ['an empty part', tokenOf(GOOD).replace(/^[^,]+/, '')],
    ['a part that is not an envelope', tokenOf(GOOD).replace(/^[^,]+/, 'not-hex')],
    ['a part sealed with another phrase', [new BrowserEnvelope('other').encrypt('Arjun Mehta'), ...tokenOf(GOOD).split(',').slice(1)].join(',')],
    ['a tampered ciphertext', tokenOf(GOOD).replace(/^([0-9a-f]+:)[0-9a-f]{2}/, '$1zz')],
    ['a phone that is not 10 digits', tokenOf(['Arjun Mehta', '98123', ...GOOD.slice(2)])],
    ['a date in another form', tokenOf(['Arjun Mehta', '9812345670', '2026-11-21', ...GOOD.slice(3)])],
    ['a time off the half hour', tokenOf([...GOOD.slice(0, 3), '10:15 AM', GOOD[4]])],
    ['an expiry that is not an instant', tokenOf([...GOOD.slice(0, 4), 'tomorrow'])],
    ['an absurdly long value', 'a'.repeat(5000)],
  ])('should call a token with %s invalid', (_label, token) => {
    expect(parseLinkToken(token, decrypt)).toEqual({ ok: false });
  });

  it('should tell an expired link by the end of the visit day', () => {
    const expiresAt = new Date('2026-11-21T18:29:59.999Z');
    expect(linkExpired({ expiresAt }, new Date('2026-11-21T18:29:59.999Z'))).toBe(false);
    expect(linkExpired({ expiresAt }, new Date('2026-11-21T18:30:00.000Z'))).toBe(true);
  });

  it.each([
    ['link.expired', 'expired'],
    ['link.already_submitted', 'submitted'],
    ['link.invalid', 'invalid'],
    ['link.cancelled', 'cancelled'],
    ['input.invalid', null],
    ['http.too_many_requests', null],
    ['otp.expired', null],
    ['http.internal', null],
    ['http.unavailable', null],
    [null, null],
  ] as const)('should show for the code %s the %s page', (code, page) => {
    expect(linkStatusForError(code)).toBe(page);
  });
});
