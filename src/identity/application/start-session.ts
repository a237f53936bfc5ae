import type { AuditLog } from '../../platform/ports/audit-log.ts';
import type { ServerCrypto } from '../../platform/ports/server-crypto.ts';
import { SESSION_POLICY } from '../domain/auth-policy.ts';
import type { Employee } from '../domain/employee.ts';
import { sessionTokenHash, UserSession } from '../domain/user-session.ts';
import type { SessionRepository } from './ports.ts';

export interface LoggedIn {
  readonly employee: Employee;
  readonly session: UserSession;
  /** The secret for the HttpOnly cookie; only its keyed hash is stored. */
  readonly token: string;
}

/** How the person proved who they are: their password, or their company's identity provider. */
export type SignInMethod = 'password' | 'sso';

export interface SessionStart {
  readonly ip: string | null;
  readonly userAgent: string | null;
  readonly method: SignInMethod;
}

/**
 * Inside `UnitOfWork.run`, the employee's row locked: the one way a sign-in ends in a session, whatever
 * proved the person (docs/product/identity.md ID-SESSION-02). Every other session of the employee ends
 * (one session per user); the new one lives twelve hours at most, and is audited as `session.started`.
 */
export const startSession = async (
  ports: { readonly sessions: SessionRepository; readonly crypto: ServerCrypto; readonly audit: AuditLog },
  employee: Employee,
  now: Date,
  start: SessionStart,
): Promise<LoggedIn> => {
  const replaced = await ports.sessions.endAllFor(employee.id);
  const token = ports.crypto.randomToken(32);
  const session = new UserSession({
    id: ports.crypto.randomUuid(),
    tokenHash: sessionTokenHash(ports.crypto, token),
    employee,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_POLICY.absoluteLifetime),
    ip: start.ip,
    userAgent: start.userAgent?.slice(0, 300) ?? null,
  });
  ports.sessions.add(session);
  ports.audit.record({
    actor: { type: 'employee', id: employee.id, label: employee.email },
    action: 'session.started',
    subjectType: 'session',
    subjectId: session.id,
    // The method only for single sign-on: a password sign-in's entry stays as it always was.
    details: { ip: start.ip, replacedSessions: replaced, ...(start.method === 'sso' ? { method: 'sso' } : {}) },
  });
  return { employee, session, token };
};
