import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { EmployeeRepository, type EmployeeFilter } from '../../application/ports.ts';
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

  async findByEmails(emails: readonly string[]): Promise<Employee[]> {
    const found = await this.em.find(Employee, { email: { $in: emails.map((email) => email.trim().toLowerCase()) } }, WITH);
    const byEmail = new Map(found.map((employee) => [employee.email, employee]));
    return emails.flatMap((email) => byEmail.get(email.trim().toLowerCase()) ?? []);
  }

  findByIds(ids: readonly number[]): Promise<Employee[]> {
    return ids.length ? this.em.find(Employee, { id: { $in: [...ids] } }, WITH) : Promise.resolve([]);
  }

  async passwordHashOf(employee: Employee): Promise<string | null> {
    const row = await this.em.findOne(Employee, { id: employee.id }, { fields: ['passwordHash'], disableIdentityMap: true });
    return row?.passwordHash ?? null;
  }

  list(filter: EmployeeFilter): Promise<Employee[]> {
    return this.em.find(Employee, this.where(filter), { ...WITH, orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  count(filter: EmployeeFilter): Promise<number> {
    return this.em.count(Employee, this.where(filter));
  }

  listManagers(): Promise<Employee[]> {
    return this.em.find(
      Employee,
      { status: 'Approved', disabledAt: null, designation: { name: { $in: ['Manager', 'Admin'] } } },
      { ...WITH, orderBy: { name: 'asc' } },
    );
  }

  add(employee: Employee): void {
    this.em.persist(employee);
  }

  private where(filter: EmployeeFilter): FilterQuery<Employee> {
    return {
      ...(filter.status ? { status: filter.status } : {}),
      ...(filter.managerId !== undefined ? { manager: filter.managerId } : {}),
      ...(filter.includeDisabled ? {} : { disabledAt: null }),
    };
  }
}
