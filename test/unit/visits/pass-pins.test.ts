import { describe, expect, it } from 'vitest';
import { NodeServerCrypto } from '../../../src/platform/crypto/node-server-crypto.ts';
import { PassPins } from '../../../src/visits/application/pass-pins.ts';

describe('the pass PIN', () => {
  const pins = new PassPins(new NodeServerCrypto('unit-test-server-secret-0123456789abcdefgh'));

  it('should be four digits, the same every time for a pass, and spread over the passes', () => {
    const all = Array.from({ length: 2000 }, (_, i) => pins.of(i + 1));
    for (const pin of all) expect(pin).toMatch(/^[0-9]{4}$/);
    expect(pins.of(42)).toBe(new PassPins(new NodeServerCrypto('unit-test-server-secret-0123456789abcdefgh')).of(42));
    // 2000 passes over 10,000 PINs: a few share one, most do not.
    expect(new Set(all).size).toBeGreaterThan(1700);
  });

  it('should depend on the server secret, and match only its own PIN', () => {
    const other = new PassPins(new NodeServerCrypto('another-server-secret-0123456789abcdefgh'));
    const differing = Array.from({ length: 20 }, (_, i) => i + 1).filter((id) => other.of(id) !== pins.of(id));
    expect(differing.length).toBeGreaterThan(15);
    expect(pins.matches(7, pins.of(7))).toBe(true);
    expect(pins.matches(7, String((Number(pins.of(7)) + 1) % 10_000).padStart(4, '0'))).toBe(false);
    expect(pins.matches(7, '')).toBe(false);
  });
});
