import type { ExistenceStatus } from '#contract/api/identity-answers.ts';
import type { EmployeeRepository } from './ports.ts';

/**
 * `POST /api/auth/check-user-existence`: whether the address is registered and where the person
 * stands (pending, approved but without a password yet, or approved).
 */
export class CheckUserExistence {
  constructor(private readonly employees: EmployeeRepository) {}

  async execute(email: string): Promise<{ emailExists: boolean; status: ExistenceStatus | null }> {
    const employee = await this.employees.findByEmail(email);
    if (!employee) return { emailExists: false, status: null };
    return { emailExists: true, status: employee.isFirstLogin() ? 'First Login' : employee.status };
  }
}
