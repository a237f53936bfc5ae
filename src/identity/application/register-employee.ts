import { DomainError } from '#kernel/domain-error.ts';
import { MESSAGES } from '#contract/messages.ts';
import { roleFromDesignation } from '#contract/roles.ts';
import type { RegistrationPayload } from '#contract/validation/auth-payloads.ts';
import type { AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { DomainEvents } from '../../platform/ports/domain-events.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import { Employee, reportingLineProblem } from '../domain/employee.ts';
import { personFacts, registrantFacts } from './identity-events.ts';
import { claimNewEmployee, insertNewEmployee } from './new-employee.ts';
import type { DesignationRepository, EmployeeRepository, OtpRepository, RegistrationSites } from './ports.ts';
import type { ConsentLedger } from '../../privacy/application/consent-ledger.ts';
import type { VerifyCaptcha } from './verify-captcha.ts';

export const REPORTING_LINE_CODES = {
  missing: 'registration.manager_required',
  not_a_manager: 'registration.manager_invalid',
  admin_needs_admin: 'registration.admin_manager_required',
} as const;

/**
 * `POST /api/auth/submit-user-data`: a new employee, pending their reporting manager's approval.
 * Needs the captcha and a verified registration OTP for the address from the last 15 minutes, used
 * up by the one registration it allows; the registration is recorded (`employee.registered`: the manager is told) in the same transaction.
 * Simultaneous registrations of one address or one employee id make one employee; the rest are 409.
 */
export class RegisterEmployee {
  constructor(
    private readonly employees: EmployeeRepository,
    private readonly designations: DesignationRepository,
    private readonly otps: OtpRepository,
    private readonly verifyCaptcha: VerifyCaptcha,
    private readonly events: DomainEvents,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    private readonly consents: ConsentLedger,
    private readonly sites: RegistrationSites,
  ) {}

  async execute(payload: RegistrationPayload): Promise<{ message: string }> {
    if (!(await this.verifyCaptcha.execute(payload.captchaId, payload.captcha))) {
      throw new DomainError('captcha.wrong', { message: MESSAGES.registration.captchaIncorrect });
    }
    return this.unitOfWork.run(async () => {
      const now = this.clock.now();
      // Taken first: of simultaneous registrations of one address, the later ones are told it is
      // registered, not that their (by then used) proof is gone.
      await claimNewEmployee(this.employees, this.unitOfWork, payload.email, payload.employeeid);
      const proof = await this.otps.latestProof(payload.email, ['register'], { forUpdate: true });
      if (!proof || !proof.isUsableProof(now)) throw new DomainError('otp.not_verified');

      const designation = await this.designations.findByName(payload.selectedDesignation);
      const role = designation ? roleFromDesignation(designation.name) : null;
      if (!designation || !role) throw new DomainError('registration.designation_invalid');
      const manager = await this.employees.findByEmail(payload.selectedManager);
      const problem = reportingLineProblem(role, manager);
      if (problem || !manager) throw new DomainError(REPORTING_LINE_CODES[problem ?? 'missing']);
      const homeSiteId = await this.homeSite(payload.homeSiteId);

      const employee = new Employee({
        empId: payload.employeeid,
        name: payload.name,
        email: payload.email,
        phone: payload.phonenumber,
        designation,
        manager,
        createdAt: now,
        homeSiteId,
      });
      employee.approvalNoticeAt = now;
      proof.consume(now);
      await insertNewEmployee(this.employees, employee);
      // The consent given on the notice step before registering (issue 31), at the home site whose notice was read (issue 30), kept with the registration or neither.
      await this.consents.record({ subject: { kind: 'employee', employeeId: employee.id }, siteId: homeSiteId, channel: 'registration', consent: payload.consent, at: now });
      await this.events.record({ type: 'employee.registered', employee: registrantFacts(employee), manager: personFacts(manager) });
      this.audit.record({
        actor: { type: 'employee', label: employee.email },
        action: 'employee.registered',
        subjectType: 'employee',
        subjectId: employee.email,
        details: { designation: designation.name, manager: manager.email, empId: employee.empId, homeSiteId },
      });
      return { message: MESSAGES.registration.success };
    });
  }

  /**
   * The registrant's home site (issue 30): the one picked, which must exist, or the only site of a
   * one-site installation, which shows no picker; with several sites one must be picked.
   */
  private async homeSite(picked: number | undefined): Promise<number> {
    const sites = await this.sites.list();
    if (picked === undefined) {
      if (sites.length === 1) return sites[0]!.id;
      throw new DomainError('registration.home_site_required');
    }
    if (!sites.some((site) => site.id === picked)) throw new DomainError('registration.home_site_invalid');
    return picked;
  }
}
