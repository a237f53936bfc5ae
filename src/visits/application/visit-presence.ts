import type { SiteDirectory } from '../../sites/application/site-directory.ts';
import { canWorkDeskFor, type Actor as Viewer } from '#contract/capabilities.ts';
import { DomainError } from '#kernel/domain-error.ts';
import { MESSAGES } from '#contract/messages.ts';
import type { EmployeeDirectory, EmployeeSummary } from '../../identity/application/employee-directory.ts';
import type { Actor, AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import type { VisitorPass } from '../domain/visitor-pass.ts';
import type { EmployeeSummary as Host } from '../../identity/application/employee-directory.ts';
import { toDeskRecord, type DeskVisitRecord } from './desk-visit-record.ts';
import type { VisitorPassRepository, VisitorPhotoRepository } from './ports.ts';
import { siteDayOf } from './site-clock.ts';

/** What a check-in and a check-out both need. */
export interface PresenceDependencies {
  readonly passes: VisitorPassRepository;
  readonly photos: VisitorPhotoRepository;
  readonly directory: EmployeeDirectory;
  readonly audit: AuditLog;
  readonly clock: Clock;
  readonly unitOfWork: UnitOfWork;
  /** Each visit's "today" is its site's (issue 30). */
  readonly sites: SiteDirectory;
}

/** Today at the visit's site (issue 30). */
export const todayAtSiteOf = async (sites: SiteDirectory, pass: Pick<VisitorPass, 'id' | 'siteId'>, now: Date): Promise<string> => (await siteDayOf(sites, pass, now)).today;

/** One step of a visit's presence: the domain's transition, its audit action, and what else it causes. */
export interface PresenceStep {
  readonly action: 'visit.checked_in' | 'visit.checked_out';
  /** `entranceId`: the entrance of the visit's site it happens at (issue 30), already checked; null for none. */
  apply(pass: VisitorPass, byEmployeeId: number | null, now: Date, today: string, entranceId: number | null): void;
  /**
   * Before the row is locked, outside the step's transaction, on an unlocked copy of the pass: work
   * whose own transaction must commit whatever the step then decides (the arrival screening's flag,
   * which the check-in it refuses must not roll back). Called only for a visit that exists.
   */
  before?(pass: VisitorPass, host: Host | undefined, actor: Actor): Promise<void>;
  /** Inside the lock, after the transition's own refusals and before the write: a refusal of its own (a watchlist flag). */
  check?(pass: VisitorPass): Promise<void>;
  /** Inside the same transaction, after the row is written (the arrival's event). */
  alsoRecord?(record: DeskVisitRecord, now: Date): Promise<void>;
}

/** The desk's presence use cases: what they are built from, in one place. */
export abstract class PresenceUseCase {
  protected readonly deps: PresenceDependencies;

  constructor(
    passes: VisitorPassRepository,
    photos: VisitorPhotoRepository,
    directory: EmployeeDirectory,
    audit: AuditLog,
    clock: Clock,
    unitOfWork: UnitOfWork,
    sites: SiteDirectory,
  ) {
    this.deps = { passes, photos, directory, audit, clock, unitOfWork, sites };
  }
}

/**
 * Records a check-in or check-out at the server's own time, once. `desk`: the signed-in person at
 * the desk, when there is one (not a kiosk, the CLI or a nightly job), who must work at the visit's site. The pass row is locked while it
 * is checked and written, so of two racing desks the second finds the first done and gets 409;
 * nothing is ever recorded twice.
 */
export const recordPresence = async (deps: PresenceDependencies, id: number, actor: Actor, step: PresenceStep, desk?: Viewer, entranceId?: number | null): Promise<DeskVisitRecord> => {
  // The host and the latest photo are read before the row is locked: neither changes with a
  // check-in, and every round trip inside the lock is one more that a racing desk waits for.
  const [unlocked, photos] = await Promise.all([deps.passes.readCopy(id), deps.photos.latestForMany([id])]);
  // A person at the desk checks in and out only the visits of the sites they work at (issue 30): refused before anything runs (a visit's site never changes).
  if (desk && unlocked && !unlocked.anonymisedAt && !canWorkDeskFor(desk, unlocked)) throw new DomainError('visit.other_site');
  // The entrance named (issue 30) must be in use at the visit's site: refused with its code before anything runs.
  const entrance = entranceId != null && unlocked && !unlocked.anonymisedAt ? await deps.sites.entranceForPresence(entranceId, unlocked.siteId) : null;
  const hosts = unlocked ? await deps.directory.byIds([unlocked.hostId]) : new Map<number, EmployeeSummary>();
  if (unlocked && !unlocked.anonymisedAt && step.before) await step.before(unlocked, hosts.get(unlocked.hostId), actor);
  return deps.unitOfWork.run(async () => {
    const pass = await deps.passes.readCopy(id, { lock: true });
    if (!pass || pass.anonymisedAt) throw new DomainError('visit.not_found', { message: MESSAGES.photo.dataError });
    const now = deps.clock.now();
    const day = await siteDayOf(deps.sites, pass, now);
    const today = day.today;
    // Only an employee is recorded as who checked the visitor in or out; a kiosk or the CLI is in the audit log.
    step.apply(pass, actor.type === 'employee' || actor.type === 'token' ? (actor.id ?? null) : null, now, today, entrance?.id ?? null);
    await step.check?.(pass);
    await deps.passes.savePresence(pass);
    const host = hosts.get(pass.hostId) ?? (await deps.directory.byIds([pass.hostId])).get(pass.hostId);
    const record = toDeskRecord(pass, host, day, photos.get(id)?.storageKey);
    await step.alsoRecord?.(record, now);
    deps.audit.record({ actor, action: step.action, subjectType: 'visit', subjectId: pass.id, details: { at: now.toISOString(), ...(entrance ? { entrance: entrance.id } : {}) } });
    return record;
  });
};
