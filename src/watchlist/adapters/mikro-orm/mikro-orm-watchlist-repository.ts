import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import type { IdKind } from '#contract/visitor-id.ts';
import { assertInTransaction } from '../../../platform/database/in-transaction.ts';
import { runPrepared } from '../../../platform/database/prepared-sql.ts';
import { WatchlistRepository, type WatchlistCandidateRow, type WatchlistStatus } from '../../application/ports.ts';
import { WatchlistEntry } from '../../domain/watchlist-entry.ts';
import { NAME_SIMILARITY_THRESHOLD, type WatchlistSubject } from '../../domain/watchlist-match.ts';

/**
 * Active entries that may match a person: the same phone (the phone index), or a close normalised
 * name. `%` (pg_trgm's default limit 0.3, below ours) lets the trigram index find the names; the
 * similarity then keeps those at NAME_SIMILARITY_THRESHOLD or more. The row carries what the rule
 * compares, so that no entry is loaded unless it matches.
 */
const CANDIDATES = {
  name: 'watchlist.candidates',
  text: `select id, similarity(name_normalised, $1)::float8 as name_similarity, phone, id_kind, id_last4
           from watchlist_entry
          where resolved_at is null
            and ((phone is not null and phone = $2)
              or (name_normalised % $1 and similarity(name_normalised, $1) >= $3))
          order by id`,
};

export class MikroOrmWatchlistRepository extends WatchlistRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  add(entry: WatchlistEntry): void {
    this.em.persist(entry);
  }

  lockById(id: number): Promise<WatchlistEntry | null> {
    assertInTransaction(this.em, 'WatchlistRepository.lockById');
    return this.em.findOne(WatchlistEntry, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  list(status: WatchlistStatus): Promise<WatchlistEntry[]> {
    const where = status === 'active' ? { resolvedAt: null } : status === 'resolved' ? { resolvedAt: { $ne: null } } : {};
    return this.em.find(WatchlistEntry, where, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  async candidatesFor(subject: WatchlistSubject): Promise<WatchlistCandidateRow[]> {
    const rows = await runPrepared<{ id: number; name_similarity: number; phone: string | null; id_kind: IdKind | null; id_last4: string | null }>(this.em, CANDIDATES, [
      subject.name,
      subject.phone,
      NAME_SIMILARITY_THRESHOLD,
    ]);
    return rows.map((row) => ({ id: row.id, phone: row.phone, idKind: row.id_kind, idLast4: row.id_last4, nameSimilarity: row.name_similarity }));
  }

  byIds(ids: readonly number[]): Promise<WatchlistEntry[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.em.find(WatchlistEntry, { id: { $in: [...ids] } });
  }
}
