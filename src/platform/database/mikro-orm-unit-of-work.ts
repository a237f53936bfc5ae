import type { EntityManager } from '@mikro-orm/postgresql';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { assertInTransaction } from './in-transaction.ts';
import { writeQueued } from './queued-writes.ts';

/**
 * One transaction per use case. Inside `run`, MikroORM routes every call on the shared
 * EntityManager to the transaction's fork, so repositories need nothing passed to them.
 */
export class MikroOrmUnitOfWork extends UnitOfWork {
  constructor(
    private readonly em: EntityManager,
    /** Called after each commit: the outbox sender uses it to deliver new mail at once. */
    private readonly afterCommit: () => void = () => {},
  ) {
    super();
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.em.isInTransaction()) return work();
    const result = await this.em.transactional(async () => {
      const value = await work();
      // Audit entries and queued mail go in before the ORM's own flush and the commit.
      await writeQueued(this.em);
      return value;
    });
    this.afterCommit();
    return result;
  }

  async flush(): Promise<void> {
    assertInTransaction(this.em, 'UnitOfWork.flush');
    await writeQueued(this.em);
    await this.em.flush();
  }

  async lock(key: string): Promise<void> {
    assertInTransaction(this.em, 'UnitOfWork.lock');
    // A transaction-level advisory lock: released by commit or rollback, never left behind.
    await this.em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [key]);
  }
}
