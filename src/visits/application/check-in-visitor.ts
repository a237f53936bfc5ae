import type { SiteDirectory } from '../../sites/application/site-directory.ts';
import type { Actor as Viewer } from '#contract/capabilities.ts';
import { isDomainError } from '#kernel/domain-error.ts';
import type { EmployeeDirectory } from '../../identity/application/employee-directory.ts';
import type { Actor, AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { DomainEvents } from '../../platform/ports/domain-events.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { VisitorPass } from '../domain/visitor-pass.ts';
import { storageKeyOf } from '../domain/visitor-photo.ts';
import type { DeskVisitRecord } from './desk-visit-record.ts';
import type { ArrivalGate, ScreenedVisit, VisitScreening, VisitorPassRepository, VisitorPhotoRepository } from './ports.ts';
import { toVisitRecord } from './visit-record.ts';
import { PresenceUseCase, recordPresence, todayAtSiteOf } from './visit-presence.ts';

/** Where a visitor checking in stands, in words for security's mail: a kiosk by its name, else the desk. */
export const arrivalPlaceOf = (actor: Actor): string =>
  actor.type === 'kiosk' ? `kiosk ${kioskNameOf(actor)}` : `the security desk (${actor.label})`;

/** A kiosk actor's name (`kiosk:<name>`). */
export const kioskNameOf = (actor: Actor): string => actor.label.replace(/^kiosk:/, '');

/**
 * `POST /visitorTimeIn` (and the kiosk's check-in): the visitor is in, at the server's time; the host
 * is mailed, with the latest photo. A visit the watchlist flagged is refused until security clears it
 * (issue 13), and security is then told that the flagged visitor is at the door (once per visit for the
 * flags open, whatever raised them), in a transaction of its own after the refused one. The visitor is
 * screened again on arrival, so that an entry that slipped past its own screening of the expected visits
 * (a pass made at the same moment) still catches them: in its own transaction before the check-in's, so
 * that the flag it raises is committed although the check-in is then refused (call it outside a
 * transaction). That transaction opens only for a visitor who matches an active entry (one read outside
 * it says so).
 */
export class CheckInVisitor extends PresenceUseCase {
  constructor(
    passes: VisitorPassRepository,
    photos: VisitorPhotoRepository,
    directory: EmployeeDirectory,
    audit: AuditLog,
    clock: Clock,
    unitOfWork: UnitOfWork,
    sites: SiteDirectory,
    private readonly events: DomainEvents,
    private readonly screening: VisitScreening,
    private readonly gate: ArrivalGate,
  ) {
    super(passes, photos, directory, audit, clock, unitOfWork, sites);
  }

  /**
   * `desk`: the signed-in person at the desk, who must work at the visit's site (recordPresence).
   * `entranceId`: the entrance of the visit's site the visitor comes in at (issue 30), the desk's or the kiosk's.
   */
  async execute(id: number, actor: Actor, desk?: Viewer, entranceId?: number | null): Promise<DeskVisitRecord> {
    // The visitor at the door, as security's mail names them; known once the visit is read (`before`).
    const door: { visit?: ScreenedVisit } = {};
    try {
      return await recordPresence(this.deps, id, actor, {
        action: 'visit.checked_in',
        apply: (pass, by, now, today, entrance) => pass.checkInAt(by, now, today, entrance),
        before: async (pass, host, by) => {
          door.visit = { visitId: pass.id, siteId: pass.siteId, name: pass.name, phone: pass.phone, idKind: pass.idKind, idLast4: pass.idLast4, hostName: host?.name ?? null, place: arrivalPlaceOf(by) };
          if (!(await this.screenOnArrival(pass, door.visit))) return;
          // Other systems' say (the webhooks' pre-check, issue 32): asked only of a visitor the rules would let in, before the row is locked.
          await this.gate.admit({ kind: 'check_in', visit: toVisitRecord(pass, host), kioskName: by.type === 'kiosk' ? kioskNameOf(by) : null });
        },
        check: async (pass) => {
          if (await this.screening.isFlagged(pass.id)) throw new DomainError('visit.flagged');
        },
        alsoRecord: (record, now) =>
          // The kiosk by its name, else the desk: never who was at it.
          this.events.record({
            type: 'visit.checked_in',
            visit: record,
            at: now,
            kioskName: actor.type === 'kiosk' ? kioskNameOf(actor) : null,
            photoStorageKey: record.photoFilename ? storageKeyOf(record.photoFilename) : null,
          }),
      }, desk, entranceId);
    } catch (error) {
      const atTheDoor = door.visit;
      if (atTheDoor && isDomainError(error) && error.code === 'visit.flagged') await this.deps.unitOfWork.run(() => this.screening.flaggedAtTheDoor(atTheDoor));
      throw error;
    }
  }

  /**
   * Screens a visitor who is arriving: only when the check-in's own rules would let them in (a visit of
   * another day, not approved, cancelled or already in is refused for that, and nobody is at the door).
   * The rules are tried on the unlocked copy, which is never saved. True when the rules would let them in.
   */
  private async screenOnArrival(copy: VisitorPass, visit: ScreenedVisit): Promise<boolean> {
    const now = this.deps.clock.now();
    const today = await todayAtSiteOf(this.deps.sites, copy, now);
    try {
      copy.checkInAt(null, now, today);
    } catch (error) {
      if (isDomainError(error)) return false;
      throw error;
    }
    // Most visitors match nothing: one read outside any transaction says so, and no transaction opens.
    if (!(await this.screening.matchesAny(visit))) return true;
    await this.deps.unitOfWork.run(() => this.screening.screen(visit, 'arrival'));
    return true;
  }
}
