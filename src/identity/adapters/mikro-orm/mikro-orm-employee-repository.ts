import type { EntityManager } from '@mikro-orm/postgresql';
import { EmployeeRepository } from '../../application/ports.ts';
import { Employee } from '../../domain/employee.ts';

const WITH = { populate: ['designation', 'manager', 'manager.designation'] } as const;

export class MikroOrmEmployeeRepository extends EmployeeRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  findById(id: number): Promise<Employee | null> {
    return this.em.findOne(Employee, { id }, WITH);
  }

  findByEmail(email: string): Promise<Employee | null> {
    return this.em.findOne(Employee, { email: email.trim().toLowerCase() }, WITH);
  }

  findByEmpId(empId: string): Promise<Employee | null> {
    return this.em.findOne(Employee, { empId: { $ilike: empId.trim() } }, WITH);
  }

  add(employee: Employee): void {
    this.em.persist(employee);
  }
}
