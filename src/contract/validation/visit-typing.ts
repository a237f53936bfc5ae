/**
 * What may be typed into the visitor fields of docs/product/visits.md VIS-PASS and VIS-DETAILS, and their limits: the
 * `…Typable` predicates the inputs' onChange apply (invalid typing is ignored), the patterns the
 * schemas of visit-fields.ts check on submit and the lengths the forms show. No zod here, so that the
 * visit forms render without it and load their schemas when a form is checked (page weight,
 * bench/bundle-budget.ts); visit-fields.ts, visitor-details.ts and visitor-pass.ts re-export it.
 */

import { MESSAGES } from '../messages.ts';
import { NAME_TYPING } from './identity-typing.ts';
// The dates without dayjs (site-calendar.ts): the forms render without it.
import { parseVisitDate, siteToday } from '../site-calendar.ts';

// ── Names and free text ──────────────────────────────────────────────────────
/** A person's name: identity-typing.ts' rule (letters, dots, spaces, apostrophes, hyphens), one for every name. */
export const NAME_CHARS = NAME_TYPING;

/** Letters and single spaces (the "Others" type, coming from). */
export const LETTERS_SINGLE_SPACES = /^[A-Za-z]+(?: [A-Za-z]+)*$/;
export const LETTER_OR_SPACE_CHAR = /[A-Za-z ]/;
export const lettersAndSingleSpacesTypable = (value: string, max: number): boolean =>
  value.length <= max && /^(?! )(?!.* {2})[A-Za-z ]*$/.test(value);

/** The limits of docs/product/visits.md VIS-PASS and VIS-DETAILS that the forms show and cap typing at; the schemas use them. */
export const OTHER_VISITOR_TYPE_MIN = 3;
export const OTHER_VISITOR_TYPE_MAX = 100;
export const COMING_FROM_MIN = 3;
export const COMING_FROM_MAX = 60;
export const ADDRESS_MIN = 20;
export const ADDRESS_MAX = 60;
export const PURPOSE_MIN = 10;
export const PURPOSE_MAX = 100;
export const AADHAAR_LENGTH = 12;
/** The visitor's name on the details form and on the pass. */
export const DETAILS_NAME_MAX = 100;
export const PASS_NAME_MAX = 50;

/**
 * What an address or a purpose may hold: letters, digits, spaces, . , / - and, since issue 28
 * (docs/product/README.md DEV-06; docs/product/visits.md VIS-DETAILS-05 and VIS-DETAILS-07), # ( ) & and apostrophes: "#12/4 MG Road (Near Forum)", "St Mary's Road",
 * "Q3 review & sign-off (2 hrs)". One character of it.
 */
const FREE_TEXT_CLASS = "A-Za-z0-9.,/#()&'’ -";
export const FREE_TEXT_CHAR = new RegExp(`[${FREE_TEXT_CLASS}]`);

/** An address: the free-text characters, with no two of . , / - in a row and no double space ("12, MG Road" is fine). */
export const ADDRESS_CHARS = new RegExp(`^(?!.*[.,/-]{2})(?!.* {2})[${FREE_TEXT_CLASS}]*$`);
export const ADDRESS_TYPING_MAX = 200;
export const addressTypable = (value: string): boolean => value.length <= ADDRESS_TYPING_MAX && ADDRESS_CHARS.test(value) && !value.startsWith(' ');

/** A purpose: the free-text characters (digits too since issue 28), with no double space. */
export const PURPOSE_CHARS = new RegExp(`^(?!.* {2})[${FREE_TEXT_CLASS}]*$`);
export const purposeTypable = (value: string): boolean => value.length <= PURPOSE_MAX && PURPOSE_CHARS.test(value) && !value.startsWith(' ');

/** The longest e-mail address (RFC 5321's path limit); forms cap typing at it (email.ts re-exports it). */
export const EMAIL_MAX = 254;

// ── Aadhaar ──────────────────────────────────────────────────────────────────
export const aadhaarTypable = (value: string): boolean => value.length <= AADHAAR_LENGTH && /^\d*$/.test(value);

// ── Date of visit ────────────────────────────────────────────────────────────
/**
 * What is wrong with a DD-MM-YYYY visit date by the site's clock (not a real date, or before today at
 * the site), or undefined: the rule of visit-fields.ts' visitDateSchema, which the pass form also
 * shows as soon as a date is picked.
 */
export const visitDateProblem = (value: string, clock: { readonly timeZone: string; readonly now: Date }): string | undefined => {
  const iso = parseVisitDate(value);
  if (!iso) return MESSAGES.pass.dateInvalid;
  if (iso < siteToday(clock.timeZone, clock.now)) return MESSAGES.pass.datePast;
  return undefined;
};
