/**
 * The visitor's rights (issue 31, DPDP Act 2023 ss.11-13, docs/product/privacy.md PRIV-RIGHTS): the
 * requests a visitor makes from the page their mails link to, the fields a correction may name, and
 * the rule that gives each request its due date. One definition for the page, the server and `vms`;
 * zod-free, so the pages load it without the schemas (validation/privacy-rights.ts).
 */
export const PRIVACY_REQUEST_KINDS = ['access', 'correction', 'erasure', 'grievance'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

/** Open: awaiting an admin (a correction, a grievance) or a visit still kept (an erasure); closed: answered. */
export const PRIVACY_REQUEST_STATUSES = ['open', 'done', 'rejected'] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];

/** The details a visitor may ask to correct, with the label the page and the mail show. */
export const CORRECTABLE_FIELDS = {
  name: 'Name',
  phone: 'Phone',
  email: 'E-mail',
  comingFrom: 'Coming from',
  address: 'Address',
  purposeOfVisit: 'Purpose of visit',
} as const;
export type CorrectableField = keyof typeof CORRECTABLE_FIELDS;

/**
 * How long the company has to answer (DPDP Rules 2025 r.14(3): grievances within ninety days). The
 * product gives every request it cannot answer at once the same ninety days: one period, published
 * in the notice. An access or an erasure is answered at once; its due date is when it was made.
 */
export const PRIVACY_REQUEST_DAYS = 90;

export const privacyRequestDue = (kind: PrivacyRequestKind, madeAt: Date): Date =>
  kind === 'correction' || kind === 'grievance' ? new Date(madeAt.getTime() + PRIVACY_REQUEST_DAYS * 86_400_000) : madeAt;
