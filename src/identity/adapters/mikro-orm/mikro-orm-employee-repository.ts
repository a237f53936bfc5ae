import { LoadStrategy, LockMode, sql, UniqueConstraintViolationException, type EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import { runPrepared } from '../../../platform/database/prepared-sql.ts';
import { REPORTING_MANAGER_DESIGNATIONS } from '#contract/capabilities.ts';
import { roleFromDesignation } from '#contract/roles.ts';
import { EmployeeRepository, EmployeeTakenError, type EmployeeAtSites, type EmployeeFilter, type EmployeeSummary, type ProvisionedCriteria, type ReadOptions } from '../../application/ports.ts';
import { Employee } from '../../domain/employee.ts';

const WITH = { populate: ['designation', 'manager', 'manager.designation'] } as const;

/** The unique constraints of the employee table, and what each one means for the caller. */
const TAKEN_BY_CONSTRAINT: Readonly<Record<string, EmployeeTakenError['taken']>> = {
  employee_email_unique: 'email',
  employee_emp_id_unique: 'empId',
  employee_emp_id_lower_unique: 'empId',
  employee_scim_external_id_unique: 'externalId',
};

const SUMMARIES_BY_IDS = {
  name: 'identity.employee_summaries',
  text: 'select e.id, e.email, e.name, e.emp_id, d.name as designation from employee e join designation d on d.id = e.designation_id where e.id = any($1::int[])',
};

const HOME_SITE_OF = { name: 'identity.employee_home_site', text: 'select home_site_id from employee where id = $1' };

/** The session's own read takes the same answer (MikroOrmSessionRepository). */
const SITES_OF = {
  name: 'identity.employee_sites',
  text: `select coalesce((select array_agg(es.site_id order by es.site_id) from employee_site es where es.employee_id = e.id), array[e.home_site_id]) as site_ids
           from employee e where e.id = $1`,
};

/** `SITES_OF` for everyone of some designations at once; `list`'s approved and enabled. */
const ACTIVE_WITH_SITES = {
  name: 'identity.employees_active_with_sites',
  text: `select e.id, e.email, e.name, e.emp_id, d.name as designation,
                coalesce((select array_agg(es.site_id order by es.site_id) from employee_site es where es.employee_id = e.id), array[e.home_site_id]) as site_ids
           from employee e join designation d on d.id = e.designation_id
          where e.status = 'Approved' and e.disabled_at is null and d.name = any($1::text[])
          order by e.id`,
};

/** `ilike all`: every typed word somewhere in the name; the words arrive as patterns already escaped. */
const SEARCH_BY_NAME = {
  name: 'identity.employee_search_by_name',
  text: `select e.id, e.email, e.name, e.emp_id, d.name as designation
           from employee e join designation d on d.id = e.designation_id
          where e.status = 'Approved' and e.disabled_at is null and d.name = any($1::text[]) and e.name ilike all($2::text[])
          order by e.name, e.id
          limit $3`,
};

/** A typed word as a LIKE pattern that matches it anywhere: `%`, `_` and `\` are only themselves. */
const containing = (word: string): string => `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

export class MikroOrmEmployeeRepository extends EmployeeRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  findById(id: number, options: ReadOptions = {}): Promise<Employee | null> {
    return this.em.findOne(Employee, { id }, { ...WITH, ...this.locking(options) });
  }

  findByScimExternalId(externalId: string): Promise<Employee | null> {
    return this.em.findOne(Employee, { scimExternalId: externalId }, WITH);
  }

  async provisionedPage(criteria: ProvisionedCriteria, offset: number, limit: number): Promise<{ employees: Employee[]; total: number }> {
    const where: FilterQuery<Employee> = {
      deprovisionedAt: null,
      ...(criteria.id !== undefined ? { id: criteria.id } : {}),
      ...(criteria.email !== undefined ? { email: criteria.email.trim().toLowerCase() } : {}),
      ...(criteria.externalId !== undefined ? { scimExternalId: criteria.externalId } : {}),
    };
    // A limit of 0 would read as none: SCIM's `count=0` asks for the total alone.
    if (limit === 0) return { employees: [], total: await this.em.count(Employee, where) };
    const [employees, total] = await this.em.findAndCount(Employee, where, { ...WITH, orderBy: { id: 'asc' }, offset, limit });
    return { employees, total };
  }

  findByEmail(email: string, options: ReadOptions = {}): Promise<Employee | null> {
    return this.em.findOne(Employee, { email: email.trim().toLowerCase() }, { ...WITH, ...this.locking(options) });
  }

  findByEmpId(empId: string): Promise<Employee | null> {
    // An equality on lower(emp_id), the unique index's expression: no LIKE pattern, so `_` is only `_`.
    return this.em.findOne(Employee, { [sql.lower((alias) => `${alias}.emp_id`)]: empId.trim().toLowerCase() }, WITH);
  }

  findBySsoSubject(issuer: string, subject: string, options: ReadOptions = {}): Promise<Employee | null> {
    return this.em.findOne(Employee, { ssoIssuer: issuer, ssoSubject: subject }, { ...WITH, ...this.locking(options) });
  }

  async findByEmails(emails: readonly string[], options: ReadOptions = {}): Promise<Employee[]> {
    const found = await this.em.find(
      Employee,
      { email: { $in: emails.map((email) => email.trim().toLowerCase()) } },
      // Locked in one order (by id) so that two overlapping bulk approvals cannot deadlock.
      { ...WITH, ...this.locking(options), orderBy: { id: 'asc' } },
    );
    const byEmail = new Map(found.map((employee) => [employee.email, employee]));
    return emails.flatMap((email) => byEmail.get(email.trim().toLowerCase()) ?? []);
  }

  async summariesByIds(ids: readonly number[]): Promise<EmployeeSummary[]> {
    if (ids.length === 0) return [];
    const rows = await runPrepared<{ id: number; email: string; name: string; emp_id: string; designation: string }>(this.em, SUMMARIES_BY_IDS, [ids]);
    return rows.map((row) => ({ id: row.id, email: row.email, name: row.name, empId: row.emp_id, role: roleFromDesignation(row.designation) }));
  }

  async sitesOf(id: number): Promise<number[]> {
    const [row] = await runPrepared<{ site_ids: number[] }>(this.em, SITES_OF, [id]);
    return row?.site_ids ?? [];
  }

  async activeWithSites(designations: readonly string[]): Promise<EmployeeAtSites[]> {
    if (designations.length === 0) return [];
    const rows = await runPrepared<{ id: number; email: string; name: string; emp_id: string; designation: string; site_ids: number[] }>(this.em, ACTIVE_WITH_SITES, [designations]);
    return rows.map((row) => ({ id: row.id, email: row.email, name: row.name, empId: row.emp_id, role: roleFromDesignation(row.designation), siteIds: row.site_ids }));
  }

  async homeSiteOf(id: number): Promise<number | null> {
    const [row] = await runPrepared<{ home_site_id: number }>(this.em, HOME_SITE_OF, [id]);
    return row?.home_site_id ?? null;
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
      { status: 'Approved', disabledAt: null, designation: { name: { $in: [...REPORTING_MANAGER_DESIGNATIONS] } } },
      { ...WITH, orderBy: { name: 'asc' } },
    );
  }

  async searchByName(words: readonly string[], designations: readonly string[], limit: number): Promise<EmployeeSummary[]> {
    const rows = await runPrepared<{ id: number; email: string; name: string; emp_id: string; designation: string }>(this.em, SEARCH_BY_NAME, [
      designations,
      words.map(containing),
      limit,
    ]);
    return rows.map((row) => ({ id: row.id, email: row.email, name: row.name, empId: row.emp_id, role: roleFromDesignation(row.designation) }));
  }

  async insert(employee: Employee): Promise<void> {
    this.em.persist(employee);
    try {
      await this.em.flush();
    } catch (error) {
      const taken = error instanceof UniqueConstraintViolationException ? TAKEN_BY_CONSTRAINT[constraintOf(error)] : undefined;
      if (taken) throw new EmployeeTakenError(taken);
      throw error;
    }
  }

  async removePending(employee: Employee): Promise<void> {
    // Now, not at commit: a registration of the same address later in this transaction must find it gone.
    this.em.remove(employee);
    await this.em.flush();
  }

  /**
   * `FOR UPDATE` of the employee's own rows only: relations load in queries of their own (a joined
   * designation would be locked too, and every employee of that designation shares it). `refresh`
   * lets the latest committed state win over anything this request loaded before.
   */
  private locking(options: ReadOptions) {
    return options.forUpdate ? ({ lockMode: LockMode.PESSIMISTIC_WRITE, strategy: LoadStrategy.SELECT_IN, refresh: true } as const) : {};
  }

  private where(filter: EmployeeFilter): FilterQuery<Employee> {
    return {
      ...(filter.status ? { status: filter.status } : {}),
      ...(filter.managerId !== undefined ? { manager: filter.managerId } : {}),
      ...(filter.includeDisabled ? {} : { disabledAt: null }),
    };
  }
}

const constraintOf = (error: UniqueConstraintViolationException): string => String((error as unknown as { constraint?: unknown }).constraint ?? '');
