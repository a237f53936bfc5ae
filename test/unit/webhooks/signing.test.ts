import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keyOfSecret, StandardWebhooksSigner } from '../../../src/webhooks/adapters/standard-webhooks-signer.ts';

/** The signer against the Standard Webhooks reference library, which is what receivers run. */
describe('StandardWebhooksSigner', () => {
  const signer = new StandardWebhooksSigner();
  const at = new Date('2026-11-20T04:30:00.000Z');
  const body = JSON.stringify({ version: 1, type: 'visit.checked_in', timestamp: at.toISOString(), data: { id: 7 } });
  afterEach(() => vi.useRealTimers());

  const verifyAt = (now: Date, secret: string, text: string, headers: Record<string, string>): unknown => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    return new Webhook(secret).verify(text, headers);
  };

  it('should make whsec_ secrets of 32 random bytes, a new one each time', () => {
    const [one, two] = [signer.newSecret(), signer.newSecret()];
    expect(one).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(keyOfSecret(one)).toHaveLength(32);
    expect(one).not.toBe(two);
  });

  it('should sign so that the library verifies the id, the timestamp in seconds and the body', () => {
    const secret = signer.newSecret();
    const headers = signer.sign(secret, 'msg_abc', at, body);
    expect(headers).toMatchObject({ 'webhook-id': 'msg_abc', 'webhook-timestamp': String(at.getTime() / 1000) });
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    expect(verifyAt(at, secret, body, { ...headers })).toEqual(JSON.parse(body));
    // The library's own signature of the same content is the same.
    expect(new Webhook(secret).sign('msg_abc', at, body)).toBe(headers['webhook-signature']);
  });

  it('should fail verification for another body, another id, another secret, or a timestamp beyond the tolerance', () => {
    const secret = signer.newSecret();
    const headers = { ...signer.sign(secret, 'msg_abc', at, body) };
    expect(() => verifyAt(at, secret, body.replace('7', '8'), headers)).toThrow();
    expect(() => verifyAt(at, secret, body, { ...headers, 'webhook-id': 'msg_abd' })).toThrow();
    expect(() => verifyAt(at, signer.newSecret(), body, headers)).toThrow();
    expect(() => verifyAt(new Date(at.getTime() + 10 * 60_000), secret, body, headers)).toThrow(/timestamp/i);
  });
});
