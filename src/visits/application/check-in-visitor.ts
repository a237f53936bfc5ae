import { formatSiteTime } from '../../shared/visit-time.ts';
import type { EmployeeDirectory } from '../../identity/application/employee-directory.ts';
import type { Actor, AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { MailOutbox } from '../../platform/ports/mail-outbox.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { storageKeyOf } from '../domain/visitor-photo.ts';
import type { DeskVisitRecord } from './desk-visit-record.ts';
import type { VisitScreening, VisitorPassRepository, VisitorPhotoRepository } from './ports.ts';
import { arrivalMail } from './visit-mails.ts';
import { PresenceUseCase, recordPresence } from './visit-presence.ts';

/**
 * `POST /visitorTimeIn`: the visitor is in, at the server's time; the host is mailed, with the latest photo.
 * A visit the watchlist flagged is refused until security clears it (issue 13).
 */
export class CheckInVisitor extends PresenceUseCase {
  constructor(
    passes: VisitorPassRepository,
    photos: VisitorPhotoRepository,
    directory: EmployeeDirectory,
    audit: AuditLog,
    clock: Clock,
    unitOfWork: UnitOfWork,
    timeZone: string,
    private readonly outbox: MailOutbox,
    private readonly screening: VisitScreening,
  ) {
    super(passes, photos, directory, audit, clock, unitOfWork, timeZone);
  }

  execute(id: number, actor: Actor): Promise<DeskVisitRecord> {
    return recordPresence(this.deps, id, actor, {
      action: 'visit.checked_in',
      apply: (pass, by, now, today) => pass.checkInAt(by, now, today),
      check: async (pass) => {
        if (await this.screening.isFlagged(pass.id)) throw new DomainError('visit.flagged');
      },
      alsoRecord: (record, now) => {
        const photoKey = record.photoFilename ? storageKeyOf(record.photoFilename) : null;
        const mail = arrivalMail(record, formatSiteTime(now, this.deps.timeZone), photoKey);
        if (mail) this.outbox.enqueue(mail);
      },
    });
  }
}
