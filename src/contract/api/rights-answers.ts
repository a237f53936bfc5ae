import { z } from 'zod';
import { CONSENT_CHANNELS, CONSENT_PURPOSES } from '../consent.ts';
import { CORRECTABLE_FIELDS, PRIVACY_REQUEST_KINDS, PRIVACY_REQUEST_STATUSES, type CorrectableField } from '../privacy-rights.ts';
import { VISIT_STATES } from '../visit-state.ts';

const at = z.string().nullable();

/**
 * The visitor's own data (issue 31, docs/product/privacy.md PRIV-RIGHTS-02): what `POST /api/privacy/your-data`
 * answers and the JSON download holds. Times are written on each visit's site clock (`dd-mm-yyyy hh:mm AM`,
 * the zone named beside them); an ID only as its mask, which is all that is stored.
 */
export const heldVisitSchema = z.object({
  visitId: z.number().int(),
  site: z.string(),
  timeZone: z.string(),
  state: z.enum(VISIT_STATES),
  host: z.string().nullable(),
  visitDate: z.string(),
  visitTime: z.string(),
  details: z.object({
    name: z.string(),
    phone: z.string(),
    email: z.string().nullable(),
    visitorType: z.string(),
    comingFrom: z.string().nullable(),
    address: z.string().nullable(),
    purposeOfVisit: z.string().nullable(),
    placeToVisit: z.string().nullable(),
    additionalVisitors: z.number().int().nullable(),
    /** `XXXX XXXX 1234` and the like; the full number is never stored. */
    id: z.string().nullable(),
  }),
  times: z.object({ passMade: z.string(), detailsGiven: at, approved: at, checkedIn: at, checkedOut: at, cancelled: at }),
  photos: z.array(z.object({ photoId: z.number().int(), taken: z.string() })),
  /** A watchlist flag security has not closed yet (its reason is security's, not shown). */
  underReview: z.boolean(),
});
export type HeldVisit = z.infer<typeof heldVisitSchema>;

export const heldRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PRIVACY_REQUEST_KINDS),
  status: z.enum(PRIVACY_REQUEST_STATUSES),
  made: z.string(),
  due: z.string(),
  outcome: z.string().nullable(),
});
export type HeldRequest = z.infer<typeof heldRequestSchema>;

export const yourDataAnswerSchema = z.object({
  /** The visitor's reference: a keyed hash of their e-mail and phone, shortened; names them in the PDF and the log. */
  reference: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The zone of the mails' and requests' times (which no single visit places). */
  timeZone: z.string(),
  visits: z.array(heldVisitSchema),
  consents: z.array(
    z.object({
      visitId: z.number().int(),
      noticeVersion: z.number().int(),
      language: z.string(),
      channel: z.enum(CONSENT_CHANNELS),
      purposes: z.array(z.enum(CONSENT_PURPOSES)),
      given: z.string(),
      withdrawn: at,
    }),
  ),
  mails: z.array(z.object({ subject: z.string(), queued: z.string(), sent: at })),
  /** Another visitor (another phone) shares the e-mail address: its mails are not listed, as they cannot be told apart (ADR 59). */
  mailsWithheld: z.boolean(),
  requests: z.array(heldRequestSchema),
  /** The site documents signed on these visits (PRIV-DOCS): which version and its hash, the typed name, when and where. */
  signatures: z
    .array(
      z.object({
        visitId: z.number().int(),
        document: z.string(),
        version: z.number().int(),
        hash: z.string(),
        typedName: z.string(),
        signed: z.string(),
        channel: z.string(),
      }),
    )
    .default([]),
});
export type YourDataAnswer = z.infer<typeof yourDataAnswerSchema>;

/** `POST /api/privacy/your-data/erasure`: which visits were erased and which are kept, until when, in words. */
export const erasureAnswerSchema = z.object({
  message: z.string(),
  erased: z.array(z.object({ visitId: z.number().int(), site: z.string(), visitDate: z.string(), logsKeptUntil: z.string() })),
  kept: z.array(z.object({ visitId: z.number().int(), site: z.string(), visitDate: z.string(), until: at, why: z.string() })),
  requestId: z.number().int(),
});
export type ErasureAnswer = z.infer<typeof erasureAnswerSchema>;

/** `POST /api/privacy/your-data/correction` and `/grievance`: the request recorded, with its due date. */
export const requestRecordedAnswerSchema = z.object({ message: z.string(), requestId: z.number().int(), due: z.string() });
export type RequestRecordedAnswer = z.infer<typeof requestRecordedAnswerSchema>;

const correctableField = z.enum(Object.keys(CORRECTABLE_FIELDS) as [CorrectableField, ...CorrectableField[]]);

/** One row of the admins' queue (`GET /api/privacy/requests`, `vms privacy requests`); instants as ISO text. */
export const privacyRequestRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PRIVACY_REQUEST_KINDS),
  status: z.enum(PRIVACY_REQUEST_STATUSES),
  /** The visit the request came through (its mail's link). */
  visitId: z.number().int(),
  madeAt: z.string(),
  dueAt: z.string(),
  overdue: z.boolean(),
  correction: z.object({ visitId: z.number().int(), field: correctableField, value: z.string() }).nullable(),
  text: z.string().nullable(),
  keptVisitIds: z.array(z.number().int()),
  outcome: z.string().nullable(),
  handledBy: z.string().nullable(),
  handledAt: z.string().nullable(),
});
export type PrivacyRequestRow = z.infer<typeof privacyRequestRowSchema>;

export const privacyRequestListSchema = z.array(privacyRequestRowSchema);
export const requestResolvedAnswerSchema = z.object({ message: z.string(), request: privacyRequestRowSchema });
