import type { EmployeeDirectory } from '../../identity/application/employee-directory.ts';
import type { Actor, AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import type { DeskVisitRecord } from './desk-visit-record.ts';
import type { VisitorPassRepository, VisitorPhotoRepository } from './ports.ts';
import { recordPresence, type PresenceDependencies } from './visit-presence.ts';

/** `POST /visitorTimeOut`: the visitor has left, at the server's time. */
export class CheckOutVisitor {
  private readonly deps: PresenceDependencies;

  constructor(
    passes: VisitorPassRepository,
    photos: VisitorPhotoRepository,
    directory: EmployeeDirectory,
    audit: AuditLog,
    clock: Clock,
    unitOfWork: UnitOfWork,
    timeZone: string,
  ) {
    this.deps = { passes, photos, directory, audit, clock, unitOfWork, timeZone };
  }

  execute(id: number, actor: Actor): Promise<DeskVisitRecord> {
    return recordPresence(this.deps, id, actor, {
      action: 'visit.checked_out',
      apply: (pass, by, now) => pass.checkOutAt(by, now),
    });
  }
}
