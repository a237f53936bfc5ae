import { z } from 'zod';
import { consentSchema } from '../consent.ts';
import { MESSAGES } from '../messages.ts';
import { isRecordId } from '../record-id.ts';
import {
  companyEmailSchema,
  employeeIdSchema,
  otpSchema,
  passwordDigestSchema,
  phoneSchema,
  registrationNameSchema,
} from './identity-fields.ts';
import { writtenText } from './written-text.ts';

/**
 * The decrypted bodies of the auth calls (docs/product/api.md API-CALLS), built from the same field rules
 * as the forms, so the server answers a broken rule with the form's own message.
 */
const captchaFields = (requiredMessage: string) => ({
  captchaId: z.string({ error: requiredMessage }).min(1, requiredMessage).max(64, requiredMessage),
  captcha: z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(16, requiredMessage),
});

export const OTP_PURPOSE_VALUES = ['register', 'reset'] as const;
const purpose = z.enum(OTP_PURPOSE_VALUES).default('register');

export type OtpPurpose = (typeof OTP_PURPOSE_VALUES)[number];

export const otpRequestSchema = (domain: string) => z.object({ email: companyEmailSchema(domain), purpose });

export const otpVerificationSchema = (domain: string) =>
  z.object({ email: companyEmailSchema(domain), otp: otpSchema, purpose });

export const loginPayloadSchema = (domain: string) =>
  z.object({
    email: companyEmailSchema(domain, MESSAGES.email.loginEmpty),
    password: passwordDigestSchema(),
    ...captchaFields(MESSAGES.login.captchaRequired),
  });
/** What the SPA sends (before the server's checks and trimming). */
export type LoginRequest = z.input<ReturnType<typeof loginPayloadSchema>>;

export const registrationPayloadSchema = (domain: string) =>
  z.object({
    email: companyEmailSchema(domain),
    name: registrationNameSchema,
    phonenumber: phoneSchema,
    employeeid: employeeIdSchema,
    selectedDesignation: z.string({ error: MESSAGES.registration.designationRequired }).trim().min(1, MESSAGES.registration.designationRequired),
    selectedManager: z
      .string({ error: MESSAGES.registration.managerRequired })
      .trim()
      .min(1, MESSAGES.registration.managerRequired)
      .pipe(companyEmailSchema(domain)),
    /**
     * The site the registrant works at, picked from `GET /api/registration/sites` (issue 30); whose
     * notice `consent` names. Left out on a one-site installation (its only site).
     */
    homeSiteId: z
      .number({ error: MESSAGES.registration.homeSiteInvalid })
      .refine(isRecordId, MESSAGES.registration.homeSiteInvalid)
      .optional(),
    /** The privacy notice read before registering and the purposes agreed to (issue 31). */
    consent: consentSchema,
    ...captchaFields(MESSAGES.login.captchaToSubmit),
  });
export type RegistrationPayload = z.output<ReturnType<typeof registrationPayloadSchema>>;
/** What the SPA sends (before the server's checks and trimming). */
export type RegistrationRequest = z.input<ReturnType<typeof registrationPayloadSchema>>;

export const approvalRequestSchema = (domain: string) => z.object({ email: companyEmailSchema(domain) });

export const setPasswordPayloadSchema = (domain: string) =>
  z.object({
    email: companyEmailSchema(domain),
    password: passwordDigestSchema({ required: MESSAGES.password.required, invalid: MESSAGES.password.invalid }),
    /** The one-time set-up code `vms users add` prints, instead of an e-mailed OTP. */
    setupToken: z.string().min(16).max(128).optional(),
  });
export type SetPasswordRequest = z.input<ReturnType<typeof setPasswordPayloadSchema>>;

export const approveUserPayloadSchema = (domain: string) => z.object({ email_to_approve: companyEmailSchema(domain) });

/** Why a registration is rejected: a written reason with the watchlist's bounds, mailed to the person. */
export const rejectionReasonSchema = writtenText({
  required: MESSAGES.approvals.rejectReasonRequired,
  tooShort: MESSAGES.approvals.rejectReasonTooShort,
  tooLong: MESSAGES.approvals.rejectReasonTooLong,
  invalid: MESSAGES.approvals.rejectReasonInvalid,
});
/** `POST /api/auth/reject-user`, `vms users reject`. */
export const rejectUserPayloadSchema = (domain: string) => z.object({ email_to_reject: companyEmailSchema(domain), reason: rejectionReasonSchema });
export type RejectUserRequest = z.input<ReturnType<typeof rejectUserPayloadSchema>>;
