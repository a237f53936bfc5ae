import type { AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { ScreenedOn } from '../domain/visit-flag.ts';
import type { FindWatchlistMatches } from './find-watchlist-matches.ts';
import type { VisitFlagRepository } from './ports.ts';

/** A visit's visitor as far as screening goes. */
export interface ScreenedVisit {
  readonly visitId: number;
  readonly name: string;
  readonly phone: string | null;
  readonly aadhaarLast4: string | null;
}

/**
 * What the visits module asks of the watchlist (issue 13): screen a visit's visitor when a pass is
 * created and when the details are submitted, and whether a visit may be checked in. Called inside the
 * caller's transaction. It answers nothing about an entry: the caller's answers and mails, which
 * reach hosts and visitors, cannot carry a reason or even the fact of a match.
 */
export abstract class VisitScreening {
  /** Flags the visit for each active entry its visitor matches (audited, without the reason). */
  abstract screen(visit: ScreenedVisit, on: ScreenedOn): Promise<void>;
  /** Whether the visit has a flag security has not cleared. */
  abstract isFlagged(visitId: number): Promise<boolean>;
}

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
