import type { Actor as Viewer } from '#contract/capabilities.ts';
import type { SiteDirectory } from '../../sites/application/site-directory.ts';
import type { EmployeeDirectory } from '../../identity/application/employee-directory.ts';
import type { Actor, AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { DomainEvents } from '../../platform/ports/domain-events.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import { kioskNameOf } from './check-in-visitor.ts';
import type { DeskVisitRecord } from './desk-visit-record.ts';
import type { VisitorPassRepository, VisitorPhotoRepository } from './ports.ts';
import { PresenceUseCase, recordPresence } from './visit-presence.ts';

/**
 * `POST /visitorTimeOut`: the visitor has left, at the server's time; recorded (`visit.checked_out`)
 * for the webhooks that hear of it (`desk`: see recordPresence).
 */
export class CheckOutVisitor extends PresenceUseCase {
  constructor(
    passes: VisitorPassRepository,
    photos: VisitorPhotoRepository,
    directory: EmployeeDirectory,
    audit: AuditLog,
    clock: Clock,
    unitOfWork: UnitOfWork,
    sites: SiteDirectory,
    private readonly events: DomainEvents,
  ) {
    super(passes, photos, directory, audit, clock, unitOfWork, sites);
  }

  /** `entranceId`: the entrance of the visit's site the visitor leaves by (issue 30), the desk's or the kiosk's. */
  execute(id: number, actor: Actor, desk?: Viewer, entranceId?: number | null): Promise<DeskVisitRecord> {
    return recordPresence(
      this.deps,
      id,
      actor,
      {
        action: 'visit.checked_out',
        apply: (pass, by, now, _today, entrance) => pass.checkOutAt(by, now, entrance),
        alsoRecord: (record, now) => this.events.record({ type: 'visit.checked_out', visit: record, at: now, kioskName: actor.type === 'kiosk' ? kioskNameOf(actor) : null }),
      },
      desk,
      entranceId,
    );
  }
}
