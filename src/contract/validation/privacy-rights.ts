import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { CORRECTABLE_FIELDS, type CorrectableField } from '../privacy-rights.ts';
import { RIGHTS_MESSAGES } from '../rights-messages.ts';
import { hasControlCharacter, isStorableText } from '../storable-text.ts';
import { emailSchema } from './email.ts';
import { phoneSchema } from './identity-fields.ts';
import { addressSchema, comingFromSchema, purposeSchema, visitorNameSchema } from './visit-fields.ts';
import { DETAILS_NAME_MAX } from './visit-typing.ts';

/** The rules of the visitor's requests (issue 31, docs/product/privacy.md PRIV-RIGHTS-04, -06), for the server and any form. */
/** What a corrected value must be: the same rule as the form that first took it, so a correction stores nothing a form would refuse. */
export const CORRECTION_RULES: Readonly<Record<CorrectableField, z.ZodType<string>>> = {
  name: visitorNameSchema(DETAILS_NAME_MAX, MESSAGES.details.nameRequired, MESSAGES.details.nameTooLong),
  phone: phoneSchema,
  email: z.string().trim().pipe(emailSchema(MESSAGES.pass.visitorEmailInvalid)),
  comingFrom: comingFromSchema,
  address: addressSchema,
  purposeOfVisit: purposeSchema,
};

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
