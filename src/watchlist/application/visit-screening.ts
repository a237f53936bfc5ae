import { canManageWatchlist } from '../../shared/capabilities.ts';
import { formatSiteTime } from '../../shared/visit-time.ts';
import type { EmployeeDirectory } from '../../identity/application/employee-directory.ts';
import type { AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { MailOutbox } from '../../platform/ports/mail-outbox.ts';
import { VisitScreening, type ScreenedVisit } from '../../visits/application/ports.ts';
import type { ScreenedOn } from '../domain/visit-flag.ts';
import type { FindWatchlistMatches, WatchlistMatch } from './find-watchlist-matches.ts';
import { flagRaisedMail } from './flag-raised-mail.ts';
import type { VisitFlagRepository } from './ports.ts';

/** Where a new flag means a person at the door: security is mailed (ADR 13). */
const AT_THE_DOOR: ReadonlySet<ScreenedOn> = new Set(['walk_in', 'arrival']);

/** Settings the screening takes as plain values. */
export interface ScreeningSettings {
  readonly publicUrl: string;
  readonly timeZone: string;
}

/**
 * The watchlist's answer to the visits' VisitScreening port: matches the visitor against the active
 * entries (FindWatchlistMatches) and records a flag per match; a flag raised at the door ('walk_in',
 * 'arrival') is mailed, in the same transaction, to everyone who manages the watchlist (security and
 * admins: approved, enabled, canManageWatchlist). A flag is raised once per visit and entry, so a
 * second try at the door mails nobody again.
 */
export class WatchlistVisitScreening extends VisitScreening {
  constructor(
    private readonly matches: FindWatchlistMatches,
    private readonly flags: VisitFlagRepository,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly outbox: MailOutbox,
    private readonly directory: EmployeeDirectory,
    private readonly settings: ScreeningSettings,
  ) {
    super();
  }

  async screen(visit: ScreenedVisit, on: ScreenedOn): Promise<void> {
    const found = await this.matches.execute({ name: visit.name, phone: visit.phone, aadhaarLast4: visit.aadhaarLast4 });
    if (found.length === 0) return;
    const at = this.clock.now();
    const raised = await this.flags.raise(found.map((match) => ({ visitId: visit.visitId, entryId: match.entry.id, matchKind: match.kind, raisedOn: on, at })));
    if (raised.length === 0) return;
    this.audit.record({
      actor: { type: 'system', label: 'system:watchlist' },
      action: 'visit.flagged',
      subjectType: 'visit',
      subjectId: visit.visitId,
      details: { on, matches: found.filter((match) => raised.includes(match.entry.id)).map((match) => ({ entryId: match.entry.id, kind: match.kind })) },
    });
    if (AT_THE_DOOR.has(on)) await this.tellSecurity(visit, on, found.filter((match) => raised.includes(match.entry.id)), at);
  }

  private async tellSecurity(visit: ScreenedVisit, on: ScreenedOn, raised: readonly WatchlistMatch[], at: Date): Promise<void> {
    const recipients = (await this.directory.activeWith(canManageWatchlist)).map((employee) => employee.email);
    if (recipients.length === 0) return;
    this.outbox.enqueue(
      flagRaisedMail(
        {
          visitId: visit.visitId,
          visitorName: visit.name,
          hostName: visit.hostName ?? null,
          place: visit.place ?? (on === 'walk_in' ? 'a reception kiosk' : 'the security desk'),
          on,
          at: formatSiteTime(at, this.settings.timeZone),
          matches: raised.map((match) => ({ kind: match.kind, reason: match.entry.reason })),
        },
        recipients,
        this.settings.publicUrl,
      ),
    );
  }

  async matchesAny(visit: ScreenedVisit): Promise<boolean> {
    return this.matches.any({ name: visit.name, phone: visit.phone, aadhaarLast4: visit.aadhaarLast4 });
  }

  isFlagged(visitId: number): Promise<boolean> {
    return this.flags.hasOpenFlag(visitId);
  }
}
