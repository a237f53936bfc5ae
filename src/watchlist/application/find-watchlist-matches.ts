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
 * passes, the details form and check-in, of a visit at a site: company-wide entries and those
 * limited to that site (issue 30, ADR 42). What it answers includes each entry's reason: it is for
 * security's eyes only, never for an answer or a mail that reaches a host or a visitor.
 */
export class FindWatchlistMatches {
  constructor(private readonly entries: WatchlistRepository) {}

  async execute(subject: WatchlistSubject, siteId: number): Promise<WatchlistMatch[]> {
    const found = await this.kinds(subject, siteId);
    if (found.length === 0) return [];
    const entries = new Map((await this.entries.byIds(found.map((match) => match.id))).map((entry) => [entry.id, entry]));
    return found.flatMap(({ id, kind, nameSimilarity }) => {
      const entry = entries.get(id);
      return entry ? [{ entry, kind, nameSimilarity }] : [];
    });
  }

  /** Whether the person matches any active entry: the candidates' one statement, no entry loaded (the check-in's arrival, issue 10). */
  async any(subject: WatchlistSubject, siteId: number): Promise<boolean> {
    return (await this.kinds(subject, siteId)).length > 0;
  }

  /** The candidates the rule keeps, in the candidates' order (by id), as plain rows. */
  private async kinds(subject: WatchlistSubject, siteId: number): Promise<{ id: number; kind: WatchlistMatchKind; nameSimilarity: number }[]> {
    const checked: WatchlistSubject = { name: normaliseName(subject.name), phone: subject.phone || null, idKind: subject.idKind, idLast4: subject.idLast4 || null };
    const candidates = await this.entries.candidatesFor(checked, siteId);
    return candidates.flatMap((candidate) => {
      const kind = watchlistMatch(candidate, checked, candidate.nameSimilarity);
      return kind ? [{ id: candidate.id, kind, nameSimilarity: candidate.nameSimilarity }] : [];
    });
  }
}
