import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { verhoeffValid } from '../verhoeff.ts';
import { availableSlots, parseVisitDate, slotToTime } from '../visit-time.ts';
import { PLACES_TO_VISIT, SITE_OPTIONS, VISITOR_TYPES, YES_NO } from '../visitor-options.ts';
import {
  AADHAAR_LENGTH,
  ADDRESS_CHARS,
  ADDRESS_MAX,
  ADDRESS_MIN,
  COMING_FROM_MAX,
  COMING_FROM_MIN,
  LETTERS_SINGLE_SPACES,
  NAME_CHARS,
  OTHER_VISITOR_TYPE_MAX,
  OTHER_VISITOR_TYPE_MIN,
  PURPOSE_CHARS,
  PURPOSE_MAX,
  PURPOSE_MIN,
  visitDateProblem,
} from './visit-typing.ts';

// The typing rules and limits (no zod), for the forms that render before they check.
export {
  AADHAAR_LENGTH,
  aadhaarTypable,
  ADDRESS_MAX,
  ADDRESS_MIN,
  ADDRESS_TYPING_MAX,
  addressTypable,
  COMING_FROM_MAX,
  COMING_FROM_MIN,
  lettersAndSingleSpacesTypable,
  OTHER_VISITOR_TYPE_MAX,
  OTHER_VISITOR_TYPE_MIN,
  PURPOSE_MAX,
  PURPOSE_MIN,
  purposeTypable,
} from './visit-typing.ts';

/** The visitor fields of docs/product/visits.md VIS-PASS and VIS-DETAILS, shared by the pass form, the details form and the server. */

// ── Names and free text ──────────────────────────────────────────────────────
/** A person's name: letters, dots and single spaces, at least 3 with a letter, at most `max`. */
export const visitorNameSchema = (max: number, requiredMessage: string, tooLongMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .regex(NAME_CHARS, MESSAGES.registration.nameInvalid)
    .min(3, MESSAGES.registration.nameTooShort)
    .max(max, tooLongMessage)
    .regex(/[A-Za-z]/, MESSAGES.registration.nameInvalid);

export const otherVisitorTypeSchema = z
  .string({ error: MESSAGES.pass.otherRequired })
  .trim()
  .min(1, MESSAGES.pass.otherRequired)
  .min(OTHER_VISITOR_TYPE_MIN, MESSAGES.pass.otherTooShort)
  .max(OTHER_VISITOR_TYPE_MAX, MESSAGES.pass.otherTooLong)
  .regex(LETTERS_SINGLE_SPACES, MESSAGES.pass.otherInvalid);

export const comingFromSchema = z
  .string({ error: MESSAGES.details.comingFromRequired })
  .trim()
  .min(1, MESSAGES.details.comingFromRequired)
  .min(COMING_FROM_MIN, MESSAGES.details.comingFromTooShort)
  .max(COMING_FROM_MAX, MESSAGES.details.comingFromTooLong)
  .regex(LETTERS_SINGLE_SPACES, MESSAGES.details.comingFromInvalid);

export const addressSchema = z
  .string({ error: MESSAGES.details.addressRequired })
  .trim()
  .min(1, MESSAGES.details.addressRequired)
  .regex(ADDRESS_CHARS, MESSAGES.details.addressInvalid)
  .regex(/[A-Za-z]/, MESSAGES.details.addressNeedsLetter)
  .min(ADDRESS_MIN, MESSAGES.details.addressTooShort)
  .max(ADDRESS_MAX, MESSAGES.details.addressTooLong);

export const purposeSchema = z
  .string({ error: MESSAGES.details.purposeRequired })
  .trim()
  .min(1, MESSAGES.details.purposeRequired)
  .regex(PURPOSE_CHARS, MESSAGES.details.purposeInvalid)
  .min(PURPOSE_MIN, MESSAGES.details.purposeTooShort)
  .max(PURPOSE_MAX, MESSAGES.details.purposeTooLong);

// ── Aadhaar ──────────────────────────────────────────────────────────────────
/** Optional; when given, 12 digits, not starting with 0 or 1, with a valid Verhoeff check digit. */
export const aadhaarSchema = z
  .string({ error: MESSAGES.details.aadhaarLength })
  .trim()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(
    z.union([
      z.literal(''),
      z
        .string()
        .regex(new RegExp(`^\\d{${AADHAAR_LENGTH}}$`), MESSAGES.details.aadhaarLength)
        .refine((value) => /^[2-9]/.test(value) && verhoeffValid(value), MESSAGES.details.aadhaarInvalid),
    ]),
  )
  .optional()
  .transform((value) => (value ? value : null));

// ── Choices ──────────────────────────────────────────────────────────────────
const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

export const visitorTypeSchema = choice(VISITOR_TYPES, MESSAGES.pass.visitorTypeRequired);
export const placeToVisitSchema = choice(PLACES_TO_VISIT, MESSAGES.details.placeRequired);
export const siteOptionSchema = choice(SITE_OPTIONS, MESSAGES.details.optionRequired);
export const yesNoSchema = choice(YES_NO, MESSAGES.details.additionalRequired);

/** The form sends four ticks; anything else came from elsewhere and gets the unreadable request's words, not the parser's. */
const ppeTick = z.boolean({ error: MESSAGES.http.invalidPayload });
export const ppeOptionsSchema = z.object(
  { helmet: ppeTick, goggles: ppeTick, earPlug: ppeTick, safetyShoes: ppeTick },
  { error: MESSAGES.http.invalidPayload },
);

// ── Date and time at the site ────────────────────────────────────────────────
export interface SiteClock {
  readonly timeZone: string;
  readonly now: Date;
}

/** A DD-MM-YYYY date, today or later at the site; parsed to an ISO date. */
export const visitDateSchema = (clock: SiteClock) =>
  z
    .string({ error: MESSAGES.pass.dateRequired })
    .trim()
    .min(1, MESSAGES.pass.dateRequired)
    .transform((value, context) => {
      const problem = visitDateProblem(value, clock);
      if (problem) {
        context.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      }
      return parseVisitDate(value) as string;
    });

/** A half-hour slot (`hh:mm AM`); parsed to `HH:mm:ss`. */
export const visitTimeSchema = z
  .string({ error: MESSAGES.pass.timeRequired })
  .trim()
  .min(1, MESSAGES.pass.timeRequired)
  .transform((value, context) => {
    const time = slotToTime(value);
    if (!time) {
      context.addIssue({ code: 'custom', message: MESSAGES.pass.timeInvalid });
      return z.NEVER;
    }
    return time;
  });

/** On today's date only the slots from now on may be chosen. */
export const slotStillOpen = (isoDate: string, slot: string, clock: SiteClock): boolean =>
  availableSlots(isoDate, clock.timeZone, clock.now).includes(slot);
