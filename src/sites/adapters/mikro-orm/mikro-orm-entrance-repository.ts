import { LockMode, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '#kernel/domain-error.ts';
import { assertInTransaction } from '../../../platform/database/in-transaction.ts';
import { EntranceRepository } from '../../application/ports.ts';
import { Entrance } from '../../domain/entrance.ts';
import { forgetPlaces } from './mikro-orm-site-repository.ts';

/** A write that ran into the name index: the name is in use at the site. */
const takenName = (error: unknown): never => {
  if (error instanceof UniqueConstraintViolationException) throw new DomainError('entrance.name_taken');
  throw error;
};

export class MikroOrmEntranceRepository extends EntranceRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  ofSite(siteId: number): Promise<Entrance[]> {
    return this.em.find(Entrance, { siteId }, { refresh: true });
  }

  all(): Promise<Entrance[]> {
    return this.em.find(Entrance, {}, { refresh: true });
  }

  lockById(id: number): Promise<Entrance | null> {
    assertInTransaction(this.em, 'EntranceRepository.lockById');
    return this.em.findOne(Entrance, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  async add(entrance: Entrance): Promise<void> {
    assertInTransaction(this.em, 'EntranceRepository.add');
    this.em.persist(entrance);
    await this.em.flush().catch(takenName);
    forgetPlaces();
  }

  async save(entrance: Entrance): Promise<void> {
    assertInTransaction(this.em, 'EntranceRepository.save');
    this.em.persist(entrance);
    await this.em.flush().catch(takenName);
    forgetPlaces();
  }
}
