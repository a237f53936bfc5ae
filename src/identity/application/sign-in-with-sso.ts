import { DomainError } from '#kernel/domain-error.ts';
import { DESIGNATION_OF, roleFromDesignation, type Designation } from '#contract/roles.ts';
import { employeeIdSchema } from '#contract/validation/identity-fields.ts';
import type { Actor, AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { DomainEvents } from '../../platform/ports/domain-events.ts';
import type { ServerCrypto } from '../../platform/ports/server-crypto.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import { Employee, reportingLineProblem } from '../domain/employee.ts';
import { personFacts, registrantFacts } from './identity-events.ts';
import { claimNewEmployee, freeEmployeeId, insertNewEmployee } from './new-employee.ts';
import type { DesignationRepository, EmployeeRepository, SessionRepository, VerifiedIdentity } from './ports.ts';
import { startSession, type LoggedIn } from './start-session.ts';

/** What the installation says about who may sign in by single sign-on and what a new employee gets (VMS_OIDC_*). */
export interface SsoPolicy {
  readonly emailDomain: string;
  readonly employeeIdClaim: string | null;
  readonly managerClaim: string | null;
  readonly groupsClaim: string;
  readonly groupDesignations: readonly { readonly group: string; readonly designation: Designation }[];
  readonly approvedGroups: readonly string[];
}

export interface SsoSignInCommand {
  readonly identity: VerifiedIdentity;
  readonly ip: string | null;
  readonly userAgent: string | null;
}

type Outcome = { ok: true; result: LoggedIn } | { ok: false; error: DomainError };

const NAME_MAX = 50;

const textClaim = (claims: VerifiedIdentity['claims'], name: string | null): string | null => {
  const value = name === null ? undefined : claims[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};

const groupsOf = (claims: VerifiedIdentity['claims'], name: string): string[] => {
  const value = claims[name];
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((group): group is string => typeof group === 'string') : [];
};

/**
 * `GET /auth/oidc/callback`, once the provider's ID token is verified: the employee this company
 * account is, then the same session a password sign-in makes (`startSession`: one session per user,
 * the idle and twelve-hour limits). In order:
 *
 * - an employee already linked to the account (issuer and subject) is that employee;
 * - otherwise an employee with the same address is linked, only when the provider says the address
 *   is verified (`email_verified`), and only when not linked to another account of that provider;
 * - otherwise a new employee is made, pending approval (their reporting manager's, from the manager
 *   claim when set and eligible; otherwise an admin's), unless one of their groups is an approved group.
 *   Their designation comes from the first mapped group, Employee otherwise.
 *
 * A pending or disabled employee gets the product's refusal for that state; a new pending employee
 * is kept (the refusal is answered after the transaction commits).
 */
export class SignInWithSso {
  constructor(
    private readonly employees: EmployeeRepository,
    private readonly designations: DesignationRepository,
    private readonly sessions: SessionRepository,
    private readonly events: DomainEvents,
    private readonly crypto: ServerCrypto,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    private readonly policy: SsoPolicy,
  ) {}

  async execute(command: SsoSignInCommand): Promise<LoggedIn> {
    const { identity } = command;
    const email = identity.email?.trim().toLowerCase() ?? '';
    if (!email || !identity.emailVerified) return this.refuse(new DomainError('sso.email_unverified'), identity, email || null, command.ip);
    if (!email.endsWith(`@${this.policy.emailDomain}`)) return this.refuse(new DomainError('sso.domain_not_allowed'), identity, email, command.ip);

    const outcome = await this.unitOfWork.run(async (): Promise<Outcome> => {
      const now = this.clock.now();
      const employee = (await this.linked(identity)) ?? (await this.linkByEmail(identity, email)) ?? (await this.create(identity, email, now));
      if (employee.isDisabled() || employee.isPending()) {
        const error = new DomainError(employee.isDisabled() ? 'account.disabled' : 'account.pending');
        this.audit.record({
          actor: { type: 'employee', id: employee.id, label: employee.email },
          action: 'employee.login_failed',
          subjectType: 'employee',
          subjectId: employee.email,
          details: { ip: command.ip, method: 'sso', code: error.code },
        });
        return { ok: false, error };
      }
      const result = await startSession({ sessions: this.sessions, crypto: this.crypto, audit: this.audit }, employee, now, {
        ip: command.ip,
        userAgent: command.userAgent,
        method: 'sso',
      });
      return { ok: true, result };
    });
    if (!outcome.ok) throw outcome.error;
    return outcome.result;
  }

  private linked(identity: VerifiedIdentity): Promise<Employee | null> {
    return this.employees.findBySsoSubject(identity.issuer, identity.subject, { forUpdate: true });
  }

  private async linkByEmail(identity: VerifiedIdentity, email: string): Promise<Employee | null> {
    const employee = await this.employees.findByEmail(email, { forUpdate: true });
    if (!employee) return null;
    // Another account of this provider already holds the employee: the address was given to someone else.
    if (employee.ssoIssuer === identity.issuer && employee.ssoSubject !== null) throw new DomainError('sso.already_linked');
    employee.linkSso(identity.issuer, identity.subject);
    this.audit.record({
      actor: { type: 'employee', id: employee.id, label: employee.email },
      action: 'employee.sso_linked',
      subjectType: 'employee',
      subjectId: employee.email,
      details: { issuer: identity.issuer },
    });
    return employee;
  }

  private async create(identity: VerifiedIdentity, email: string, now: Date): Promise<Employee> {
    const claimedId = textClaim(identity.claims, this.policy.employeeIdClaim);
    const empId = claimedId !== null && employeeIdSchema.safeParse(claimedId).success ? claimedId : null;
    await claimNewEmployee(this.employees, this.unitOfWork, email, empId);

    const groups = groupsOf(identity.claims, this.policy.groupsClaim);
    const mapped = this.policy.groupDesignations.find((mapping) => groups.includes(mapping.group));
    const designationName = mapped?.designation ?? DESIGNATION_OF.employee;
    const designation = await this.designations.findByName(designationName);
    const role = roleFromDesignation(designationName);
    if (!designation || !role) throw new DomainError('registration.designation_invalid');

    const managerEmail = textClaim(identity.claims, this.policy.managerClaim);
    const candidate = managerEmail ? await this.employees.findByEmail(managerEmail) : null;
    const manager = candidate && reportingLineProblem(role, candidate) === null ? candidate : null;

    const employee = new Employee({
      empId: empId ?? (await freeEmployeeId(this.employees, this.crypto)),
      name: (identity.name?.trim() || email.slice(0, email.indexOf('@'))).slice(0, NAME_MAX),
      email,
      phone: null,
      designation,
      manager,
      createdAt: now,
    });
    employee.linkSso(identity.issuer, identity.subject);
    const actor: Actor = { type: 'employee', label: email };
    const approved = groups.some((group) => this.policy.approvedGroups.includes(group));
    if (approved) employee.approve(null, now);
    else employee.approvalNoticeAt = now;
    await insertNewEmployee(this.employees, employee);
    this.audit.record({
      actor,
      action: 'employee.registered',
      subjectType: 'employee',
      subjectId: email,
      details: { via: 'sso', issuer: identity.issuer, designation: designation.name, manager: manager?.email ?? null, empId: employee.empId, approvedByGroup: approved },
    });
    // The reporting manager is asked as a registration asks them; without one, the admins' approval list has them.
    if (!approved && manager) await this.events.record({ type: 'employee.registered', employee: registrantFacts(employee), manager: personFacts(manager) });
    return employee;
  }

  /** Audits a sign-in refused before any employee was looked at (in a transaction of its own), then refuses it. */
  private async refuse(error: DomainError, identity: VerifiedIdentity, email: string | null, ip: string | null): Promise<never> {
    await this.unitOfWork.run(async () => {
      this.audit.record({
        actor: { type: 'employee', label: email ?? `sso:${identity.subject}` },
        action: 'employee.login_failed',
        subjectType: 'employee',
        ...(email ? { subjectId: email } : {}),
        details: { ip, method: 'sso', code: error.code, issuer: identity.issuer },
      });
    });
    throw error;
  }
}
