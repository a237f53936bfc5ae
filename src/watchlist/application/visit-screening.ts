import type { AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import { VisitScreening, type ScreenedVisit } from '../../visits/application/ports.ts';
import type { ScreenedOn } from '../domain/visit-flag.ts';
import type { FindWatchlistMatches } from './find-watchlist-matches.ts';
import type { VisitFlagRepository } from './ports.ts';

/**
 * The watchlist's answer to the visits' VisitScreening port: matches the visitor against the active
 * entries (FindWatchlistMatches) and records a flag per match.
 */
export class WatchlistVisitScreening extends VisitScreening {
  constructor(
    private readonly matches: FindWatchlistMatches,
    private readonly flags: VisitFlagRepository,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
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
  }

  isFlagged(visitId: number): Promise<boolean> {
    return this.flags.hasOpenFlag(visitId);
  }
}
