/**
 * The description's rule "Terms must be accepted" (docs/product/visits.md VIS-DETAILS), where a site
 * publishes documents (issue 31, ADR 57): the documents are what its terms checkbox stands for, so a
 * site with current documents has them signed instead of the box ticked; a site without keeps the box
 * exactly as described. One rule for the details form, the kiosk and the server.
 */

/** What the site asks, as the server answers it (`GET /api/site-documents/to-sign`, the kiosk's documents call). */
export interface TermsAsked {
  /** Whether the site has current documents: then they, not the checkbox, are its terms. */
  readonly siteHasDocuments: boolean;
  /** The versions this visitor must sign now (a returning visitor: only a new version or after the re-sign period). */
  readonly toSign: readonly number[];
}

/** What a form gives: the checkbox (a form without one sends nothing) and the signatures. */
export interface TermsGiven {
  readonly termsAccepted?: boolean | undefined;
  readonly signatures: readonly { readonly versionId: number }[];
}

/**
 * Which of the form's answers fails the terms rule, or null when the terms are accepted: with
 * documents, each version asked for must be signed (`signatures`); without, the box ticked
 * (`termsAccepted`). The refusal is the rule's own words, MESSAGES.details.termsRequired.
 */
export const termsRefusal = (asked: TermsAsked, given: TermsGiven): 'termsAccepted' | 'signatures' | null => {
  if (!asked.siteHasDocuments) return given.termsAccepted === true ? null : 'termsAccepted';
  const signed = new Set(given.signatures.map((signature) => signature.versionId));
  return asked.toSign.every((versionId) => signed.has(versionId)) ? null : 'signatures';
};
