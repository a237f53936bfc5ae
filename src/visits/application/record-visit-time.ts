import { DomainError } from '../../shared/domain-error.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { formatSiteTime, siteToday } from '../../shared/visit-time.ts';
import type { EmployeeDirectory, EmployeeSummary } from '../../identity/application/employee-directory.ts';
import type { Actor, AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { MailOutbox } from '../../platform/ports/mail-outbox.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import { toDeskRecord, type DeskVisitRecord } from './desk-visit-record.ts';
import type { VisitorPassRepository, VisitorPhotoRepository } from './ports.ts';
import { arrivalMail } from './visit-mails.ts';
import { storageKeyOf } from './visitor-photos.ts';

/**
 * `POST /visitorTimeIn` and `/visitorTimeOut`: the server's own time, once. The pass row is locked
 * while it is checked and written, so of two racing check-ins the second finds the first done and
 * gets 409; nothing is ever recorded twice. Arrival mails the host, with the latest photo.
 */
export class RecordVisitTime {
  constructor(
    private readonly passes: VisitorPassRepository,
    private readonly photos: VisitorPhotoRepository,
    private readonly directory: EmployeeDirectory,
    private readonly outbox: MailOutbox,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    private readonly timeZone: string,
  ) {}

  checkIn(id: number, actor: Actor): Promise<DeskVisitRecord> {
    return this.record(id, actor, 'in');
  }

  checkOut(id: number, actor: Actor): Promise<DeskVisitRecord> {
    return this.record(id, actor, 'out');
  }

  private async record(id: number, actor: Actor, what: 'in' | 'out'): Promise<DeskVisitRecord> {
    // The host and the latest photo are read before the row is locked: neither changes with a
    // check-in, and every round trip inside the lock is one more that a racing desk waits for.
    const [unlocked, photos] = await Promise.all([this.passes.readCopy(id), this.photos.latestForMany([id])]);
    const hosts = unlocked ? await this.directory.byIds([unlocked.hostId]) : new Map<number, EmployeeSummary>();
    return this.unitOfWork.run(async () => {
      const pass = await this.passes.readCopy(id, { lock: true });
      if (!pass || pass.anonymisedAt) throw new DomainError('visit.not_found', { message: MESSAGES.photo.dataError });
      const now = this.clock.now();
      const today = siteToday(this.timeZone, now);
      if (what === 'in') pass.checkInAt(actor.id ?? null, now, today);
      else pass.checkOutAt(actor.id ?? null, now);
      await this.passes.savePresence(pass);
      const host = hosts.get(pass.hostId) ?? (await this.directory.byIds([pass.hostId])).get(pass.hostId);
      const record = toDeskRecord(pass, host, today, photos.get(id)?.storageKey);
      if (what === 'in') {
        const photoKey = record.photoFilename ? storageKeyOf(record.photoFilename) : null;
        const mail = arrivalMail(record, formatSiteTime(now, this.timeZone), photoKey);
        if (mail) this.outbox.enqueue(mail);
      }
      this.audit.record({
        actor,
        action: what === 'in' ? 'visit.checked_in' : 'visit.checked_out',
        subjectType: 'visit',
        subjectId: pass.id,
        details: { at: now.toISOString() },
      });
      return record;
    });
  }
}
