import { LockMode, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '#kernel/domain-error.ts';
import { assertInTransaction } from '../../../platform/database/in-transaction.ts';
import { runPrepared } from '../../../platform/database/prepared-sql.ts';
import { ApiTokenRepository } from '../../application/ports.ts';
import { ApiToken } from '../../domain/api-token.ts';

/** Writes the last use only when the one on record is the precision old or older (or none): one statement, so replicas race harmlessly. */
const TOUCH = {
  name: 'api_tokens.touch',
  text: 'update api_token set last_used_at = $2 where id = $1 and (last_used_at is null or last_used_at <= $3)',
};

/** A change that ran into the name index: the name is another token's. */
const takenName = (error: unknown): never => {
  if (error instanceof UniqueConstraintViolationException) throw new DomainError('token.name_taken');
  throw error;
};

export class MikroOrmApiTokenRepository extends ApiTokenRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async add(token: ApiToken): Promise<void> {
    assertInTransaction(this.em, 'ApiTokenRepository.add');
    this.em.persist(token);
    await this.em.flush().catch(takenName);
  }

  list(): Promise<ApiToken[]> {
    return this.em.find(ApiToken, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, refresh: true });
  }

  lockById(id: number): Promise<ApiToken | null> {
    assertInTransaction(this.em, 'ApiTokenRepository.lockById');
    return this.em.findOne(ApiToken, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  findByHash(tokenHash: string): Promise<ApiToken | null> {
    // Outside the identity map: each call judges the row as it is now (revoked a moment ago, say).
    return this.em.findOne(ApiToken, { tokenHash }, { disableIdentityMap: true });
  }

  async touch(id: number, at: Date, olderThan: Date): Promise<void> {
    await runPrepared(this.em, TOUCH, [id, at, olderThan]);
  }

  async save(token: ApiToken): Promise<void> {
    assertInTransaction(this.em, 'ApiTokenRepository.save');
    this.em.persist(token);
    await this.em.flush();
  }
}
