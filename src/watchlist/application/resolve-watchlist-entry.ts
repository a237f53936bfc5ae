import type { AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { WatchlistEntry } from '../domain/watchlist-entry.ts';
import type { WatchlistRepository } from './ports.ts';
import { assertCallerChanges, auditActorOf, entryActorOf, type WatchlistCaller } from './watchlist-caller.ts';

/**
 * `POST /api/watchlist/{id}/resolve` and `vms watchlist resolve`: an active entry stops matching, with
 * who resolved it, when and why (audited). The row stays: the list of resolved entries shows it.
 */
export class ResolveWatchlistEntry {
  constructor(
    private readonly entries: WatchlistRepository,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  execute(caller: WatchlistCaller, id: number, note: string): Promise<WatchlistEntry> {
    const actor = auditActorOf(caller);
    return this.unitOfWork.run(async () => {
      const entry = await this.entries.lockById(id);
      if (!entry) throw new DomainError('watchlist.not_found');
      assertCallerChanges(caller, entry, true);
      if (!entry.resolve(entryActorOf(actor), note, this.clock.now())) throw new DomainError('watchlist.already_resolved');
      this.audit.record({ actor, action: 'watchlist.resolved', subjectType: 'watchlist_entry', subjectId: entry.id, details: { note } });
      return entry;
    });
  }
}
