/**
 * What may be typed into the identity fields of docs/product/identity.md ID-FIELDS, and their lengths: the
 * `…Typable` predicates the inputs' onChange apply (invalid typing is ignored) and the patterns the
 * schemas of identity-fields.ts check on submit. No zod here, so that the sign-in pages render without
 * it and load their schemas when a form is checked (page weight, bench/bundle-budget.ts);
 * identity-fields.ts re-exports all of it.
 */

// ── E-mail prefix ────────────────────────────────────────────────────────────
export const EMAIL_PREFIX_MAX = 100;
const SEPARATOR = '[._-]';
/** Letters and digits, separated by single dots, underscores or hyphens; starts and ends with a letter or digit. */
export const EMAIL_PREFIX = new RegExp(`^[A-Za-z0-9]+(?:${SEPARATOR}[A-Za-z0-9]+)*$`);
/** While typing the prefix may end in one separator. */
const EMAIL_PREFIX_TYPING = new RegExp(`^(?:[A-Za-z0-9]+(?:${SEPARATOR}[A-Za-z0-9]+)*${SEPARATOR}?)?$`);

export const EMAIL_PREFIX_CHAR = /[A-Za-z0-9._-]/;
export const emailPrefixTypable = (value: string): boolean =>
  value.length <= EMAIL_PREFIX_MAX && EMAIL_PREFIX_TYPING.test(value);

/** `prefix@domain` with the company's fixed domain, lowercased. */
export const toCompanyEmail = (prefix: string, domain: string): string => `${prefix.trim()}@${domain}`.toLowerCase();

// ── Registration: name, phone, employee id ───────────────────────────────────
export const PERSON_NAME_MAX = 50;
/**
 * A person's name: letters, dots, spaces, apostrophes (typed ' or the ’ phones put in) and hyphens
 * (docs/product/identity.md ID-FIELDS-02; docs/product/README.md DEV-06 widens the description's "letters, dot, space": D'Souza, Anne-Marie), with no
 * two spaces and no two of . ' ’ - in a row. One character of it; `NAME_TYPING` the whole name.
 */
const NAME_CLASS = "A-Za-z.'’ -";
export const PERSON_NAME_CHAR = new RegExp(`[${NAME_CLASS}]`);
export const NAME_TYPING = new RegExp(`^(?!.*[.'’-]{2})(?!.* {2})[${NAME_CLASS}]*$`);

export const personNameTypable = (value: string, max = PERSON_NAME_MAX): boolean =>
  value.length <= max && NAME_TYPING.test(value) && !value.startsWith(' ');

export const PHONE_LENGTH = 10;
export const phoneTypable = (value: string): boolean => /^(?:[1-9]\d{0,9})?$/.test(value);
/** One character of a number typed digit by digit (phone, OTP, Aadhaar). */
export const DIGIT_CHAR = /\d/;

export const EMPLOYEE_ID_MIN = 5;
export const EMPLOYEE_ID_MAX = 6;
/** Letters, digits, underscores and hyphens, with no "__" or "--". */
export const EMPLOYEE_ID_TYPING = /^(?!.*__)(?!.*--)[A-Za-z0-9_-]*$/;
export const EMPLOYEE_ID_CHAR = /[A-Za-z0-9_-]/;

export const employeeIdTypable = (value: string): boolean => value.length <= EMPLOYEE_ID_MAX && EMPLOYEE_ID_TYPING.test(value);

// ── Passwords ────────────────────────────────────────────────────────────────
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 50;
export const PASSWORD_SYMBOLS = '!@#$%^&*._-';
export const PASSWORD_ALLOWED = /^[A-Za-z0-9!@#$%^&*._-]*$/;
export const PASSWORD_CHAR = /[A-Za-z0-9!@#$%^&*._-]/;

/** Spaces are stripped as the user types (section 5). */
export const stripSpaces = (value: string): string => value.replace(/\s+/g, '');

export const newPasswordTypable = (value: string): boolean => value.length <= PASSWORD_MAX && PASSWORD_ALLOWED.test(value);

// ── OTP and captcha ──────────────────────────────────────────────────────────
export const OTP_LENGTH = 6;
export const otpTypable = (value: string): boolean => /^\d{0,6}$/.test(value);

export const CAPTCHA_LENGTH = 4;
export const CAPTCHA_CHAR = /[A-Za-z0-9]/;
export const captchaTypable = (value: string): boolean => /^[A-Za-z0-9]{0,4}$/.test(value);
