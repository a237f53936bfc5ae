import { DomainError } from '#kernel/domain-error.ts';
import type { Employee } from '../domain/employee.ts';
import type { AuthenticateSession } from './authenticate-session.ts';
import type { EmployeeRepository } from './ports.ts';

export interface LiveSession {
  readonly employee: Employee;
  /** The session's public handle (`storedSessionId`). */
  readonly sessionId: string;
}

/**
 * `GET /api/auth/session`: who holds the cookie's session, so that a tab without a saved sign-in (a new
 * tab, a mail link) rebuilds it from the server (docs/product/identity.md ID-SESSION-06, "Signed in across tabs"). Like
 * the session check it is not activity: a tab that only opens does not keep an idle session alive; the
 * page it opens then calls as usual. No cookie is `auth.required`; a session over (idle, 12 hours),
 * replaced by a newer login, logged out or of a person no longer approved is `session.destroyed`.
 */
export class ReadSession {
  constructor(
    private readonly authenticator: AuthenticateSession,
    private readonly employees: EmployeeRepository,
  ) {}

  async execute(token: string | undefined): Promise<LiveSession> {
    const principal = await this.authenticator.authenticate(token, false);
    const employee = await this.employees.findById(principal.employeeId);
    // Deleted between the two reads (not something the product does): as good as a session that is over.
    if (!employee) throw new DomainError('session.destroyed');
    return { employee, sessionId: principal.sessionId };
  }
}
