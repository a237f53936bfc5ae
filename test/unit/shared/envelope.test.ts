import { createCipheriv, createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BrowserEnvelope } from '../../../web/src/lib/browser-envelope.ts';
import { EnvelopeError } from '#contract/envelope/envelope-format.ts';
import { NodeEnvelope } from '#kernel/envelope/node-envelope.ts';

const PHRASE = 'a shared phrase for the envelope';
const server = new NodeEnvelope(PHRASE);
const browser = new BrowserEnvelope(PHRASE);

/** Flips one hex digit at `index` (counted from the end when negative). */
const flip = (text: string, index: number): string => {
  const at = index < 0 ? text.length + index : index;
  const digit = text[at] === '0' ? '1' : '0';
  return text.slice(0, at) + digit + text.slice(at + 1);
};

describe('payload envelope', () => {
  const samples: unknown[] = ['user@example.com', '', 'नमस्ते – ünïcødé ✓', { email: 'a@example.com', otp: '123456', nested: [1, 2, { x: null }] }, 42, 'x'.repeat(5000)];

  it.each(samples.map((value) => [value]))('should let the browser read what the server wrote: %j', (value) => {
    const expected = typeof value === 'string' ? value : JSON.stringify(value);
    expect(browser.decrypt(server.encrypt(value))).toBe(expected);
  });

  it.each(samples.map((value) => [value]))('should let the server read what the browser wrote: %j', (value) => {
    const expected = typeof value === 'string' ? value : JSON.stringify(value);
    expect(server.decrypt(browser.encrypt(value))).toBe(expected);
  });

  it('should write hex IV, a colon, then hex ciphertext, with a fresh IV each time', () => {
    const first = server.encrypt('same text');
    const second = server.encrypt('same text');
    expect(first).toMatch(/^[0-9a-f]{32}:(?:[0-9a-f]{32})+$/);
    expect(first).not.toBe(second);
  });

  it('should derive the key as the first 32 characters of Base64(SHA-256(phrase)), as the description says', () => {
    const key = Buffer.from(createHash('sha256').update(PHRASE).digest('base64').slice(0, 32), 'utf8');
    const iv = Buffer.alloc(16, 7);
    const cipher = createCipheriv('aes-256-cbc', key, iv);
    const reference = `${iv.toString('hex')}:${Buffer.concat([cipher.update('reference', 'utf8'), cipher.final()]).toString('hex')}`;
    expect(server.encrypt('reference', iv)).toBe(reference);
    expect(browser.encrypt('reference', iv.toString('hex'))).toBe(reference);
    expect(browser.decrypt(reference)).toBe('reference');
  });

  it('should round-trip objects as JSON', () => {
    const payload = { email: 'a@example.com', list: [{ id: 1, name: 'Admin' }] };
    expect(server.decryptJson(browser.encrypt(payload))).toEqual(payload);
    expect(browser.decryptJson(server.encrypt(payload))).toEqual(payload);
  });

  it.each([[undefined], [null], ['']])('should fail with "Data to decrypt is undefined" for %j on both sides', (empty) => {
    expect(() => server.decrypt(empty)).toThrow(new EnvelopeError('envelope.undefined'));
    expect(() => browser.decrypt(empty)).toThrow(new EnvelopeError('envelope.undefined'));
  });

  it.each([
    ['no separator', 'abcdef'],
    ['a short IV', 'abcd:00112233445566778899aabbccddeeff'],
    ['non-hex characters', `${'z'.repeat(32)}:${'0'.repeat(32)}`],
    ['a partial block', `${'0'.repeat(32)}:${'0'.repeat(30)}`],
    ['a number', 12345],
    ['an object', { iv: 'x' }],
  ])('should refuse %s cleanly on both sides', (_label, value) => {
    expect(() => server.decrypt(value)).toThrow(EnvelopeError);
    expect(() => browser.decrypt(value)).toThrow(EnvelopeError);
  });

  it('should refuse a value encrypted under another phrase', () => {
    const foreign = new NodeEnvelope('another phrase entirely').encrypt({ email: 'a@example.com' }, Buffer.alloc(16, 3));
    expect(() => server.decryptJson(foreign)).toThrow(EnvelopeError);
    expect(() => browser.decryptJson(foreign)).toThrow(EnvelopeError);
  });

  it('should refuse a tampered last block (its padding no longer checks) on both sides', () => {
    const tampered = flip(server.encrypt('a value to protect', Buffer.alloc(16, 9)), -1);
    expect(() => server.decrypt(tampered)).toThrow(new EnvelopeError('envelope.malformed'));
    expect(() => browser.decrypt(tampered)).toThrow(new EnvelopeError('envelope.malformed'));
  });

  it('should refuse a JSON payload whose first block was tampered with', () => {
    const sealed = server.encrypt({ email: 'someone@example.com', purpose: 'register' }, Buffer.alloc(16, 5));
    const tampered = flip(sealed, 40); // inside the first ciphertext block: garbles it and the next
    expect(() => server.decryptJson(tampered)).toThrow(EnvelopeError);
    expect(() => browser.decryptJson(tampered)).toThrow(EnvelopeError);
  });

  it('should refuse a payload that decrypts but is not JSON', () => {
    expect(() => server.decryptJson(browser.encrypt('not json'))).toThrow(new EnvelopeError('envelope.malformed'));
  });
});
