import { z } from 'zod';
import { MESSAGES } from '../messages.ts';

/**
 * The identity fields of product-spec.md section 5. Each field has a schema (what is valid on
 * submit, with the form's messages, used by the form and the server alike) and, where the
 * description says invalid typing is ignored, a `…Typable` predicate for the input's onChange.
 */

// ── E-mail prefix ────────────────────────────────────────────────────────────
export const EMAIL_PREFIX_MAX = 100;
const SEPARATOR = '[._-]';
/** Letters and digits, separated by single dots, underscores or hyphens; starts and ends with a letter or digit. */
const EMAIL_PREFIX = new RegExp(`^[A-Za-z0-9]+(?:${SEPARATOR}[A-Za-z0-9]+)*$`);
/** While typing the prefix may end in one separator. */
const EMAIL_PREFIX_TYPING = new RegExp(`^(?:[A-Za-z0-9]+(?:${SEPARATOR}[A-Za-z0-9]+)*${SEPARATOR}?)?$`);

export const emailPrefixTypable = (value: string): boolean =>
  value.length <= EMAIL_PREFIX_MAX && EMAIL_PREFIX_TYPING.test(value);

export const emailPrefixSchema = z
  .string({ error: MESSAGES.email.required })
  .trim()
  .min(1, MESSAGES.email.required)
  .max(EMAIL_PREFIX_MAX, MESSAGES.email.invalid)
  .regex(EMAIL_PREFIX, MESSAGES.email.invalid);

/** `prefix@domain` with the company's fixed domain, lowercased. */
export const toCompanyEmail = (prefix: string, domain: string): string => `${prefix.trim()}@${domain}`.toLowerCase();

/** A whole company address, as the server receives it: the final check of the forms ('Email is invalid'). */
export const companyEmailSchema = (domain: string) =>
  z
    .string({ error: MESSAGES.email.required })
    .trim()
    .toLowerCase()
    .min(1, MESSAGES.email.required)
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
export const PERSON_NAME_MAX = 50;
/** Letters, dots and spaces, with no two dots or two spaces in a row. */
const NAME_TYPING = /^(?!.*\.\.)(?!.* {2})[A-Za-z. ]*$/;

export const personNameTypable = (value: string, max = PERSON_NAME_MAX): boolean =>
  value.length <= max && NAME_TYPING.test(value) && !value.startsWith(' ');

export const registrationNameSchema = z
  .string({ error: MESSAGES.registration.nameRequired })
  .trim()
  .min(1, MESSAGES.registration.nameRequired)
  .regex(NAME_TYPING, MESSAGES.registration.nameInvalid)
  .min(3, MESSAGES.registration.nameTooShort)
  .max(PERSON_NAME_MAX, MESSAGES.registration.nameInvalid)
  .regex(/[A-Za-z]/, MESSAGES.registration.nameInvalid);

export const PHONE_LENGTH = 10;
export const phoneTypable = (value: string): boolean => /^(?:[1-9]\d{0,9})?$/.test(value);

export const phoneSchema = z
  .string({ error: MESSAGES.registration.phoneRequired })
  .trim()
  .min(1, MESSAGES.registration.phoneRequired)
  .regex(/^[1-9]\d{9}$/, MESSAGES.registration.phoneInvalid);

export const EMPLOYEE_ID_MIN = 5;
export const EMPLOYEE_ID_MAX = 6;
/** Letters, digits, underscores and hyphens, with no "__" or "--". */
const EMPLOYEE_ID_TYPING = /^(?!.*__)(?!.*--)[A-Za-z0-9_-]*$/;

export const employeeIdTypable = (value: string): boolean => value.length <= EMPLOYEE_ID_MAX && EMPLOYEE_ID_TYPING.test(value);

export const employeeIdSchema = z
  .string({ error: MESSAGES.registration.employeeIdRequired })
  .trim()
  .min(1, MESSAGES.registration.employeeIdRequired)
  .min(EMPLOYEE_ID_MIN, MESSAGES.registration.employeeIdTooShort)
  .max(EMPLOYEE_ID_MAX, MESSAGES.registration.employeeIdTooShort)
  .regex(EMPLOYEE_ID_TYPING, MESSAGES.registration.employeeIdInvalid)
  .regex(/[A-Za-z0-9]/, MESSAGES.registration.employeeIdInvalid);

// ── Passwords ────────────────────────────────────────────────────────────────
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 50;
export const PASSWORD_SYMBOLS = '!@#$%^&*._-';
const PASSWORD_ALLOWED = /^[A-Za-z0-9!@#$%^&*._-]*$/;

/** Spaces are stripped as the user types (section 5). */
export const stripSpaces = (value: string): string => value.replace(/\s+/g, '');

export const newPasswordTypable = (value: string): boolean => value.length <= PASSWORD_MAX && PASSWORD_ALLOWED.test(value);

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

/** What the SPA sends instead of a password: its SHA-256, as 64 hex digits. */
export const passwordDigestSchema = z
  .string({ error: MESSAGES.login.passwordRequired })
  .regex(/^[0-9a-f]{64}$/i, MESSAGES.login.invalidCredentials)
  .transform((digest) => digest.toLowerCase());

// ── OTP and captcha ──────────────────────────────────────────────────────────
export const OTP_LENGTH = 6;
export const otpTypable = (value: string): boolean => /^\d{0,6}$/.test(value);

export const otpSchema = z
  .string({ error: MESSAGES.otp.required })
  .trim()
  .min(1, MESSAGES.otp.required)
  .length(OTP_LENGTH, MESSAGES.otp.invalidLength)
  .regex(/^\d{6}$/, MESSAGES.otp.invalidLength);

export const CAPTCHA_LENGTH = 4;
export const captchaTypable = (value: string): boolean => /^[A-Za-z0-9]{0,4}$/.test(value);
