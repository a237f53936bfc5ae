import { DomainError } from '#kernel/domain-error.ts';
import type { ServerCrypto } from '../../platform/ports/server-crypto.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import type { Employee } from '../domain/employee.ts';
import { EmployeeTakenError, type EmployeeRepository } from './ports.ts';

/*
 * What registration and `vms users add` share to make an employee that nobody else makes at the same
 * moment: lock the address and the employee id, check that both are free, insert. The database's
 * unique constraints stay the last word: a violation of theirs answers the same 409 as the checks.
 */

const TAKEN_CODES = {
  email: 'registration.email_taken',
  empId: 'registration.employee_id_taken',
  externalId: 'scim.external_id_taken',
} as const;

/**
 * Inside `UnitOfWork.run`: holds the address and the employee id (whatever its case) until the
 * transaction ends, then checks that neither is taken. Always the address first, then the id, so that
 * two makers never wait for each other.
 */
export const claimNewEmployee = async (employees: EmployeeRepository, unitOfWork: UnitOfWork, email: string, empId: string | null): Promise<void> => {
  await unitOfWork.lock(`employee-email:${email.trim().toLowerCase()}`);
  if (empId !== null) await unitOfWork.lock(`employee-id:${empId.trim().toLowerCase()}`);
  if (await employees.findByEmail(email)) throw new DomainError(TAKEN_CODES.email);
  if (empId !== null && (await employees.findByEmpId(empId))) throw new DomainError(TAKEN_CODES.empId);
};

/** Writes the new employee; a unique violation (another maker got there first) is a 409. */
export const insertNewEmployee = async (employees: EmployeeRepository, employee: Employee): Promise<void> => {
  try {
    await employees.insert(employee);
  } catch (error) {
    if (error instanceof EmployeeTakenError) throw new DomainError(TAKEN_CODES[error.taken]);
    throw error;
  }
};

/** `X` and five random letters or digits: valid under the employee id rules and free (an account made without one). */
export const freeEmployeeId = async (employees: EmployeeRepository, crypto: ServerCrypto): Promise<string> => {
  for (;;) {
    const candidate = `X${crypto.randomToken(8).replace(/[^A-Za-z0-9]/g, '').slice(0, 5).toUpperCase()}`;
    if (candidate.length === 6 && !(await employees.findByEmpId(candidate))) return candidate;
  }
};
