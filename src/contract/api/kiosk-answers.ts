import { z } from 'zod';
import { envelopedSchema } from './enveloped.ts';
import { KIOSK_STATUSES } from '../kiosk-status.ts';

/**
 * The reception kiosk's answers (issue 13, docs/adr/0014-reception-kiosk.md). A kiosk shows a visitor
 * who may be anyone standing at the tablet only what they need: their first name, the host's first name
 * and the time (issue 27, docs/adr/0018-kiosk-privacy.md); never the phone, the purpose, the
 * company or anything the watchlist knows. Answers that
 * carry a visitor's name are enveloped, as every visitor's data is.
 */

const instantSchema = z.iso.datetime();

/** One kiosk device as admins see it (`GET /api/kiosk/devices`, `vms kiosk list --json`). */
export const kioskDeviceViewSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  /** Who signed the tablet in (their e-mail). */
  startedBy: z.string(),
  createdAt: instantSchema,
  /** The last call the kiosk made (updated at most once a minute). */
  lastSeenAt: instantSchema.nullable(),
  status: z.enum(KIOSK_STATUSES),
  revokedAt: instantSchema.nullable(),
  revokedBy: z.string().nullable(),
});
export type KioskDeviceView = z.infer<typeof kioskDeviceViewSchema>;

/** `POST /api/kiosk/devices` (201, sets the kiosk's cookie) and `POST /api/kiosk/devices/{id}/revoke`. */
export const kioskDeviceChangeAnswerSchema = z.object({ message: z.string(), device: kioskDeviceViewSchema });
export type KioskDeviceChangeAnswer = z.infer<typeof kioskDeviceChangeAnswerSchema>;

/** `GET /api/kiosk/devices`: admins; newest first. */
export const kioskDeviceListAnswerSchema = z.object({ devices: z.array(kioskDeviceViewSchema) });
export type KioskDeviceListAnswer = z.infer<typeof kioskDeviceListAnswerSchema>;

/**
 * `GET /api/kiosk/me`: the kiosk itself (its cookie) and its site's rules (issue 30): the site whose
 * privacy notice its walk-ins read, and whether a phone number there needs the pass's PIN. A revoked or
 * unknown kiosk gets `kiosk.required` (401) and its cookie cleared.
 */
export const kioskSelfAnswerSchema = z.object({ id: z.number().int().positive(), name: z.string(), siteId: z.number().int().positive(), requiresPin: z.boolean() });
export type KioskSelfAnswer = z.infer<typeof kioskSelfAnswerSchema>;

/**
 * What a lookup found, once opened: a ticket for the one tap that follows (signed for this kiosk and
 * this visit, valid for minutes), and what the kiosk may show.
 */
export const kioskVisitSchema = z.object({
  ticket: z.string(),
  firstName: z.string(),
  /** The first word of the host's name only: a stranger may be holding the tablet. */
  hostFirstName: z.string(),
  /** The visit's time as the site reads it, `hh:mm AM` (an appointment), or the check-in time (leaving). */
  time: z.string(),
});
export type KioskVisit = z.infer<typeof kioskVisitSchema>;

/** `POST /api/kiosk/appointments/lookup` and `POST /api/kiosk/departures/lookup`: `details` opens to kioskVisitSchema. */
export const kioskLookupAnswerSchema = z.object({ details: envelopedSchema });
export type KioskLookupAnswer = z.infer<typeof kioskLookupAnswerSchema>;

/** The badge a kiosk offers after a check-in, once opened. */
export const kioskBadgeSchema = z.object({
  name: z.string(),
  hostName: z.string(),
  /** The pass code: printed and put in the badge's QR code (`VMS:` + code). */
  passCode: z.string(),
  /** `DD-MM-YYYY`. */
  visitDate: z.string(),
  /** `hh:mm AM`. */
  checkInTime: z.string(),
  walkIn: z.boolean(),
  /** The pass's PIN (src/contract/pass-pin.ts), for a departure by phone where the kiosk asks for it. */
  pin: z.string(),
});
export type KioskBadge = z.infer<typeof kioskBadgeSchema>;

/** `POST /api/kiosk/check-in`: the product's words and the badge (`details` opens to kioskBadgeSchema). */
export const kioskCheckInAnswerSchema = z.object({ message: z.string(), details: envelopedSchema });
export type KioskCheckInAnswer = z.infer<typeof kioskCheckInAnswerSchema>;

/** `GET /api/kiosk/hosts?q=`: approved hosts whose name contains the words typed; names only. */
export const kioskHostSchema = z.object({ id: z.number().int().positive(), name: z.string() });
export const kioskHostListAnswerSchema = z.object({ hosts: z.array(kioskHostSchema) });
export type KioskHostListAnswer = z.infer<typeof kioskHostListAnswerSchema>;

/**
 * Where a walk-in stands, as the kiosk waiting with the visitor sees it. The first answer is always
 * `waiting`, whatever the watchlist says (issue 27): `see_desk` comes with the host's answer or at check-in.
 */
export const WALK_IN_STATUSES = ['waiting', 'approved', 'declined', 'checked_in', 'see_desk'] as const;
export type WalkInStatus = (typeof WALK_IN_STATUSES)[number];

/** A walk-in as its kiosk sees it, once opened: the ticket checks them in once `approved`. */
export const kioskWalkInSchema = z.object({
  ticket: z.string(),
  firstName: z.string(),
  hostFirstName: z.string(),
  status: z.enum(WALK_IN_STATUSES),
});
export type KioskWalkIn = z.infer<typeof kioskWalkInSchema>;

/** `POST /api/kiosk/walk-ins` (201) and `GET /api/kiosk/walk-ins/{ticket}`: `details` opens to kioskWalkInSchema. */
export const kioskWalkInAnswerSchema = z.object({ details: envelopedSchema });
export type KioskWalkInAnswer = z.infer<typeof kioskWalkInAnswerSchema>;

/**
 * `GET /api/walk-in-answers?token=`: what the host's mailed link is about, for the page that asks them
 * to confirm (a mail scanner opening the link changes nothing). Not enveloped: the page is public and
 * its holder is the host the link was mailed to.
 */
export const walkInQuestionAnswerSchema = z.object({
  decision: z.enum(['approve', 'decline']),
  visitorName: z.string(),
  comingFrom: z.string(),
  purposeOfVisit: z.string(),
  /** `waiting` until the host (from either link or the approval screen) answers. */
  status: z.enum(['waiting', 'approved', 'declined']),
});
export type WalkInQuestionAnswer = z.infer<typeof walkInQuestionAnswerSchema>;
