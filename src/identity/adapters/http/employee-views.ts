import type { EmployeeRow, LoginUser, ManagerOptionAnswer, RegistrationSite, SessionAnswer, SessionData } from '#contract/api/identity-answers.ts';
import type { PayloadEnvelope } from '#contract/envelope/envelope-format.ts';
import type { Employee } from '../../domain/employee.ts';

/**
 * The identity answers' rows, typed with the shared answer schemas (src/contract/api/identity-answers.ts)
 * so that the compiler holds them to the contract the SPA parses with.
 */

/** An employee as the approval list shows it (docs/product/identity.md ID-APPROVAL-01). */
export const employeeRow = (employee: Employee): EmployeeRow => ({
  emp_name: employee.name,
  emp_id: employee.empId,
  emp_email: employee.email,
  emp_phonenumber: employee.phone ?? '',
  userstatus: employee.status,
});

/**
 * Each row with its home site's name, when the installation has several sites (issue 30): what the
 * registrant picked, for the approver to see; a one-site installation's rows are as before.
 */
export const withHomeSites = (rows: readonly [Employee, EmployeeRow][], sites: readonly RegistrationSite[]): EmployeeRow[] => {
  if (sites.length < 2) return rows.map(([, row]) => row);
  const names = new Map(sites.map((site) => [site.id, site.name]));
  return rows.map(([employee, row]) => ({ ...row, home_site: names.get(employee.homeSiteId) ?? '' }));
};

/** A manager in the registration dropdown: the name enveloped on its own, as docs/product/api.md API-CALLS has it. */
export const managerOption = (manager: Employee, envelope: PayloadEnvelope): ManagerOptionAnswer => ({
  id: manager.id,
  emp_name: envelope.encrypt(manager.name),
  emp_email: manager.email,
  jobtitle: manager.designation.name,
});

/** The login answer's sessionData: the id plain, every other field enveloped one by one. */
export const sessionData = (employee: Employee, envelope: PayloadEnvelope): SessionData => ({
  id: employee.id,
  emp_name: envelope.encrypt(employee.name),
  emp_email: envelope.encrypt(employee.email),
  emp_phonenumber: envelope.encrypt(employee.phone ?? ''),
  emp_id: envelope.encrypt(employee.empId),
  manager: envelope.encrypt(employee.manager?.email ?? ''),
  userstatus: envelope.encrypt(employee.status),
  jobtitle: envelope.encrypt(employee.designation.name),
});

/**
 * A live session as the login answer and the session lookup both give it (without the login's message):
 * the holder's sessionData, the session's public handle and the enveloped `user`.
 */
export const signedInAnswer = (employee: Employee, sessionId: string, envelope: PayloadEnvelope): SessionAnswer => {
  const user: LoginUser = { email: employee.email, employee_id: employee.empId, designation: employee.designation.name };
  return {
    result: { sessionData: sessionData(employee, envelope), storedSessionId: sessionId, isAuthenticated: true },
    user: envelope.encrypt(user),
  };
};
