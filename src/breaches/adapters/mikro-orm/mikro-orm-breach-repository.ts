import { LockMode, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '#kernel/domain-error.ts';
import { assertInTransaction } from '../../../platform/database/in-transaction.ts';
import { runSql } from '../../../platform/database/prepared-sql.ts';
import { BreachRepository } from '../../application/ports.ts';
import { Breach, BreachNotice } from '../../domain/breach.ts';

/** Writes only while no notice was sent: under the row's lock, the second of two sendings finds nothing to update. */
const MARK_SENT = 'update breach set notices_sent_at = $2, notices_sent_by = $3 where id = $1 and notices_sent_at is null returning id';
const NOTICE_COUNTS = 'select breach_id as "breachId", count(*)::int as n from breach_notice where breach_id = any($1::int[]) group by breach_id';

export class MikroOrmBreachRepository extends BreachRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async add(breach: Breach): Promise<void> {
    assertInTransaction(this.em, 'BreachRepository.add');
    this.em.persist(breach);
    await this.em.flush();
  }

  list(): Promise<Breach[]> {
    return this.em.find(Breach, {}, { orderBy: { awareAt: 'desc', id: 'desc' }, refresh: true });
  }

  byId(id: number): Promise<Breach | null> {
    return this.em.findOne(Breach, { id }, { refresh: true });
  }

  lockById(id: number): Promise<Breach | null> {
    assertInTransaction(this.em, 'BreachRepository.lockById');
    return this.em.findOne(Breach, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  async save(breach: Breach): Promise<void> {
    assertInTransaction(this.em, 'BreachRepository.save');
    this.em.persist(breach);
    await this.em.flush();
  }

  async markNoticesSent(id: number, by: string, at: Date): Promise<boolean> {
    assertInTransaction(this.em, 'BreachRepository.markNoticesSent');
    return (await runSql<{ id: number }>(this.em, MARK_SENT, [id, at, by])).length === 1;
  }

  async addNotices(notices: readonly BreachNotice[]): Promise<void> {
    assertInTransaction(this.em, 'BreachRepository.addNotices');
    for (const notice of notices) this.em.persist(notice);
    await this.em.flush().catch((error: unknown) => {
      if (error instanceof UniqueConstraintViolationException) throw new DomainError('breach.notices_already_sent');
      throw error;
    });
  }

  noticesOf(breachId: number): Promise<BreachNotice[]> {
    return this.em.find(BreachNotice, { breachId }, { orderBy: { id: 'asc' } });
  }

  async noticeCounts(breachIds: readonly number[]): Promise<ReadonlyMap<number, number>> {
    if (breachIds.length === 0) return new Map();
    const rows = await runSql<{ breachId: number; n: number }>(this.em, NOTICE_COUNTS, [breachIds]);
    return new Map(rows.map((row) => [row.breachId, row.n]));
  }
}
