import { describe, expect, it } from 'vitest';
import { termsRefusal } from '#contract/terms-acceptance.ts';

const NDA = { versionId: 11 };
const RULES = { versionId: 21 };

/** The terms rule (ADR 57): the description's box without documents, their signatures with them. One rule for form and server. */
describe('the terms rule', () => {
  it('should keep the description\'s box where the site has no documents', () => {
    const asked = { siteHasDocuments: false, toSign: [] };
    expect(termsRefusal(asked, { termsAccepted: true, signatures: [] })).toBeNull();
    expect(termsRefusal(asked, { termsAccepted: false, signatures: [] })).toBe('termsAccepted');
    expect(termsRefusal(asked, { signatures: [] })).toBe('termsAccepted');
  });

  it('should take the signatures of every version asked for as the acceptance where the site has documents, the box neither needed nor enough', () => {
    const asked = { siteHasDocuments: true, toSign: [NDA.versionId, RULES.versionId] };
    expect(termsRefusal(asked, { signatures: [NDA, RULES] })).toBeNull();
    expect(termsRefusal(asked, { termsAccepted: false, signatures: [RULES, NDA] })).toBeNull();
    expect(termsRefusal(asked, { termsAccepted: true, signatures: [NDA] })).toBe('signatures');
    expect(termsRefusal(asked, { termsAccepted: true, signatures: [] })).toBe('signatures');
  });

  it('should accept a returning visitor with nothing left to sign: the earlier signatures stand', () => {
    expect(termsRefusal({ siteHasDocuments: true, toSign: [] }, { signatures: [] })).toBeNull();
  });
});
