import type { Employee } from '../domain/employee.ts';
import type { OtpPurpose } from '../domain/one-time-password.ts';

export type { OtpPurpose };

/** What the identity module records (DomainEvents): what happened to a registration or an account. */

/** A registrant as those told of them see them. */
export interface RegistrantFacts {
  readonly name: string;
  readonly email: string;
  readonly empId: string;
  readonly designation: string;
}

export interface PersonFacts {
  readonly name: string;
  readonly email: string;
}

/** A one-time code was made for an address; it is told the code (and nothing else is). */
export interface OtpIssued {
  readonly type: 'otp.issued';
  readonly email: string;
  readonly code: string;
  readonly purpose: OtpPurpose;
  readonly validMinutes: number;
}

/** A new employee registered and waits for their reporting manager's approval. */
export interface EmployeeRegistered {
  readonly type: 'employee.registered';
  readonly employee: RegistrantFacts;
  readonly manager: PersonFacts;
}

/** A pending registrant asked again for their manager's approval (at most every ten minutes). */
export interface EmployeeApprovalRequested {
  readonly type: 'employee.approval_requested';
  readonly employee: RegistrantFacts;
  readonly manager: PersonFacts;
}

/** A registration was approved: the employee may set a first password. */
export interface EmployeeApproved {
  readonly type: 'employee.approved';
  readonly employee: PersonFacts;
}

/** A registration was rejected with a reason and deleted (issue 28). */
export interface EmployeeRegistrationRejected {
  readonly type: 'employee.registration_rejected';
  readonly employee: PersonFacts;
  readonly reason: string;
}

declare module '../../platform/ports/domain-events.ts' {
  interface DomainEventMap {
    'otp.issued': OtpIssued;
    'employee.registered': EmployeeRegistered;
    'employee.approval_requested': EmployeeApprovalRequested;
    'employee.approved': EmployeeApproved;
    'employee.registration_rejected': EmployeeRegistrationRejected;
  }
}

/** An employee as the events name them. */
export const personFacts = (employee: Pick<Employee, 'name' | 'email'>): PersonFacts => ({ name: employee.name, email: employee.email });

export const registrantFacts = (employee: Employee): RegistrantFacts => ({
  name: employee.name,
  email: employee.email,
  empId: employee.empId,
  designation: employee.designation.name,
});
