import { describe, expect, it } from 'vitest';
import { NodeServerCrypto } from '../../../src/platform/crypto/node-server-crypto.ts';
import { LinkTokens } from '../../../src/visits/application/link-token.ts';
import { VisitorPass } from '../../../src/visits/domain/visitor-pass.ts';
import { BrowserEnvelope } from '../../../web/src/lib/browser-envelope.ts';
import { NodeEnvelope } from '#kernel/envelope/node-envelope.ts';
import { DomainError } from '#kernel/domain-error.ts';

const PHRASE = 'link-token-test-phrase';
const tokens = new LinkTokens(new NodeEnvelope(PHRASE), new NodeServerCrypto('s'.repeat(40)));
const otherSecret = new LinkTokens(new NodeEnvelope(PHRASE), new NodeServerCrypto('t'.repeat(40)));

const pass = (id: number) => {
  const p = new VisitorPass({
    passCode: 'ABCD2345',
    visitorType: 'Suppliers',
    visitorTypeOther: null,
    name: 'Arjun Mehta',
    phone: '9812345670',
    email: null,
    hostId: 1,
    siteId: 1,
    createdById: 1,
    visitDate: '2026-11-21',
    visitTime: '10:30:00',
    linkExpiresAt: new Date('2026-11-21T18:29:59.999Z'),
    createdAt: new Date('2026-11-20T04:30:00Z'),
  });
  p.id = id;
  return p;
};

const invalid = new DomainError('link.invalid');

describe(LinkTokens.name, () => {
  it('should carry the five parts the SPA reads, enveloped, and name the pass', () => {
    const token = tokens.issue(pass(42));
    const parts = token.split(',');
    expect(parts).toHaveLength(6);
    const spa = new BrowserEnvelope(PHRASE);
    expect(parts.slice(0, 5).map((part) => spa.decrypt(part))).toEqual(['Arjun Mehta', '9812345670', '21-11-2026', '10:30 AM', '2026-11-21T18:29:59.999Z']);
    expect(tokens.passIdOf(token)).toBe(42);
  });

  it('should refuse a token signed with another secret', () => {
    expect(() => otherSecret.passIdOf(tokens.issue(pass(42)))).toThrow(invalid);
  });

  it('should refuse any change to any part', () => {
    const token = tokens.issue(pass(42));
    const parts = token.split(',');
    for (let i = 0; i < 5; i += 1) {
      const changed = [...parts];
      changed[i] = tokens.issue(pass(43)).split(',')[i]!; // a well-formed part from another token
      expect(() => tokens.passIdOf(changed.join(',')), `part ${i}`).toThrow(invalid);
    }
    expect(() => tokens.passIdOf(token.replace(/,42\./, ',43.'))).toThrow(invalid);
  });

  it.each([
    ['something after the signature', (t: string) => `${t}.x`],
    ['a trailing dot', (t: string) => `${t}.`],
    ['a leading zero on the id', (t: string) => t.replace(/,42\./, ',042.')],
    ['a plus sign on the id', (t: string) => t.replace(/,42\./, ',+42.')],
    ['a space before the id', (t: string) => t.replace(/,42\./, ', 42.')],
    ['a space after the signature', (t: string) => `${t} `],
    ['an upper-case signature', (t: string) => t.replace(/\.([0-9a-f]{64})$/, (_m, sig: string) => `.${sig.toUpperCase()}`)],
    ['a seventh part', (t: string) => `${t},`],
  ])('should refuse the valid token with %s', (_name, change) => {
    const token = tokens.issue(pass(42));
    expect(tokens.passIdOf(token)).toBe(42);
    expect(change(token)).not.toBe(token);
    expect(() => tokens.passIdOf(change(token))).toThrow(invalid);
  });

  it.each([[''], ['a,b,c'], [undefined], [42], ['x'.repeat(5000)], [',,,,,1.abc'], [',,,,,-1.abc']])('should refuse %j', (token) => {
    expect(() => tokens.passIdOf(token)).toThrow(invalid);
  });

  it('should refuse a correctly signed token whose pass is beyond any id a row can have, as a forged one (issue 27)', () => {
    for (const id of [2_147_483_648, 99_999_999_999, 9_007_199_254_740_991]) expect(() => tokens.passIdOf(tokens.issue(pass(id))), String(id)).toThrow(invalid);
    expect(tokens.passIdOf(tokens.issue(pass(2_147_483_647)))).toBe(2_147_483_647);
  });

  it('should expire with the end of the visit day (the pass decides, the token carries the same instant)', () => {
    const p = pass(1);
    expect(p.linkExpired(new Date('2026-11-21T18:29:59.999Z'))).toBe(false);
    expect(p.linkExpired(new Date('2026-11-21T18:30:00.000Z'))).toBe(true);
  });
});
