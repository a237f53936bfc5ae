import type { EntityManager } from '@mikro-orm/postgresql';
import { assertInTransaction } from '../../../platform/database/in-transaction.ts';
import { RetentionRuns } from '../../application/retention-ports.ts';
import { RetentionRun } from '../../domain/retention-run.ts';

export class MikroOrmRetentionRuns extends RetentionRuns {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async add(run: RetentionRun): Promise<void> {
    assertInTransaction(this.em, 'RetentionRuns.add');
    this.em.persist(run);
    await this.em.flush();
  }

  list(criteria: { readonly siteId?: number; readonly since?: Date }): Promise<RetentionRun[]> {
    return this.em.find(
      RetentionRun,
      { ...(criteria.siteId !== undefined ? { siteId: criteria.siteId } : {}), ...(criteria.since ? { ranAt: { $gte: criteria.since } } : {}) },
      { orderBy: { ranAt: 'desc', id: 'desc' }, refresh: true },
    );
  }
}
