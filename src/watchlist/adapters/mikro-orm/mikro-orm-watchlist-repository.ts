import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import type { IdKind } from '#contract/visitor-id.ts';
import { DomainError } from '#kernel/domain-error.ts';
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
            and (not exists (select 1 from watchlist_entry_site s where s.entry_id = watchlist_entry.id)
              or exists (select 1 from watchlist_entry_site s where s.entry_id = watchlist_entry.id and s.site_id = $4))
          order by id`,
};

const SITES_OF = {
  name: 'watchlist.entry_sites',
  text: 'select entry_id, site_id from watchlist_entry_site where entry_id = any($1::int[]) order by entry_id, site_id',
};

const LIMIT_TO_SITES = {
  name: 'watchlist.limit_to_sites',
  text: 'insert into watchlist_entry_site (entry_id, site_id) select $1, unnest($2::int[]) on conflict do nothing',
};

export class MikroOrmWatchlistRepository extends WatchlistRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  add(entry: WatchlistEntry): void {
    this.em.persist(entry);
  }

  async lockById(id: number): Promise<WatchlistEntry | null> {
    assertInTransaction(this.em, 'WatchlistRepository.lockById');
    const entry = await this.em.findOne(WatchlistEntry, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    return entry ? (await this.withSites([entry]))[0]! : null;
  }

  async list(status: WatchlistStatus): Promise<WatchlistEntry[]> {
    const where = status === 'active' ? { resolvedAt: null } : status === 'resolved' ? { resolvedAt: { $ne: null } } : {};
    return this.withSites(await this.em.find(WatchlistEntry, where, { orderBy: { createdAt: 'desc', id: 'desc' } }));
  }

  /** Each entry with the sites it is limited to (its own table, one read for them all). */
  private async withSites(entries: WatchlistEntry[]): Promise<WatchlistEntry[]> {
    const sites = await this.sitesOf(entries.map((entry) => entry.id));
    for (const entry of entries) entry.siteIds = sites.get(entry.id) ?? [];
    return entries;
  }

  async sitesOf(entryIds: readonly number[]): Promise<Map<number, number[]>> {
    const sites = new Map(entryIds.map((id) => [id, [] as number[]]));
    if (entryIds.length === 0) return sites;
    for (const row of await runPrepared<{ entry_id: number; site_id: number }>(this.em, SITES_OF, [[...entryIds]])) sites.get(row.entry_id)?.push(row.site_id);
    return sites;
  }

  async limitToSites(entryId: number, siteIds: readonly number[]): Promise<void> {
    if (siteIds.length === 0) return;
    // A site that does not exist is the caller's mistake, answered with its code (the foreign key says so).
    await runPrepared(this.em, LIMIT_TO_SITES, [entryId, [...siteIds]]).catch((error: unknown) => {
      // A raw statement's error is the driver's: 23503 is foreign_key_violation.
      if ((error as { code?: string } | null)?.code === '23503') throw new DomainError('watchlist.site_invalid');
      throw error;
    });
  }

  async candidatesFor(subject: WatchlistSubject, siteId: number): Promise<WatchlistCandidateRow[]> {
    const rows = await runPrepared<{ id: number; name_similarity: number; phone: string | null; id_kind: IdKind | null; id_last4: string | null }>(this.em, CANDIDATES, [
      subject.name,
      subject.phone,
      NAME_SIMILARITY_THRESHOLD,
      siteId,
    ]);
    return rows.map((row) => ({ id: row.id, phone: row.phone, idKind: row.id_kind, idLast4: row.id_last4, nameSimilarity: row.name_similarity }));
  }

  async byIds(ids: readonly number[]): Promise<WatchlistEntry[]> {
    if (ids.length === 0) return [];
    return this.withSites(await this.em.find(WatchlistEntry, { id: { $in: [...ids] } }));
  }
}
