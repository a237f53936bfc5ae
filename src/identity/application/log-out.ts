import { MESSAGES } from '#contract/messages.ts';
import type { AuditLog } from '../../platform/ports/audit-log.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import type { AuthenticateSession } from './authenticate-session.ts';
import type { SessionRepository } from './ports.ts';

/**
 * `POST /logout/{sessionId}`: ends the cookie's own session on the server, whatever the path names
 * (the id is part of the description's call and is ignored: another session's id must neither end
 * that session nor leave the caller's alive). Logging out a session that is already gone is not an error.
 */
export class LogOut {
  constructor(
    private readonly authenticator: AuthenticateSession,
    private readonly sessions: SessionRepository,
    private readonly audit: AuditLog,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(token: string | undefined): Promise<{ message: string }> {
    const session = await this.authenticator.find(token).catch(() => null);
    if (session) {
      await this.unitOfWork.run(async () => {
        await this.sessions.end(session.id);
        this.audit.record({
          actor: { type: 'employee', id: session.employee.id, label: session.employee.email },
          action: 'session.ended',
          subjectType: 'session',
          subjectId: session.id,
        });
      });
    }
    return { message: MESSAGES.session.loggedOut };
  }
}
