import { z } from 'zod';
import { MESSAGES } from './messages.ts';
import { hasControlCharacter, isStorableText } from './storable-text.ts';
import { RIGHTS_MESSAGES } from './rights-messages.ts';
import { emailSchema } from './validation/email.ts';
import { phoneSchema } from './validation/identity-fields.ts';
import { addressSchema, comingFromSchema, purposeSchema, visitorNameSchema } from './validation/visit-fields.ts';
import { DETAILS_NAME_MAX } from './validation/visit-typing.ts';

/**
 * The visitor's rights (issue 31, DPDP Act 2023 ss.11-13, docs/product/privacy.md PRIV-RIGHTS): the
 * requests a visitor makes from the page their mails link to, the fields a correction may name, and
 * the rule that gives each request its due date. One definition for the page, the server and `vms`.
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

/** What a corrected value must be: the same rule as the form that first took it, so a correction stores nothing a form would refuse. */
export const CORRECTION_RULES: Readonly<Record<CorrectableField, z.ZodType<string>>> = {
  name: visitorNameSchema(DETAILS_NAME_MAX, MESSAGES.details.nameRequired, MESSAGES.details.nameTooLong),
  phone: phoneSchema,
  email: z.string().trim().pipe(emailSchema(MESSAGES.pass.visitorEmailInvalid)),
  comingFrom: comingFromSchema,
  address: addressSchema,
  purposeOfVisit: purposeSchema,
};

/**
 * How long the company has to answer (DPDP Rules 2025 r.14(3): grievances within ninety days). The
 * product gives every request it cannot answer at once the same ninety days: one period, published
 * in the notice. An access or an erasure is answered at once; its due date is when it was made.
 */
export const PRIVACY_REQUEST_DAYS = 90;

export const privacyRequestDue = (kind: PrivacyRequestKind, madeAt: Date): Date =>
  kind === 'correction' || kind === 'grievance' ? new Date(madeAt.getTime() + PRIVACY_REQUEST_DAYS * 86_400_000) : madeAt;

const plain = (max: number, message: string, lineFeeds = false) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, message)
    .refine((text) => isStorableText(text) && !hasControlCharacter(text, { lineFeeds }), message);

export const correctionRequestSchema = z
  .object({
    visitId: z.number({ error: RIGHTS_MESSAGES.requestInvalid }).int({ error: RIGHTS_MESSAGES.requestInvalid }).positive({ error: RIGHTS_MESSAGES.requestInvalid }),
    field: z.enum(Object.keys(CORRECTABLE_FIELDS) as [CorrectableField, ...CorrectableField[]], { error: RIGHTS_MESSAGES.requestInvalid }),
    value: plain(200, RIGHTS_MESSAGES.requestInvalid),
  })
  .transform((input, context) => {
    const checked = CORRECTION_RULES[input.field].safeParse(input.value);
    if (checked.success) return { ...input, value: checked.data };
    context.addIssue({ code: 'custom', path: ['value'], message: checked.error.issues[0]?.message ?? RIGHTS_MESSAGES.requestInvalid });
    return z.NEVER;
  });
export type CorrectionRequestInput = z.output<typeof correctionRequestSchema>;

export const grievanceSchema = z.object({ text: plain(2000, RIGHTS_MESSAGES.grievanceInvalid, true) });

export const resolutionSchema = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: RIGHTS_MESSAGES.resolutionInvalid }),
    reason: z.string({ error: RIGHTS_MESSAGES.resolutionInvalid }).trim().max(500, RIGHTS_MESSAGES.resolutionInvalid).default(''),
  })
  .refine((resolution) => resolution.decision === 'approve' || resolution.reason.length > 0, RIGHTS_MESSAGES.resolutionInvalid)
  .refine((resolution) => isStorableText(resolution.reason) && !hasControlCharacter(resolution.reason, { lineFeeds: true }), RIGHTS_MESSAGES.resolutionInvalid);
export type ResolutionInput = z.output<typeof resolutionSchema>;
