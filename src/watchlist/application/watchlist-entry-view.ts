import type { WatchlistEntryView } from '#contract/api/watchlist-answers.ts';
import type { WatchlistEntry } from '../domain/watchlist-entry.ts';

/** An entry as the watchlist's own answers and `vms watchlist` show it to security, admins and IT (the reason included). */
export const watchlistEntryView = (entry: WatchlistEntry): WatchlistEntryView => ({
  id: entry.id,
  siteIds: [...entry.siteIds],
  name: entry.name,
  phone: entry.phone,
  aadhaarLast4: entry.idKind === 'aadhaar' ? entry.idLast4 : null,
  idKind: entry.idKind,
  idLast4: entry.idLast4,
  reason: entry.reason,
  addedBy: entry.addedByLabel,
  createdAt: entry.createdAt.toISOString(),
  status: entry.isActive() ? 'active' : 'resolved',
  resolvedAt: entry.resolvedAt?.toISOString() ?? null,
  resolvedBy: entry.resolvedByLabel,
  resolutionNote: entry.resolutionNote,
});
