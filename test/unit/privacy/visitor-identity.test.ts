import { describe, expect, it } from 'vitest';
import { identityKey, isVisitOf, normalisedPhone, visitorIdentityOf } from '../../../src/privacy/domain/visitor-identity.ts';

/** Who the visitor of a rights link is (ADR 59): the e-mail and the phone of the link's visit, together. */
describe('the visitor of a rights link', () => {
  const asha = visitorIdentityOf({ email: 'family@home.test', phone: '9812345670' });

  it('should compare phones by their last ten digits and e-mails case folded', () => {
    expect(normalisedPhone('+91 98123 45670')).toBe('9812345670');
    expect(normalisedPhone('09812345670')).toBe('9812345670');
    expect(normalisedPhone('')).toBeNull();
    expect(isVisitOf(asha, { email: ' Family@Home.TEST', phone: '+919812345670' })).toBe(true);
  });

  it("should never take the visit of someone sharing the e-mail with another phone, nor one of the same phone with another e-mail", () => {
    expect(isVisitOf(asha, { email: 'family@home.test', phone: '9812345671' })).toBe(false);
    expect(isVisitOf(asha, { email: 'asha@work.test', phone: '9812345670' })).toBe(false);
    expect(isVisitOf(asha, { email: null, phone: '9812345670' })).toBe(false);
  });

  it('should take, for a link without an e-mail, the visits of that phone without an e-mail only', () => {
    const walkIn = visitorIdentityOf({ email: null, phone: '9812345670' });
    expect(isVisitOf(walkIn, { email: null, phone: '9812345670' })).toBe(true);
    expect(isVisitOf(walkIn, { email: 'family@home.test', phone: '9812345670' })).toBe(false);
  });

  it('should find nothing without a phone (an anonymised visit)', () => {
    expect(isVisitOf(visitorIdentityOf({ email: 'family@home.test', phone: '' }), { email: 'family@home.test', phone: '' })).toBe(false);
  });

  it('should give two people sharing an address two keys for the request log', () => {
    const ravi = visitorIdentityOf({ email: 'FAMILY@home.test', phone: '9812345671' });
    expect(identityKey(asha)).not.toBe(identityKey(ravi));
    expect(identityKey(asha)).toBe(identityKey(visitorIdentityOf({ email: 'Family@Home.test', phone: '+91 98123 45670' })));
  });
});
