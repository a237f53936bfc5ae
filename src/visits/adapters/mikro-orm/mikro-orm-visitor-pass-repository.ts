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
}
