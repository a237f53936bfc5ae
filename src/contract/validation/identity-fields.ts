import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import {
  EMAIL_PREFIX,
  EMAIL_PREFIX_MAX,
  EMPLOYEE_ID_MAX,
  EMPLOYEE_ID_MIN,
  EMPLOYEE_ID_TYPING,
  NAME_TYPING,
  OTP_LENGTH,
  PASSWORD_ALLOWED,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PERSON_NAME_MAX,
  stripSpaces,
} from './identity-typing.ts';

// What may be typed and the fields' lengths (no zod: the sign-in pages render with these alone).
export {
  CAPTCHA_LENGTH,
  captchaTypable,
  EMAIL_PREFIX_MAX,
  emailPrefixTypable,
  EMPLOYEE_ID_MAX,
  EMPLOYEE_ID_MIN,
  employeeIdTypable,
  newPasswordTypable,
  OTP_LENGTH,
  otpTypable,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_SYMBOLS,
  PERSON_NAME_MAX,
  personNameTypable,
  PHONE_LENGTH,
  phoneTypable,
  stripSpaces,
  toCompanyEmail,
} from './identity-typing.ts';

/**
 * The identity fields of docs/product/identity.md ID-FIELDS. Each field has a schema (what is valid on
 * submit, with the form's messages, used by the form and the server alike) and, where the
 * description says invalid typing is ignored, a `…Typable` predicate for the input's onChange
 * (identity-typing.ts, re-exported here).
 */

// ── E-mail prefix ────────────────────────────────────────────────────────────
export const emailPrefixSchema = z
  .string({ error: MESSAGES.email.required })
  .trim()
  .min(1, MESSAGES.email.required)
  .max(EMAIL_PREFIX_MAX, MESSAGES.email.invalid)
  .regex(EMAIL_PREFIX, MESSAGES.email.invalid);

/**
 * A whole company address, as the server receives it: the final check of the forms ('Email is invalid').
 * Missing, it is 'Please enter your Email.', or the caller's words (the login's 'Please enter email').
 */
export const companyEmailSchema = (domain: string, requiredMessage: string = MESSAGES.email.required) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .toLowerCase()
    .min(1, requiredMessage)
    .refine((email) => {
      const at = email.lastIndexOf('@');
      return at > 0 && email.slice(at + 1) === domain.toLowerCase() && EMAIL_PREFIX.test(email.slice(0, at)) && at <= EMAIL_PREFIX_MAX;
    }, MESSAGES.email.finalInvalid);

/** The login form's own wording for the same field. */
export const loginEmailPrefixSchema = z
  .string({ error: MESSAGES.email.loginRequired })
  .trim()
  .min(1, MESSAGES.email.loginRequired)
  .max(EMAIL_PREFIX_MAX, MESSAGES.email.loginInvalid)
  .regex(EMAIL_PREFIX, MESSAGES.email.loginInvalid);

// ── Registration: name, phone, employee id ───────────────────────────────────
export const registrationNameSchema = z
  .string({ error: MESSAGES.registration.nameRequired })
  .trim()
  .min(1, MESSAGES.registration.nameRequired)
  .regex(NAME_TYPING, MESSAGES.registration.nameInvalid)
  .min(3, MESSAGES.registration.nameTooShort)
  .max(PERSON_NAME_MAX, MESSAGES.registration.nameInvalid)
  .regex(/[A-Za-z]/, MESSAGES.registration.nameInvalid);

export const phoneSchema = z
  .string({ error: MESSAGES.registration.phoneRequired })
  .trim()
  .min(1, MESSAGES.registration.phoneRequired)
  .regex(/^[1-9]\d{9}$/, MESSAGES.registration.phoneInvalid);

export const employeeIdSchema = z
  .string({ error: MESSAGES.registration.employeeIdRequired })
  .trim()
  .min(1, MESSAGES.registration.employeeIdRequired)
  .min(EMPLOYEE_ID_MIN, MESSAGES.registration.employeeIdTooShort)
  .max(EMPLOYEE_ID_MAX, MESSAGES.registration.employeeIdTooShort)
  .regex(EMPLOYEE_ID_TYPING, MESSAGES.registration.employeeIdInvalid)
  .regex(/[A-Za-z0-9]/, MESSAGES.registration.employeeIdInvalid);

// ── Passwords ────────────────────────────────────────────────────────────────
/** A new password (first login, reset): 8–50 characters of an upper, a lower, a digit and a symbol. */
export const newPasswordSchema = z
  .string({ error: MESSAGES.password.required })
  .transform(stripSpaces)
  .pipe(
    z
      .string()
      .min(1, MESSAGES.password.required)
      .max(PASSWORD_MAX, MESSAGES.password.tooLong)
      .regex(PASSWORD_ALLOWED, MESSAGES.password.invalid)
      .min(PASSWORD_MIN, MESSAGES.password.invalid)
      .regex(/[A-Z]/, MESSAGES.password.invalid)
      .regex(/[a-z]/, MESSAGES.password.invalid)
      .regex(/\d/, MESSAGES.password.invalid)
      .regex(/[!@#$%^&*._-]/, MESSAGES.password.invalid),
  );

/** The login form's password: required and at least 8 characters (its own wording). */
export const loginPasswordSchema = z
  .string({ error: MESSAGES.login.passwordRequired })
  .min(1, MESSAGES.login.passwordRequired)
  .min(PASSWORD_MIN, MESSAGES.login.passwordTooShort)
  .max(PASSWORD_MAX, MESSAGES.login.passwordTooShort);

/**
 * What the SPA sends instead of a password: its SHA-256, as 64 hex digits. Missing or not a digest, it is
 * refused in the words of the form that sent it: the login's, or the new password's (set-password).
 */
export const passwordDigestSchema = (words: { readonly required: string; readonly invalid: string } = { required: MESSAGES.login.passwordRequired, invalid: MESSAGES.login.invalidCredentials }) =>
  z
    .string({ error: words.required })
    .min(1, words.required)
    .regex(/^[0-9a-f]{64}$/i, words.invalid)
    .transform((digest) => digest.toLowerCase());

// ── OTP and captcha ──────────────────────────────────────────────────────────
export const otpSchema = z
  .string({ error: MESSAGES.otp.required })
  .trim()
  .min(1, MESSAGES.otp.required)
  .length(OTP_LENGTH, MESSAGES.otp.invalidLength)
  .regex(/^\d{6}$/, MESSAGES.otp.invalidLength);
