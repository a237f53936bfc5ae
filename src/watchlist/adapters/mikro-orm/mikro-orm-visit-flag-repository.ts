import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { assertInTransaction } from '../../../platform/database/in-transaction.ts';
import { runPrepared, runSql } from '../../../platform/database/prepared-sql.ts';
import { VisitFlagRepository, type NewVisitFlag } from '../../application/ports.ts';
import { VisitFlag } from '../../domain/visit-flag.ts';

/** Asked at every check-in: one prepared statement on the (visit_id, entry_id) unique index. */
const HAS_OPEN_FLAG = { name: 'watchlist.has_open_flag', text: 'select exists (select 1 from visit_flag where visit_id = $1 and cleared_at is null) as flagged' };

export class MikroOrmVisitFlagRepository extends VisitFlagRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async raise(flags: readonly NewVisitFlag[]): Promise<number[]> {
    assertInTransaction(this.em, 'VisitFlagRepository.raise');
    if (flags.length === 0) return [];
    const rows = await runSql<{ entry_id: number }>(
      this.em,
      `insert into visit_flag (visit_id, entry_id, match_kind, raised_on, raised_at, door_mailed_at)
       select * from unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::timestamptz[], $6::timestamptz[])
       on conflict (visit_id, entry_id) do nothing
       returning entry_id`,
      [
        flags.map((f) => f.visitId),
        flags.map((f) => f.entryId),
        flags.map((f) => f.matchKind),
        flags.map((f) => f.raisedOn),
        flags.map((f) => f.at),
        flags.map((f) => f.doorMailedAt),
      ],
    );
    return rows.map((row) => row.entry_id);
  }

  async hasOpenFlag(visitId: number): Promise<boolean> {
    const [row] = await runPrepared<{ flagged: boolean }>(this.em, HAS_OPEN_FLAG, [visitId]);
    return row?.flagged ?? false;
  }

  lockOpenFlags(visitId: number): Promise<VisitFlag[]> {
    assertInTransaction(this.em, 'VisitFlagRepository.lockOpenFlags');
    return this.em.find(VisitFlag, { visitId, clearedAt: null }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true, orderBy: { id: 'asc' } });
  }

  openFlags(visitId: number): Promise<VisitFlag[]> {
    return this.em.find(VisitFlag, { visitId, clearedAt: null }, { refresh: true, orderBy: { id: 'asc' } });
  }

  async markMailedAtTheDoor(visitId: number, at: Date): Promise<number> {
    assertInTransaction(this.em, 'VisitFlagRepository.markMailedAtTheDoor');
    // Under READ COMMITTED a second UPDATE of the same rows waits for the first to commit, then
    // re-checks its WHERE on the new rows: the first try at the door marks them, the second none.
    const rows = await runSql<{ id: number }>(
      this.em,
      'update visit_flag set door_mailed_at = $2 where visit_id = $1 and cleared_at is null and door_mailed_at is null returning id',
      [visitId, at],
    );
    return rows.length;
  }
}
