import { DomainError } from '#kernel/domain-error.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { ServerCrypto } from '../../platform/ports/server-crypto.ts';
import { SessionAuthenticator, type Principal } from '../../platform/ports/session-authenticator.ts';
import type { Role } from '#contract/roles.ts';
import { sessionTokenHash, type LiveSession } from '../domain/user-session.ts';
import type { SessionReach, SessionRepository } from './ports.ts';

/** A live session's holder's role; a holder whose designation gives none may not be signed in. */
const roleOf = (session: LiveSession): Role => {
  const role = session.employee.role();
  if (!role) throw new DomainError('session.destroyed');
  return role;
};

/**
 * Every protected call: the cookie's session must exist (not replaced or logged out), must not be
 * over by time (12 hours, or 10 minutes idle), and its person must still be approved and enabled.
 * A session found over is deleted there and then.
 */
export class AuthenticateSession extends SessionAuthenticator {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly crypto: ServerCrypto,
    private readonly clock: Clock,
  ) {
    super();
  }

  async authenticate(token: string | undefined, touch: boolean): Promise<Principal> {
    const now = this.clock.now();
    const session = await this.findAt(token, now, 'principal');
    if (touch && session.needsTouch(now)) await this.sessions.touch(session.id, now);
    const role = roleOf(session);
    const { id: employeeId, email, name } = session.employee;
    return { sessionId: session.id, employeeId, email, name, role, siteIds: session.employee.siteIds(), homeSiteId: session.employee.homeSiteId };
  }

  /**
   * Whose live session a token is, by the same rules as `authenticate`, without touching it and
   * without reading the holder's sites: the SPA's periodic session check, which acts on nothing.
   */
  async holderOf(token: string | undefined): Promise<{ readonly email: string }> {
    const session = await this.findAt(token, this.clock.now(), 'holder');
    roleOf(session);
    return { email: session.employee.email };
  }

  /** The live session of a token, or `session_destroyed` (its holder without their sites). */
  find(token: string | undefined): Promise<LiveSession> {
    return this.findAt(token, this.clock.now(), 'holder');
  }

  /**
   * The session is judged at `now`, the time the call came, taken before its row is read: a row read
   * is never older than that time, so a read that is slow to answer (or a call that touched the row
   * meanwhile) cannot make a live session look idle and end it. Judged by a clock read after the row,
   * a live-update stream's recheck ended a session that a call had just kept alive (seen with a test
   * clock moving eight minutes between calls on a busy machine).
   */
  private async findAt(token: string | undefined, now: Date, reach: SessionReach): Promise<LiveSession> {
    if (!token || token.length > 200) throw new DomainError('auth.required');
    const session = await this.sessions.findByTokenHash(sessionTokenHash(this.crypto, token), reach);
    if (!session) throw new DomainError('session.destroyed');
    const employee = session.employee;
    if (session.isOver(now) || employee.isDisabled() || employee.isPending()) {
      await this.sessions.end(session.id);
      throw new DomainError('session.destroyed');
    }
    return session;
  }
}
