import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Writes that must commit with the change they belong to (queued audit and mail rows, a locked
 * row's update) are only allowed inside a use case's transaction.
 */
export const assertInTransaction = (em: EntityManager, what: string): void => {
  if (!em.isInTransaction()) {
    throw new Error(`${what} must be called inside UnitOfWork.run, so that it commits with the change it belongs to`);
  }
};
