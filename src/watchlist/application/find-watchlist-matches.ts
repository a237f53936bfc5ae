import { normaliseName, watchlistMatch, type WatchlistMatchKind, type WatchlistSubject } from '../domain/watchlist-match.ts';
import type { WatchlistEntry } from '../domain/watchlist-entry.ts';
import type { WatchlistRepository } from './ports.ts';

export interface WatchlistMatch {
  readonly entry: WatchlistEntry;
  readonly kind: WatchlistMatchKind;
  readonly nameSimilarity: number;
}

/**
 * The active entries a person matches (the rule in domain/watchlist-match.ts), for the checks on
 * passes, the details form and check-in. What it answers includes each entry's reason: it is for
 * security's eyes only, never for an answer or a mail that reaches a host or a visitor.
 */
export class FindWatchlistMatches {
  constructor(private readonly entries: WatchlistRepository) {}

  async execute(subject: WatchlistSubject): Promise<WatchlistMatch[]> {
    const checked: WatchlistSubject = { name: normaliseName(subject.name), phone: subject.phone || null, aadhaarLast4: subject.aadhaarLast4 || null };
    const candidates = await this.entries.candidatesFor(checked);
    const matches: WatchlistMatch[] = [];
    for (const { entry, nameSimilarity } of candidates) {
      const kind = watchlistMatch(entry, checked, nameSimilarity);
      if (kind) matches.push({ entry, kind, nameSimilarity });
    }
    return matches;
  }
}
