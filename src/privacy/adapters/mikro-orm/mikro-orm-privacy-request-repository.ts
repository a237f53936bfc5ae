import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import type { PrivacyRequestStatus } from '#contract/privacy-rights.ts';
import { assertInTransaction } from '../../../platform/database/in-transaction.ts';
import { PrivacyRequestRepository } from '../../application/rights-ports.ts';
import { PrivacyRequest } from '../../domain/privacy-request.ts';

export class MikroOrmPrivacyRequestRepository extends PrivacyRequestRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async add(request: PrivacyRequest): Promise<void> {
    assertInTransaction(this.em, 'PrivacyRequestRepository.add');
    // Flushed now: the answer, the audit entry and the mail name the request by its id.
    await this.em.persist(request).flush();
  }

  findForUpdate(id: number): Promise<PrivacyRequest | null> {
    assertInTransaction(this.em, 'PrivacyRequestRepository.findForUpdate');
    return this.em.findOne(PrivacyRequest, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  list(status: PrivacyRequestStatus | null): Promise<PrivacyRequest[]> {
    return this.em.find(PrivacyRequest, status ? { status } : {}, { orderBy: { dueAt: 'asc', id: 'asc' }, refresh: true });
  }

  ofSubject(subjectHash: string): Promise<PrivacyRequest[]> {
    return this.em.find(PrivacyRequest, { subjectHash }, { orderBy: { id: 'asc' }, refresh: true });
  }

  openErasuresForUpdate(): Promise<PrivacyRequest[]> {
    assertInTransaction(this.em, 'PrivacyRequestRepository.openErasuresForUpdate');
    return this.em.find(PrivacyRequest, { kind: 'erasure', status: 'open' }, { orderBy: { id: 'asc' }, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE, refresh: true });
  }
}
