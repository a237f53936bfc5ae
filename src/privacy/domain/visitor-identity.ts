/**
 * Who "the visitor" of a rights link is (docs/adr/0059-visitor-identity-and-home-site-moves.md). A visitor
 * has no account: the visit the link was made for names them by its e-mail AND its phone, because a
 * family or a company's front desk often shares one e-mail address while each person gives their own
 * phone. A visit without an e-mail is theirs by its phone alone, among visits without an e-mail.
 */

/** The phone as identities compare it: its digits, the last ten (a +91 or a 0 before a mobile number is the same number); none: null. */
export const normalisedPhone = (phone: string | null | undefined): string | null => {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits === '' ? null : digits.slice(-10);
};

/** The e-mail as identities compare it: trimmed, case folded; none: null. */
export const normalisedEmail = (email: string | null | undefined): string | null => {
  const folded = (email ?? '').trim().toLowerCase();
  return folded === '' ? null : folded;
};

/** The visitor's identity: what the request log's keyed hash is made of, and what their visits are matched on. */
export interface VisitorIdentity {
  readonly email: string | null;
  readonly phone: string | null;
}

export const visitorIdentityOf = (visit: { readonly email: string | null; readonly phone: string | null }): VisitorIdentity => ({
  email: normalisedEmail(visit.email),
  phone: normalisedPhone(visit.phone),
});

/**
 * Whether a visit is this visitor's: the same phone and the same e-mail (or, like theirs, none). A
 * visitor is always known by a phone (every form asks for one); without it, nothing is theirs.
 */
export const isVisitOf = (identity: VisitorIdentity, visit: { readonly email: string | null; readonly phone: string | null }): boolean => {
  const other = visitorIdentityOf(visit);
  return identity.phone !== null && other.phone === identity.phone && other.email === identity.email;
};

/** What the keyed hash of the request log is taken of: both parts, so that two people sharing an address have two logs. */
export const identityKey = (identity: VisitorIdentity): string => (identity.email ? `v:${identity.email}|${identity.phone ?? ''}` : `p:${identity.phone ?? ''}`);
