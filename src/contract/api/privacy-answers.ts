import { z } from 'zod';
import { CONSENT_PURPOSES } from '../consent.ts';

/**
 * `GET /api/privacy/notice` (issue 31): the notice a person reads before a form asks for anything, in
 * the language asked for (else English), with the other languages on offer, each by its own name.
 * The body is the file's text with the site's facts filled in: `# heading` and `**Title.** text` paragraphs.
 */
export const privacyNoticeAnswerSchema = z.object({
  version: z.number().int(),
  language: z.string(),
  languages: z.array(z.object({ code: z.string(), name: z.string() })),
  body: z.string(),
  /** The words of the button that gives consent, in this language. */
  button: z.string(),
  purposes: z.array(z.object({ purpose: z.enum(CONSENT_PURPOSES), label: z.string(), required: z.boolean() })),
});
export type PrivacyNoticeAnswer = z.infer<typeof privacyNoticeAnswerSchema>;

/** `POST /api/privacy/withdraw`: the product's words and what followed. */
export const withdrawalAnswerSchema = z.object({ message: z.string(), visitCancelled: z.boolean(), photosErased: z.number().int() });
export type WithdrawalAnswer = z.infer<typeof withdrawalAnswerSchema>;

/** `GET /api/privacy/my-consent`: a signed-in employee's latest consent, for their Withdraw button. */
export const employeeConsentAnswerSchema = z.object({
  given: z.boolean(),
  withdrawn: z.boolean(),
  noticeVersion: z.number().int().nullable(),
  noticeLanguage: z.string().nullable(),
});
export type EmployeeConsentAnswer = z.infer<typeof employeeConsentAnswerSchema>;
