import type { AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import { siteToday } from '#contract/visit-time.ts';
import type { WatchlistEntryInput } from '#contract/validation/watchlist.ts';
import type { ExpectedVisits, VisitScreening } from '../../visits/application/ports.ts';
import { WatchlistEntry } from '../domain/watchlist-entry.ts';
import type { WatchlistRepository } from './ports.ts';
import { assertCallerChanges, auditActorOf, entryActorOf, type WatchlistCaller } from './watchlist-caller.ts';

/**
 * `POST /api/watchlist` and `vms watchlist add`: security or an admin adds a person to the watchlist
 * (audited), and the visits already expected (the site's today or later, not cancelled, declined or
 * in) whose visitor the entry could match are screened at once ('entry'): a match is flagged, so the
 * desk and the dashboard show it before the visitor comes. The rule needs the phone or the ID's
 * last four to agree exactly, so the visits with either (ExpectedVisits, the visits module's read) are
 * every visit it can flag. All in the entry's own transaction: an entry never commits without the
 * flags it implies (a failed screening fails the add, which can be tried again). Flags raised here
 * are not mailed: nobody is at the door yet (a refused check-in mails security).
 */
export class AddWatchlistEntry {
  constructor(
    private readonly entries: WatchlistRepository,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    private readonly expected: ExpectedVisits,
    private readonly screening: VisitScreening,
    private readonly timeZone: string,
  ) {}

  execute(caller: WatchlistCaller, input: WatchlistEntryInput): Promise<WatchlistEntry> {
    const actor = auditActorOf(caller);
    assertCallerChanges(caller, input, false);
    return this.unitOfWork.run(async () => {
      const now = this.clock.now();
      const entry = new WatchlistEntry({
        name: input.name,
        phone: input.phone,
        idKind: input.idLast4 === null ? null : input.idKind,
        idLast4: input.idLast4,
        reason: input.reason,
        addedBy: entryActorOf(actor),
        at: now,
      });
      entry.siteIds = input.siteIds;
      this.entries.add(entry);
      await this.unitOfWork.flush();
      await this.entries.limitToSites(entry.id, entry.siteIds);
      this.audit.record({
        actor,
        action: 'watchlist.added',
        subjectType: 'watchlist_entry',
        subjectId: entry.id,
        details: { name: entry.name, phone: entry.phone, idKind: entry.idKind, idLast4: entry.idLast4, reason: entry.reason, siteIds: entry.siteIds },
      });
      // A name alone never matches: an entry without a phone or an ID's last four can flag nobody.
      if (entry.phone !== null || entry.idLast4 !== null) {
        const id = entry.idLast4 === null ? null : { kind: entry.idKind, last4: entry.idLast4 };
        const visits = await this.expected.withPhoneOrId(siteToday(this.timeZone, now), entry.phone, id);
        for (const visit of visits) await this.screening.screen(visit, 'entry');
      }
      return entry;
    });
  }
}
