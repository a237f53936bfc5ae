import { canBeReportingManager, mayReportTo } from '#contract/capabilities.ts';
import type { Role } from '#contract/roles.ts';
import { LOGIN_POLICY } from './auth-policy.ts';
import type { Designation } from './designation.ts';

export const EMPLOYEE_STATUS = { pending: 'Approval Pending', approved: 'Approved' } as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUS)[keyof typeof EMPLOYEE_STATUS];

export interface NewEmployee {
  readonly empId: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string | null;
  readonly designation: Designation;
  readonly manager: Employee | null;
  readonly createdAt: Date;
  /** The home site picked at registration (issue 30); none: the database's default, the first site. */
  readonly homeSiteId?: number;
}

export class Employee {
  id!: number;
  /** The company's employee id, as the registrant typed it. */
  empId: string;
  name: string;
  /** Always lowercased. */
  email: string;
  /** Unknown for accounts made from the CLI until the person adds it. */
  phone: string | null;
  designation: Designation;
  manager: Employee | null;
  status: EmployeeStatus = EMPLOYEE_STATUS.pending;
  /** scrypt of the SHA-256 the SPA sends; null until the first password is set ("First Login"). */
  passwordHash: string | null = null;
  passwordSetAt: Date | null = null;
  /** Failed logins in the current 15-minute window, for the lockout of docs/product/identity.md ID-SIGNIN-06. */
  failedLoginCount = 0;
  failedLoginWindowStart: Date | null = null;
  lockedUntil: Date | null = null;
  approvedAt: Date | null = null;
  approvedById: number | null = null;
  /** When the manager was last asked to approve (the registration notice or a reminder). */
  approvalNoticeAt: Date | null = null;
  disabledAt: Date | null = null;
  /** The company account this employee signs in with (single sign-on): the issuer and its subject, unique together. */
  ssoIssuer: string | null = null;
  ssoSubject: string | null = null;
  /** The identity provider's own id for this person, as SCIM provisioning sends it (`externalId`); null when never provisioned. */
  scimExternalId: string | null = null;
  /**
   * When SCIM provisioning deleted the employee (ADR 41): disabled, and no longer one of the provider's
   * users. The row stays, because visits name their host; creating the same address again restores it.
   */
  deprovisionedAt: Date | null = null;
  createdAt: Date;
  /**
   * The site the employee works at (issue 30): a host's passes are for it unless they say otherwise.
   * Picked at registration; else set by the database when the employee is added (the installation's
   * first site, ADR 40).
   */
  homeSiteId!: number;

  constructor(props: NewEmployee) {
    this.empId = props.empId;
    this.name = props.name;
    this.email = props.email.toLowerCase();
    this.phone = props.phone;
    this.designation = props.designation;
    this.manager = props.manager;
    this.createdAt = props.createdAt;
    // Only when picked: left unset, the insert names none and the database's default applies.
    if (props.homeSiteId !== undefined) this.homeSiteId = props.homeSiteId;
  }

  role(): Role | null {
    return this.designation.role();
  }

  /**
   * As a session's holder, what this entity alone knows of where they work: the home site. A session
   * read for a call (SessionHolderFacts) has the employee's site assignments too (ADR 42).
   */
  siteIds(): readonly number[] {
    return [this.homeSiteId];
  }

  isPending(): boolean {
    return this.status === EMPLOYEE_STATUS.pending;
  }

  /** Approved but has never set a password: the existence check reports "First Login". */
  isFirstLogin(): boolean {
    return this.status === EMPLOYEE_STATUS.approved && this.passwordSetAt === null;
  }

  isDisabled(): boolean {
    return this.disabledAt !== null;
  }

  /** Minutes left of a lockout, or 0 when the account may try to log in. */
  lockoutMinutesLeft(now: Date): number {
    if (!this.lockedUntil || this.lockedUntil.getTime() <= now.getTime()) return 0;
    return Math.ceil((this.lockedUntil.getTime() - now.getTime()) / 60_000);
  }

  /**
   * Five failures within fifteen minutes lock the account for fifteen minutes. Returns true when this
   * failure is the one that locked it. Callers record failures one at a time (the row locked), so
   * that simultaneous failures all count.
   */
  recordFailedLogin(now: Date): boolean {
    const windowStart = this.failedLoginWindowStart?.getTime() ?? 0;
    if (now.getTime() - windowStart > LOGIN_POLICY.failureWindow) {
      this.failedLoginWindowStart = now;
      this.failedLoginCount = 0;
    }
    this.failedLoginCount += 1;
    if (this.failedLoginCount >= LOGIN_POLICY.maxFailures) {
      this.lockedUntil = new Date(now.getTime() + LOGIN_POLICY.lockout);
      this.failedLoginCount = 0;
      this.failedLoginWindowStart = null;
      return true;
    }
    return false;
  }

  recordSuccessfulLogin(): void {
    this.failedLoginCount = 0;
    this.failedLoginWindowStart = null;
    this.lockedUntil = null;
  }

  /** Signs in with this company account from now on (its e-mail was verified by the provider). */
  linkSso(issuer: string, subject: string): void {
    this.ssoIssuer = issuer;
    this.ssoSubject = subject;
  }

  disable(now: Date): void {
    this.disabledAt = now;
  }

  /** May sign in again (SCIM `active: true`); sessions ended by the disabling stay ended. */
  enable(): void {
    this.disabledAt = null;
  }

  isDeprovisioned(): boolean {
    return this.deprovisionedAt !== null;
  }

  /** SCIM DELETE: disabled, and no longer answered as the provider's user until it is created again. */
  deprovision(now: Date): void {
    if (this.disabledAt === null) this.disabledAt = now;
    this.deprovisionedAt = now;
  }

  /** Created again by the provider after a delete: its user once more. */
  reprovision(): void {
    this.deprovisionedAt = null;
  }

  approve(approvedById: number | null, now: Date): void {
    this.status = EMPLOYEE_STATUS.approved;
    this.approvedAt = now;
    this.approvedById = approvedById;
  }

  setPassword(passwordHash: string, now: Date): void {
    this.passwordHash = passwordHash;
    this.passwordSetAt = now;
    this.failedLoginCount = 0;
    this.failedLoginWindowStart = null;
    this.lockedUntil = null;
  }
}

/**
 * Who may report to whom: a manager must be a manager or an admin, and an admin reports to an admin
 * (docs/product/roles-and-screens.md ROLE-07). Returns the reason it may not, or null when it may.
 */
export const reportingLineProblem = (role: Role, manager: Employee | null): 'missing' | 'not_a_manager' | 'admin_needs_admin' | null => {
  if (!manager) return 'missing';
  const managerRole = manager.role();
  if (manager.isPending() || manager.isDisabled() || !canBeReportingManager(managerRole)) return 'not_a_manager';
  if (!mayReportTo(role, managerRole)) return 'admin_needs_admin';
  return null;
};
