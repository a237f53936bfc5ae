import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { VisitorPassRepository } from '../../application/ports.ts';
import { VisitorPass } from '../../domain/visitor-pass.ts';

export class MikroOrmVisitorPassRepository extends VisitorPassRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  add(pass: VisitorPass): void {
    this.em.persist(pass);
  }

  findById(id: number): Promise<VisitorPass | null> {
    return this.em.findOne(VisitorPass, { id });
  }

  findByIdForUpdate(id: number): Promise<VisitorPass | null> {
    return this.em.findOne(VisitorPass, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  findManyForUpdate(ids: readonly number[]): Promise<VisitorPass[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.em.find(VisitorPass, { id: { $in: [...ids] } }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true, orderBy: { id: 'asc' } });
  }

  countCreatedBy(employeeId: number): Promise<number> {
    return this.em.count(VisitorPass, { createdById: employeeId });
  }

  findByPassCode(passCode: string): Promise<VisitorPass | null> {
    return this.em.findOne(VisitorPass, { passCode: passCode.trim().toUpperCase() });
  }

  async passCodeTaken(passCode: string): Promise<boolean> {
    return (await this.em.count(VisitorPass, { passCode })) > 0;
  }

  listForHost(hostId: number, options: { submittedOnly: boolean }): Promise<VisitorPass[]> {
    return this.em.find(
      VisitorPass,
      { hostId, anonymisedAt: null, ...(options.submittedOnly ? { submittedAt: { $ne: null } } : {}) },
      { orderBy: { visitDate: 'desc', visitTime: 'desc', id: 'desc' }, limit: 500 },
    );
  }

  listForDay(day: string, hostId: number | null): Promise<VisitorPass[]> {
    return this.em.find(VisitorPass, { visitDate: day, ...(hostId !== null ? { hostId } : {}) }, { orderBy: { visitTime: 'asc', id: 'asc' } });
  }

  listAwaitingApproval(hostId: number | null): Promise<VisitorPass[]> {
    return this.em.find(
      VisitorPass,
      { submittedAt: { $ne: null }, approveStatus: 'Pending', anonymisedAt: null, ...(hostId !== null ? { hostId } : {}) },
      { orderBy: { visitDate: 'asc', visitTime: 'asc', id: 'asc' } },
    );
  }

  pageNotAnonymisedBefore(day: string, afterId: number, limit: number): Promise<VisitorPass[]> {
    return this.em.find(VisitorPass, { visitDate: { $lt: day }, anonymisedAt: null, id: { $gt: afterId } }, { orderBy: { id: 'asc' }, limit });
  }

  countNotAnonymisedBefore(day: string): Promise<number> {
    return this.em.count(VisitorPass, { visitDate: { $lt: day }, anonymisedAt: null });
  }

  release(): void {
    this.em.clear();
  }
}
