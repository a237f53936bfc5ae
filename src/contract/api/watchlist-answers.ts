import { z } from 'zod';
import { ID_KINDS } from '../visitor-id.ts';
import { envelopedSchema } from './enveloped.ts';

/**
 * One watchlist entry as security and admins see it, reason included. Only the watchlist's own
 * answers (canManageWatchlist) carry it: no answer or mail for a host or a visitor ever does.
 */
export const watchlistEntryViewSchema = z.object({
  id: z.number().int().positive(),
  /** The sites it is limited to (issue 30); empty: company-wide. */
  siteIds: z.array(z.number().int().positive()),
  name: z.string(),
  phone: z.string().nullable(),
  /** The entry's Aadhaar last four (the first form's field): null when it has another kind of ID, or none. */
  aadhaarLast4: z.string().nullable(),
  /** The entry's ID (issue 31): its kind (null: any kind) and last four characters, or nulls. */
  idKind: z.enum(ID_KINDS).nullable(),
  idLast4: z.string().nullable(),
  reason: z.string(),
  addedBy: z.string(),
  createdAt: z.iso.datetime(),
  status: z.enum(['active', 'resolved']),
  resolvedAt: z.iso.datetime().nullable(),
  resolvedBy: z.string().nullable(),
  resolutionNote: z.string().nullable(),
});
export type WatchlistEntryView = z.infer<typeof watchlistEntryViewSchema>;

/** `GET /api/watchlist`: `details` opens to `watchlistEntryListSchema`, newest first. */
export const watchlistListAnswerSchema = z.object({ details: envelopedSchema });
export type WatchlistListAnswer = z.infer<typeof watchlistListAnswerSchema>;
export const watchlistEntryListSchema = z.array(watchlistEntryViewSchema);

/** `POST /api/watchlist` (201) and `POST /api/watchlist/{id}/resolve`: the product's words and the entry, enveloped. */
export const watchlistChangeAnswerSchema = z.object({ message: z.string(), id: z.number().int().positive(), details: envelopedSchema });
export type WatchlistChangeAnswer = z.infer<typeof watchlistChangeAnswerSchema>;
