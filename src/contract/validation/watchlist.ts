import { z } from 'zod';
import { ID_MESSAGES } from '../id-messages.ts';
import { MESSAGES } from '../messages.ts';
import type { IdKind } from '../visitor-id.ts';
import { visitorNameSchema } from './visit-fields.ts';
import { idKindSchema } from './visitor-id.ts';
import { WRITTEN_TEXT_MAX, WRITTEN_TEXT_MIN, writtenText } from './written-text.ts';

/** The watchlist's forms (issue 13): the same name rules as a visitor's, a reason security writes down. */
export const WATCHLIST_NAME_MAX = 50;
export const WATCHLIST_TEXT_MIN = WRITTEN_TEXT_MIN;
export const WATCHLIST_TEXT_MAX = WRITTEN_TEXT_MAX;

/** An optional field: absent, null or blank is "not given" (null). */
const optional = <Schema extends z.ZodType<string>>(schema: Schema) =>
  z.preprocess((value) => (value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value), schema.nullable());

/**
 * `POST /api/watchlist`, `vms watchlist add`. The person's ID is its last four characters, as visits
 * keep them (issue 31): `aadhaarLast4` (the first form's field) is an Aadhaar's; `idLast4` any kind's,
 * of the kind `idKind` names, or of any kind when it names none. `idLast4` wins when both are given.
 */
export const watchlistEntrySchema = z
  .object({
    name: visitorNameSchema(WATCHLIST_NAME_MAX, MESSAGES.watchlist.nameRequired, MESSAGES.pass.nameTooLong),
    phone: optional(z.string({ error: MESSAGES.watchlist.phoneInvalid }).trim().regex(/^[1-9]\d{9}$/, MESSAGES.watchlist.phoneInvalid)),
    aadhaarLast4: optional(z.string({ error: MESSAGES.watchlist.aadhaarLast4Invalid }).trim().regex(/^\d{4}$/, MESSAGES.watchlist.aadhaarLast4Invalid)),
    idKind: optional(idKindSchema),
    idLast4: optional(z.string({ error: ID_MESSAGES.last4Invalid }).trim().toUpperCase().regex(/^[A-Z0-9]{4}$/, ID_MESSAGES.last4Invalid)),
    reason: writtenText({ required: MESSAGES.watchlist.reasonRequired, tooShort: MESSAGES.watchlist.reasonTooShort, tooLong: MESSAGES.watchlist.reasonTooLong, invalid: MESSAGES.watchlist.reasonInvalid }),
    // The sites the entry is limited to (issue 30, ADR 42); none or absent: company-wide.
    siteIds: z
      .array(z.number({ error: MESSAGES.watchlist.siteInvalid }).int(MESSAGES.watchlist.siteInvalid).positive(MESSAGES.watchlist.siteInvalid).max(2147483647, MESSAGES.watchlist.siteInvalid), { error: MESSAGES.watchlist.siteInvalid })
      .max(100, MESSAGES.watchlist.siteInvalid)
      .default([])
      .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
  })
  // The output is itself valid input, and parses to itself: the SPA sends what it checked and the
  // server checks it again. The Aadhaar field becomes an ID of the kind Aadhaar.
  .transform(({ aadhaarLast4, idKind, idLast4, ...entry }) => {
    const id: { idKind: IdKind | null; idLast4: string | null } =
      idLast4 !== null ? { idKind, idLast4 } : aadhaarLast4 !== null ? { idKind: 'aadhaar', idLast4: aadhaarLast4 } : { idKind: null, idLast4: null };
    return { ...entry, ...id };
  });
export type WatchlistEntryInput = z.output<typeof watchlistEntrySchema>;

/** `POST /api/watchlist/{id}/resolve`, `vms watchlist resolve`. */
export const watchlistResolutionSchema = z.object({
  note: writtenText({ required: MESSAGES.watchlist.noteRequired, tooShort: MESSAGES.watchlist.noteTooShort, tooLong: MESSAGES.watchlist.noteTooLong, invalid: MESSAGES.watchlist.noteInvalid }),
});
export type WatchlistResolutionInput = z.output<typeof watchlistResolutionSchema>;

/** `POST /api/flagged-visits/{id}/clear`: why a flagged visitor may be let in. */
export const visitFlagClearanceSchema = z.object({
  reason: writtenText({ required: MESSAGES.watchlist.clearReasonRequired, tooShort: MESSAGES.watchlist.clearReasonTooShort, tooLong: MESSAGES.watchlist.clearReasonTooLong, invalid: MESSAGES.watchlist.clearReasonInvalid }),
});
export type VisitFlagClearanceInput = z.output<typeof visitFlagClearanceSchema>;

/** `POST /api/flagged-visits/{id}/turn-away`: why a flagged visitor was sent away (issue 28). */
export const visitTurnAwaySchema = z.object({
  reason: writtenText({ required: MESSAGES.watchlist.turnAwayReasonRequired, tooShort: MESSAGES.watchlist.turnAwayReasonTooShort, tooLong: MESSAGES.watchlist.turnAwayReasonTooLong, invalid: MESSAGES.watchlist.turnAwayReasonInvalid }),
});
export type VisitTurnAwayInput = z.output<typeof visitTurnAwaySchema>;

export const WATCHLIST_STATUSES = ['active', 'resolved', 'all'] as const;

/** `GET /api/watchlist?status=`: active by default. */
export const watchlistQuerySchema = z.object({
  status: z.enum(WATCHLIST_STATUSES, { error: MESSAGES.watchlist.invalidStatus }).default('active'),
});
