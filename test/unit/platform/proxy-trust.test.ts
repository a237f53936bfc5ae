import { describe, expect, it } from 'vitest';
import { clientAddressFrom, NO_PROXY, parseProxyTrust, type ProxyTrust } from '../../../src/platform/http/proxy-trust.ts';

const trust = (value: string): ProxyTrust => {
  const parsed = parseProxyTrust(value);
  if (typeof parsed === 'string') throw new Error(parsed);
  return parsed;
};

describe(clientAddressFrom.name, () => {
  it('should take the socket peer and ignore the header when no proxy is trusted', () => {
    expect(clientAddressFrom('6.6.6.6', '203.0.113.9', NO_PROXY)).toBe('203.0.113.9');
  });

  it('should take the right-most hop before one trusted proxy, not the left-most the client wrote', () => {
    // The client forged "6.6.6.6"; the proxy appended the address it really saw.
    expect(clientAddressFrom('6.6.6.6, 198.51.100.4', '10.0.0.2', trust('1'))).toBe('198.51.100.4');
    expect(clientAddressFrom('198.51.100.4', '10.0.0.2', trust('true'))).toBe('198.51.100.4');
  });

  it('should skip as many hops as are trusted', () => {
    expect(clientAddressFrom('6.6.6.6, 198.51.100.4, 10.0.0.9', '10.0.0.2', trust('2'))).toBe('198.51.100.4');
  });

  it('should fall back to the left-most hop when the chain is shorter than the trusted hops', () => {
    expect(clientAddressFrom(undefined, '10.0.0.2', trust('1'))).toBe('10.0.0.2');
    expect(clientAddressFrom('198.51.100.4', '10.0.0.2', trust('3'))).toBe('198.51.100.4');
  });

  it('should skip every hop in the trusted addresses and ranges, right to left', () => {
    const ours = trust('10.0.0.0/8, 192.168.1.7');
    expect(clientAddressFrom('6.6.6.6, 198.51.100.4, 10.1.2.3', '192.168.1.7', ours)).toBe('198.51.100.4');
    expect(clientAddressFrom('198.51.100.4', '203.0.113.9', ours)).toBe('203.0.113.9');
    expect(clientAddressFrom('10.9.9.9', '10.0.0.2', ours)).toBe('10.9.9.9');
  });

  it('should read an IPv4-mapped IPv6 peer as IPv4', () => {
    expect(clientAddressFrom(undefined, '::ffff:127.0.0.1', NO_PROXY)).toBe('127.0.0.1');
    expect(clientAddressFrom('198.51.100.4', '::ffff:10.0.0.2', trust('10.0.0.0/8'))).toBe('198.51.100.4');
  });
});
