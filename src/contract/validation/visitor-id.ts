import { z } from 'zod';
import type { ErrorCode } from '../error-codes.ts';
import { ID_MESSAGES } from '../id-messages.ts';
import { MESSAGES } from '../messages.ts';
import { verhoeffValid } from '../verhoeff.ts';
import { ID_KINDS, idLast4, isIdKind, normaliseIdNumber, type IdKind } from '../visitor-id.ts';
import { AADHAAR_LENGTH } from './visit-typing.ts';

/**
 * Each ID kind's rule (docs/product/visits.md VIS-DETAILS-11), for the details form and the server
 * alike. Every number is checked in its normalised form (capitals, no spaces, hyphens or slashes):
 * - Aadhaar: 12 digits, not starting with 0 or 1, with the Verhoeff check digit (UIDAI);
 * - PAN: `AAAAA9999A` (Income Tax Department);
 * - voter ID (EPIC): 3 letters and 7 digits (Election Commission of India);
 * - passport: a letter and 7 digits (Indian passports since 2000);
 * - driving licence: a state or union territory code, then 9 to 14 digits, the two-digit RTO code
 *   first (`MH12 20110012345`, `DL-0420110012345`, older cards with a letter or two after the RTO):
 *   lenient, since the states wrote different forms before the 2019 national format;
 * - other: 4 to 30 letters, digits, spaces, hyphens or slashes, whatever the document.
 */

/** The codes of India's states and union territories that licences begin with (old and new: OR and OD, UA and UK, CG and CT, TS and TG). */
const LICENCE_STATE_CODES =
  'AN|AP|AR|AS|BR|CG|CH|CT|DD|DL|DN|GA|GJ|HP|HR|JH|JK|KA|KL|LA|LD|MH|ML|MN|MP|MZ|NL|OD|OR|PB|PY|RJ|SK|TG|TN|TR|TS|UA|UK|UP|WB';

const RULES: Readonly<Record<Exclude<IdKind, 'aadhaar'>, { readonly pattern: RegExp; readonly message: string }>> = {
  passport: { pattern: /^[A-Z][0-9]{7}$/, message: ID_MESSAGES.passportInvalid },
  driving_licence: { pattern: new RegExp(`^(?:${LICENCE_STATE_CODES})[0-9]{2}[A-Z]{0,2}[0-9]{7,12}$`), message: ID_MESSAGES.drivingLicenceInvalid },
  voter_id: { pattern: /^[A-Z]{3}[0-9]{7}$/, message: ID_MESSAGES.voterIdInvalid },
  pan: { pattern: /^[A-Z]{5}[0-9]{4}[A-Z]$/, message: ID_MESSAGES.panInvalid },
  other: { pattern: /^[A-Z0-9]{4,30}$/, message: ID_MESSAGES.otherInvalid },
};

/** The longest "other" ID as typed, spaces, hyphens and slashes included. */
export const OTHER_ID_MAX = 30;

/** What is wrong with `value` as a number of `kind`, in the product's words, or undefined when it is one. */
export const idNumberProblem = (kind: IdKind, value: string): string | undefined => {
  if (kind === 'aadhaar') {
    const digits = value.replace(/\s+/g, '');
    if (!new RegExp(`^\\d{${AADHAAR_LENGTH}}$`).test(digits)) return MESSAGES.details.aadhaarLength;
    return /^[2-9]/.test(digits) && verhoeffValid(digits) ? undefined : MESSAGES.details.aadhaarInvalid;
  }
  if (kind === 'other' && (value.trim().length > OTHER_ID_MAX || !/^[A-Za-z0-9 \-/]*$/.test(value))) return RULES.other.message;
  const rule = RULES[kind];
  return rule.pattern.test(normaliseIdNumber(value)) ? undefined : rule.message;
};

/** The code each kind's refusal carries (src/contract/error-codes.ts), so a program tells a bad PAN from a bad passport. */
export const ID_NUMBER_CODES: Readonly<Record<IdKind, ErrorCode>> = {
  aadhaar: 'id.aadhaar_invalid',
  passport: 'id.passport_invalid',
  driving_licence: 'id.driving_licence_invalid',
  voter_id: 'id.voter_id_invalid',
  pan: 'id.pan_invalid',
  other: 'id.other_invalid',
};

/**
 * The codes of a details payload's ID fields for `parseInput`: the number's code is its kind's, read
 * from the payload as sent (a kind that is not one is refused first, by its own code).
 */
export const idFieldCodes = (payload: unknown): Readonly<Record<string, ErrorCode>> => {
  const kind = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>)['idKind'] : undefined;
  return { idKind: 'id.kind_invalid', idNumber: ID_NUMBER_CODES[isIdKind(kind) ? kind : 'aadhaar'] };
};

export const idKindSchema = z.enum(ID_KINDS, { error: ID_MESSAGES.kindInvalid });

/** The ID a visitor gave, as it is kept: its kind and last four characters. The number itself goes no further. */
export interface KeptId {
  readonly kind: IdKind;
  readonly last4: string;
}

/** The kept part of a checked number. */
export const keptIdOf = (kind: IdKind, value: string): KeptId => ({ kind, last4: idLast4(normaliseIdNumber(value)) });
