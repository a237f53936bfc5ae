import { z } from 'zod';
import { VISIT_STATES } from '../visit-state.ts';
import type { IdKind } from '../visitor-id.ts';
import { APPROVE_STATUS, PPE_ITEMS, type PpeItem } from '../visitor-options.ts';
import { envelopedSchema } from './enveloped.ts';

/**
 * The answers of the visits calls (docs/product/api.md API-CALLS), with today's JSON field names. Most
 * carry an enveloped `details`: visitorRecordSchema / deskRecordSchema (or lists of them) is what it
 * holds once opened. The server's views (src/visits/adapters/http) are typed with these; the SPA
 * parses every answer with them.
 */

const ppeShape = Object.fromEntries(PPE_ITEMS.map((item) => [item, z.boolean().optional()])) as Record<PpeItem, z.ZodOptional<z.ZodBoolean>>;

/** An ISO instant as the server writes it (`toISOString()`). */
const instantSchema = z.iso.datetime();

/**
 * A visit in the description's own field names (docs/product/api.md API-CALLS), as every `details`
 * answer carries it: dates DD-MM-YYYY, times `hh:mm AM`, check-in and check-out ISO instants, the
 * Aadhaar number only ever masked (`XXXX XXXX 1234`).
 */
export const visitorRecordSchema = z.object({
  id: z.number().int().positive(),
  /** The pass code printed on the badge and in the QR code. */
  visitor_id: z.string(),
  visitortype: z.string().min(1),
  /** The visitor's own words when the type is Others. */
  visitortype_other: z.string().nullable(),
  name: z.string(),
  visitor_phonenumber: z.string(),
  visitor_email: z.string().nullable(),
  address: z.string().nullable(),
  coming_from: z.string().nullable(),
  place_to_visit: z.string().nullable(),
  purpose_of_visit: z.string().nullable(),
  selected_option: z.string().nullable(),
  additional_visitor_option: z.string().nullable(),
  additional_visitors: z.number().int().nullable(),
  ppe_options: z.object(ppeShape).nullable(),
  /** The description's field: the Aadhaar number masked, null when the visitor gave none or another ID. */
  aadhar_no: z.string().nullable(),
  /** Which ID the visitor gave (issue 31) and its masked form (src/contract/visitor-id.ts maskId), or nulls. */
  // Read as text and typed as a kind: the list of kinds stays out of every page's first load (bench/bundle-budget.ts); the server writes only kinds.
  id_kind: z.custom<IdKind | null>((value) => value === null || typeof value === 'string'),
  id_masked: z.string().nullable(),
  date_of_visit: z.string().regex(/^\d{2}-\d{2}-\d{4}$/, 'not a DD-MM-YYYY date'),
  time_of_visit: z.string().regex(/^\d{2}:\d{2} [AP]M$/, 'not an hh:mm AM time'),
  check_in: instantSchema.nullable(),
  check_out: instantSchema.nullable(),
  approve_status: z.enum([APPROVE_STATUS.pending, APPROVE_STATUS.approved]),
  is_submitted: z.boolean(),
  host_email: z.string().nullable(),
  host_name: z.string().nullable(),
  host_emp_id: z.string().nullable(),
  /** A walk-in: the visitor signed in at a reception kiosk without an appointment (issue 13). */
  walk_in: z.boolean(),
});
export type VisitorRecord = z.infer<typeof visitorRecordSchema>;
export const visitorRecordListSchema = z.array(visitorRecordSchema);

/**
 * The visit a details-form link opens (`GET /fetchVisitorData/{phone}`, a list of one): the record and
 * its site's zone (issue 30), on which the form says until when the link works.
 */
export const linkRecordSchema = visitorRecordSchema.extend({ site_time_zone: z.string().min(1) });
export type LinkRecord = z.infer<typeof linkRecordSchema>;
export const linkRecordListSchema = z.array(linkRecordSchema);

/**
 * A host's own visitor, as the approval list (`GET /fetch-visitorData`) reads it: the record and where it
 * stands, so that a visit whose day has passed shows as missed and is not offered for approval.
 */
export const hostVisitorRecordSchema = visitorRecordSchema.extend({ visit_state: z.enum(VISIT_STATES) });
export type HostVisitorRecord = z.infer<typeof hostVisitorRecordSchema>;
export const hostVisitorRecordListSchema = z.array(hostVisitorRecordSchema);

/**
 * A visit for the desk and the detail view: the record plus where it stands, its latest photo's file
 * name, and its site's zone.
 */
export const deskRecordSchema = visitorRecordSchema.extend({
  visit_state: z.enum(VISIT_STATES),
  photo_filename: z.string().min(1).nullable(),
  /**
   * The IANA zone of the visit's site (issue 30): its check-in and check-out instants are shown on
   * that clock, whatever the installation's or the browser's zone.
   */
  site_time_zone: z.string().min(1),
  /**
   * The names of the entrances the visit was checked in and out at (issue 30): present only when it
   * was recorded at one, so a site without entrances answers as before.
   */
  check_in_entrance: z.string().optional(),
  check_out_entrance: z.string().optional(),
  /**
   * Whether the watchlist holds a flag on the visit that security has not cleared (issue 13): present
   * only in answers to those who manage the watchlist (canManageWatchlist: the desk lists, the detail
   * view, the roll call, a pass code's look-up); absent, never false, in a host's, so that a host's
   * answer is the same whether or not their visitor was flagged.
   */
  flagged: z.boolean().optional(),
});
export type DeskRecord = z.infer<typeof deskRecordSchema>;
export const deskRecordListSchema = z.array(deskRecordSchema);

/**
 * `{ details }`: GET /fetchVisitorData/{phone} (linkRecordListSchema), GET
 * /fetch-visitorData/{email}/{submitted} (hostVisitorRecordListSchema), GET /fetchVisitorDetails/{id}
 * and GET /api/visitor-by-pass/{code} (one deskRecordSchema), GET /getActiveEmployee
 * (activeEmployeeListSchema).
 */
export const detailsAnswerSchema = z.object({ details: envelopedSchema });
export type DetailsAnswer = z.infer<typeof detailsAnswerSchema>;

/** `GET /api/getApprovedVisitor`: one page of deskRecordListSchema and the count (capped: docs/adr/0003). */
export const deskListAnswerSchema = z.object({
  details: envelopedSchema,
  total: z.number().int().nonnegative(),
  /** The list goes on past `total`. */
  totalCapped: z.boolean(),
});
export type DeskListAnswer = z.infer<typeof deskListAnswerSchema>;

/**
 * `GET /api/on-site`: everyone checked in and not out (deskRecordListSchema), those checked in today
 * first, then the stale ones (checked in before `today`, src/contract/roll-call.ts).
 */
export const onSiteAnswerSchema = z.object({
  details: envelopedSchema,
  /** Every visit in `details`. */
  total: z.number().int().nonnegative(),
  /** Those checked in today: the roll call's count. */
  onSite: z.number().int().nonnegative(),
  /** Those checked in before today and never out. */
  stale: z.number().int().nonnegative(),
  /** The site's date when the list was read (ISO), which decides what is stale. */
  today: z.iso.date(),
});
export type OnSiteAnswer = z.infer<typeof onSiteAnswerSchema>;

/** `POST /visitorTimeIn`, `POST /visitorTimeOut`: the product's words and the visit after it (deskRecordSchema). */
export const timeRecordedAnswerSchema = z.object({ message: z.string(), details: envelopedSchema });
export type TimeRecordedAnswer = z.infer<typeof timeRecordedAnswerSchema>;

/** `POST /api/visitorForm` (201). */
export const passCreatedAnswerSchema = z.object({ message: z.string(), id: z.number().int().positive() });
export type PassCreatedAnswer = z.infer<typeof passCreatedAnswerSchema>;

/** `GET /api/latest-photo`. */
export const latestPhotoAnswerSchema = z.object({ filename: z.string().min(1) });
export type LatestPhotoAnswer = z.infer<typeof latestPhotoAnswerSchema>;

/** `POST /upload`. */
export const photoUploadedAnswerSchema = z.object({ success: z.literal(true), filename: z.string().min(1) });
export type PhotoUploadedAnswer = z.infer<typeof photoUploadedAnswerSchema>;

/** An approved employee who can host a visitor, for the desk's autocomplete. */
export const activeEmployeeSchema = z.object({ emp_email: z.string().min(1), emp_id: z.string(), emp_name: z.string() });
export type ActiveEmployee = z.infer<typeof activeEmployeeSchema>;
export const activeEmployeeListSchema = z.array(activeEmployeeSchema);

/** `POST /api/visitorDetails`, `POST /approveVisitor/{id}`: `{ message }`. */
export { messageAnswerSchema, type MessageAnswer } from './enveloped.ts';
