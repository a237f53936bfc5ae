import type { AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import type { WatchlistEntryInput } from '../../shared/validation/watchlist.ts';
import { WatchlistEntry } from '../domain/watchlist-entry.ts';
import type { WatchlistRepository } from './ports.ts';
import { auditActorOf, entryActorOf, type WatchlistCaller } from './watchlist-caller.ts';

/** `POST /api/watchlist` and `vms watchlist add`: security or an admin adds a person to the watchlist (audited). */
export class AddWatchlistEntry {
  constructor(
    private readonly entries: WatchlistRepository,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  execute(caller: WatchlistCaller, input: WatchlistEntryInput): Promise<WatchlistEntry> {
    const actor = auditActorOf(caller);
    return this.unitOfWork.run(async () => {
      const entry = new WatchlistEntry({
        name: input.name,
        phone: input.phone,
        aadhaarLast4: input.aadhaarLast4,
        reason: input.reason,
        addedBy: entryActorOf(actor),
        at: this.clock.now(),
      });
      this.entries.add(entry);
      await this.unitOfWork.flush();
      this.audit.record({
        actor,
        action: 'watchlist.added',
        subjectType: 'watchlist_entry',
        subjectId: entry.id,
        details: { name: entry.name, phone: entry.phone, aadhaarLast4: entry.aadhaarLast4, reason: entry.reason },
      });
      return entry;
    });
  }
}
