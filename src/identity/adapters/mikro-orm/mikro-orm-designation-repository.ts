import type { EntityManager } from '@mikro-orm/postgresql';
import { DesignationRepository } from '../../application/ports.ts';
import { Designation } from '../../domain/designation.ts';

export class MikroOrmDesignationRepository extends DesignationRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  list(): Promise<Designation[]> {
    return this.em.find(Designation, {}, { orderBy: { id: 'asc' } });
  }

  findByName(name: string): Promise<Designation | null> {
    return this.em.findOne(Designation, { name: { $ilike: name.trim() } });
  }

  add(designation: Designation): void {
    this.em.persist(designation);
  }
}
