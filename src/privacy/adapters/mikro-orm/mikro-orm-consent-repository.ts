import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { assertInTransaction } from '../../../platform/database/in-transaction.ts';
import { ConsentRepository } from '../../application/ports.ts';
import { ConsentEntry } from '../../domain/consent-entry.ts';
import type { ConsentSubject } from '../../domain/consent.ts';

const whereSubject = (subject: ConsentSubject) => (subject.kind === 'visit' ? { visitId: subject.visitId } : { employeeId: subject.employeeId });

export class MikroOrmConsentRepository extends ConsentRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  add(entry: ConsentEntry): void {
    assertInTransaction(this.em, 'ConsentRepository.add');
    this.em.persist(entry);
  }

  lockFor(subject: ConsentSubject): Promise<ConsentEntry[]> {
    assertInTransaction(this.em, 'ConsentRepository.lockFor');
    return this.em.find(ConsentEntry, whereSubject(subject), { orderBy: { id: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  listFor(subject: ConsentSubject): Promise<ConsentEntry[]> {
    return this.em.find(ConsentEntry, whereSubject(subject), { orderBy: { id: 'asc' }, refresh: true });
  }
}
