import type { EntityManager } from '@mikro-orm/postgresql';
import { SessionRepository } from '../../application/ports.ts';
import { UserSession } from '../../domain/user-session.ts';

export class MikroOrmSessionRepository extends SessionRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  add(session: UserSession): void {
    this.em.persist(session);
  }

  findByTokenHash(tokenHash: string): Promise<UserSession | null> {
    return this.em.findOne(UserSession, { tokenHash }, { populate: ['employee', 'employee.designation'] });
  }

  async end(sessionId: string): Promise<void> {
    await this.em.nativeDelete(UserSession, { id: sessionId });
  }

  endAllFor(employeeId: number): Promise<number> {
    return this.em.nativeDelete(UserSession, { employee: employeeId });
  }

  async touch(sessionId: string, at: Date): Promise<void> {
    await this.em.nativeUpdate(UserSession, { id: sessionId }, { lastSeenAt: at });
  }

  purgeOver(now: Date, idleBefore: Date): Promise<number> {
    return this.em.nativeDelete(UserSession, { $or: [{ expiresAt: { $lte: now } }, { lastSeenAt: { $lte: idleBefore } }] });
  }
}
