import { z } from 'zod';
import { consentSchema } from '../consent.ts';
import { documentSignaturesSchema } from './document-signature.ts';
import { MESSAGES } from '../messages.ts';
import { PASS_CODE_PATTERN, passCodeFromQr } from '../pass-code.ts';
import { PASS_PIN_PATTERN } from '../pass-pin.ts';
import { MAX_RECORD_ID } from '../record-id.ts';
import { hasControlCharacter } from '../storable-text.ts';
import { PPE_ITEMS } from '../visitor-options.ts';
import { entranceIdSchema } from './entrance.ts';
import { phoneSchema } from './identity-fields.ts';
import { DETAILS_NAME_MAX } from './visitor-details.ts';
import { comingFromSchema, placeToVisitSchema, ppeOptionsSchema, purposeSchema, siteOptionSchema, visitorNameSchema } from './visit-fields.ts';

/**
 * The reception kiosk's inputs (issue 13, docs/adr/0014-reception-kiosk.md). Every field a walk-in
 * shares with the Visitor Details Form keeps that form's rules and messages (docs/product/kiosk-and-watchlist.md KIOSK-WALKIN-01; docs/product/visits.md VIS-DETAILS).
 */

export const KIOSK_NAME_MIN = 3;
export const KIOSK_NAME_MAX = 40;

/** `POST /api/kiosk/devices`: a security user or admin makes this device a kiosk and names it. */
export const kioskDeviceSchema = z.object({
  name: z
    .string({ error: MESSAGES.kiosk.deviceNameRequired })
    .trim()
    .min(1, MESSAGES.kiosk.deviceNameRequired)
    // `vms kiosk list` prints it: no escape sequence, line break or direction override (issue 27).
    .refine((name) => !hasControlCharacter(name), MESSAGES.kiosk.deviceNameInvalid)
    .min(KIOSK_NAME_MIN, MESSAGES.kiosk.deviceNameTooShort)
    .max(KIOSK_NAME_MAX, MESSAGES.kiosk.deviceNameTooLong),
  /** The entrance of the kiosk's site it stands at (issue 30): its check-ins and check-outs record it; none for a site without entrances. */
  entranceId: entranceIdSchema,
});
export type KioskDeviceInput = z.output<typeof kioskDeviceSchema>;

/**
 * `POST /api/kiosk/appointments/lookup` and `POST /api/kiosk/departures/lookup`: the visitor's phone
 * number, or what the tablet's camera read from the QR code of their approval mail (`VMS:ABCD2345`)
 * or a typed pass code. Exactly one of the two. With the phone, the pass's PIN when the kiosk's site
 * asks for it (the site's `kioskRequiresPin`); a PIN that is missing or wrong is answered as a visit not
 * found, so only its shape is checked here.
 */
export const kioskLookupSchema = z
  .object({
    phone: z.string().optional(),
    qr: z.string().optional(),
    pin: z.string().optional(),
  })
  .transform((input, context): { readonly phone: string; readonly pin: string | null } | { readonly passCode: string } => {
    const qr = input.qr?.trim() ?? '';
    if (qr !== '') {
      const passCode = passCodeFromQr(qr) ?? (PASS_CODE_PATTERN.test(qr.toUpperCase()) ? qr.toUpperCase() : null);
      if (passCode) return { passCode };
      context.addIssue({ code: 'custom', path: ['qr'], message: MESSAGES.kiosk.passCodeInvalid });
      return z.NEVER;
    }
    if ((input.phone?.trim() ?? '') === '') {
      context.addIssue({ code: 'custom', path: ['phone'], message: MESSAGES.kiosk.lookupRequired });
      return z.NEVER;
    }
    const phone = phoneSchema.safeParse(input.phone);
    if (!phone.success) {
      context.addIssue({ code: 'custom', path: ['phone'], message: phone.error.issues[0]?.message ?? MESSAGES.registration.phoneInvalid });
      return z.NEVER;
    }
    const pin = input.pin?.trim() ?? '';
    if (pin !== '' && !PASS_PIN_PATTERN.test(pin)) {
      context.addIssue({ code: 'custom', path: ['pin'], message: MESSAGES.kiosk.pinInvalid });
      return z.NEVER;
    }
    return { phone: phone.data, pin: pin === '' ? null : pin };
  });
export type KioskLookupInput = z.output<typeof kioskLookupSchema>;

/** `POST /api/kiosk/check-in` and `POST /api/kiosk/check-out`: the ticket a lookup (or a walk-in) answered with. */
export const kioskTicketSchema = z.object({
  ticket: z.string({ error: MESSAGES.kiosk.ticketInvalid }).trim().min(1, MESSAGES.kiosk.ticketInvalid).max(512, MESSAGES.kiosk.ticketInvalid),
});

/**
 * `POST /api/kiosk/walk-ins/documents`: the phone number a walk-in typed, to ask which of the kiosk's
 * site's documents they sign before their visit exists (issue 31, ADR 56); the walk-in form's rule and words.
 */
export const kioskWalkInDocumentsSchema = z.object({ phone: phoneSchema });
export type KioskWalkInDocumentsInput = z.output<typeof kioskWalkInDocumentsSchema>;

/** `POST /api/kiosk/check-in`: the ticket, and the site's documents the lookup asked this visitor to sign (issue 31, ADR 54). */
export const kioskCheckInSchema = kioskTicketSchema.extend({ signatures: documentSignaturesSchema });

/**
 * The host search (issue 27): at least three letters typed (spaces, digits and signs do not count),
 * and five names at most, so that a tablet cannot list the company's staff.
 */
export const KIOSK_HOST_QUERY_MIN = 3;
export const KIOSK_HOST_QUERY_MAX = 50;
/** How many names the host search offers at most. */
export const KIOSK_HOST_RESULTS = 5;

/** The letters (of any script) in what was typed into the host search. */
export const hostQueryLetters = (text: string): number => text.match(/\p{L}/gu)?.length ?? 0;

/** `GET /api/kiosk/hosts?q=`: part of the host's name. */
export const kioskHostQuerySchema = z.object({
  q: z
    .string({ error: MESSAGES.kiosk.hostSearchTooShort })
    .trim()
    .max(KIOSK_HOST_QUERY_MAX, MESSAGES.kiosk.hostSearchTooShort)
    .refine((q) => hostQueryLetters(q) >= KIOSK_HOST_QUERY_MIN, MESSAGES.kiosk.hostSearchTooShort),
});

/**
 * A JPEG from the tablet's camera, base64 without a `data:` prefix. Its bytes are checked on the
 * server as every photo's are (JPEG only, at most 1 MiB once decoded).
 */
export const KIOSK_PHOTO_BASE64_MAX = Math.ceil((1024 * 1024 * 4) / 3) + 4;

/** `POST /api/kiosk/walk-ins`: a visitor without an appointment signs in at the kiosk (issue 13). */
export const walkInSchema = z.object({
  name: visitorNameSchema(DETAILS_NAME_MAX, MESSAGES.details.nameRequired, MESSAGES.details.nameTooLong),
  mobileNo: phoneSchema,
  comingFrom: comingFromSchema,
  purposeOfVisit: purposeSchema,
  placeToVisit: placeToVisitSchema,
  selectedOption: siteOptionSchema,
  ppeOptions: ppeOptionsSchema.optional().transform((value) => value ?? Object.fromEntries(PPE_ITEMS.map((item) => [item, false]))),
  // An employee id is a PostgreSQL integer: a larger number names nobody (and must not reach a query).
  hostId: z.number({ error: MESSAGES.kiosk.hostRequired }).int(MESSAGES.kiosk.hostInvalid).positive(MESSAGES.kiosk.hostInvalid).max(MAX_RECORD_ID, MESSAGES.kiosk.hostInvalid),
  /**
   * The description's terms box: ticked where the kiosk's site has no documents; where it has, signing them
   * is the acceptance (terms-acceptance.ts, ADR 57). The schema cannot know the site: the server's rule decides.
   */
  termsAccepted: z.boolean({ error: MESSAGES.details.termsRequired }).optional(),
  /** The privacy notice read at the kiosk and the purposes agreed to (issue 31): the visit's is required. */
  consent: consentSchema,
  /** The site's documents signed at the kiosk (issue 31, ADR 54); none where the site has none. */
  signatures: documentSignaturesSchema,
  photo: z
    .string({ error: MESSAGES.kiosk.photoRequired })
    .min(1, MESSAGES.kiosk.photoRequired)
    .max(KIOSK_PHOTO_BASE64_MAX, MESSAGES.photo.tooLarge)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, MESSAGES.photo.notJpeg),
});
export type WalkInInput = z.output<typeof walkInSchema>;

/** `GET /api/walk-in-answers?token=` and `POST /api/walk-in-answers`: the signed link from the host's mail. */
export const walkInAnswerSchema = z.object({
  token: z.string({ error: MESSAGES.walkIn.linkInvalid }).trim().min(1, MESSAGES.walkIn.linkInvalid).max(512, MESSAGES.walkIn.linkInvalid),
});
