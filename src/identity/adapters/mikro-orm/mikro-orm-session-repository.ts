import type { EntityManager } from '@mikro-orm/postgresql';
import { detachedEntity } from '../../../platform/database/detached-entity.ts';
import { noteInScope } from '../../../platform/database/entity-manager-scope.ts';
import { SITE_CATALOG_VERSION, SITE_CATALOG_VERSION_SQL } from '../../../platform/database/site-catalog-version.ts';
import { epochMs, runPrepared, type PreparedStatement } from '../../../platform/database/prepared-sql.ts';
import { SessionRepository, type SessionReach } from '../../application/ports.ts';
import type { EmployeeStatus } from '../../domain/employee.ts';
import { SessionHolderFacts, UserSession, type LiveSession } from '../../domain/user-session.ts';

/**
 * Every authenticated call asks this: one prepared statement, one row, no entity graph (a detached
 * session). With it, for a `principal`, the sites the employee works at (ADR 42): their assignments,
 * else their home site; and the sites' version, noted for the request (site-catalog-version.ts): the
 * sites themselves are then read only when they changed (ADR 62). The session check (`holder`) asks
 * neither: two subqueries were a sixth of its PostgreSQL time (docs/performance.md).
 */
const findByTokenHash = (reach: SessionReach): PreparedStatement => ({
  name: `identity.session_by_token_hash.${reach}`,
  text: `select s.id, ${epochMs('s.last_seen_at', 'last_seen_ms')}, ${epochMs('s.expires_at', 'expires_ms')},
                e.id as employee_id, e.email, e.name, e.status, e.home_site_id, ${epochMs('e.disabled_at', 'disabled_ms')}, d.name as designation${
                  reach === 'principal'
                    ? `,
                coalesce((select array_agg(es.site_id order by es.site_id) from employee_site es where es.employee_id = e.id), array[e.home_site_id]) as site_ids,
                ${SITE_CATALOG_VERSION_SQL} as site_catalog_version`
                    : ''
                }
           from user_session s join employee e on e.id = s.employee_id join designation d on d.id = e.designation_id
          where s.token_hash = $1`,
});
const FIND_BY_TOKEN_HASH: Readonly<Record<SessionReach, PreparedStatement>> = { principal: findByTokenHash('principal'), holder: findByTokenHash('holder') };

interface SessionRow {
  id: string;
  last_seen_ms: number;
  expires_ms: number;
  employee_id: number;
  email: string;
  name: string;
  status: EmployeeStatus;
  disabled_ms: number | null;
  designation: string;
  home_site_id: number;
  /** A `principal` read's only. */
  site_ids?: number[];
  site_catalog_version?: number | null;
}

export class MikroOrmSessionRepository extends SessionRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  add(session: UserSession): void {
    this.em.persist(session);
  }

  async findByTokenHash(tokenHash: string, reach: SessionReach): Promise<LiveSession | null> {
    const [row] = await runPrepared<SessionRow>(this.em, FIND_BY_TOKEN_HASH[reach], [tokenHash]);
    if (!row) return null;
    if (row.site_catalog_version != null) noteInScope(SITE_CATALOG_VERSION, row.site_catalog_version);
    const disabledAt = row.disabled_ms === null ? null : new Date(row.disabled_ms);
    return detachedEntity<LiveSession>(UserSession, {
      id: row.id,
      employee: new SessionHolderFacts(row.employee_id, row.email, row.name, row.designation, row.status, disabledAt, row.site_ids ?? null, row.home_site_id),
      lastSeenAt: new Date(row.last_seen_ms),
      expiresAt: new Date(row.expires_ms),
    });
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
