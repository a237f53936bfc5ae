import type { AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { DomainEvents } from '../../platform/ports/domain-events.ts';
import { VisitScreening, type ScreenedVisit } from '../../visits/application/ports.ts';
import type { ScreenedOn } from '../domain/visit-flag.ts';
import type { FindWatchlistMatches } from './find-watchlist-matches.ts';
import type { DoorPoint, FlagRaisedAtDoor } from './watchlist-events.ts';
import type { VisitFlagRepository, WatchlistRepository } from './ports.ts';

/**
 * Where a new flag is told to security as it is raised (ADR 13): a walk-in stands at a kiosk already,
 * while its check-in waits for the host's answer. Every other flag is told when a check-in is refused for it.
 */
const MAILED_WHEN_RAISED: ReadonlySet<ScreenedOn> = new Set(['walk_in']);

/**
 * The watchlist's answer to the visits' VisitScreening port: matches the visitor against the active
 * entries (FindWatchlistMatches) and records a flag per match. A flagged visitor at the door is
 * recorded (`flag.raised_at_door`, which security hears of) in the caller's transaction: a walk-in as its flag is raised, anyone else when a check-in is
 * refused for an open flag (flaggedAtTheDoor), whatever raised it ('pass', 'details', 'entry',
 * 'arrival'). Each flag is told at the door once (`door_mailed_at`), so a second try tells nobody again.
 */
export class WatchlistVisitScreening extends VisitScreening {
  constructor(
    private readonly matches: FindWatchlistMatches,
    private readonly entries: WatchlistRepository,
    private readonly flags: VisitFlagRepository,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly events: DomainEvents,
  ) {
    super();
  }

  async screen(visit: ScreenedVisit, on: ScreenedOn): Promise<void> {
    const found = await this.matches.execute({ name: visit.name, phone: visit.phone, idKind: visit.idKind, idLast4: visit.idLast4 }, visit.siteId);
    if (found.length === 0) return;
    const at = this.clock.now();
    const mailed = MAILED_WHEN_RAISED.has(on);
    const raised = await this.flags.raise(
      found.map((match) => ({ visitId: visit.visitId, entryId: match.entry.id, matchKind: match.kind, raisedOn: on, at, doorMailedAt: mailed ? at : null })),
    );
    if (raised.length === 0) return;
    const fresh = found.filter((match) => raised.includes(match.entry.id));
    this.audit.record({
      actor: { type: 'system', label: 'system:watchlist' },
      action: 'visit.flagged',
      subjectType: 'visit',
      subjectId: visit.visitId,
      details: { on, matches: fresh.map((match) => ({ entryId: match.entry.id, kind: match.kind })) },
    });
    if (mailed) await this.atTheDoor(visit, 'walk_in', fresh.map((match) => ({ kind: match.kind, reason: match.entry.reason })), at);
  }

  async flaggedAtTheDoor(visit: ScreenedVisit): Promise<void> {
    const at = this.clock.now();
    if ((await this.flags.markMailedAtTheDoor(visit.visitId, at)) === 0) return;
    // The mail names every flag open now, not only those just marked: security sees the whole of why.
    const open = await this.flags.openFlags(visit.visitId);
    const reasons = new Map((await this.entries.byIds(open.map((flag) => flag.entryId))).map((entry) => [entry.id, entry.reason]));
    const matches = open.flatMap((flag) => {
      const reason = reasons.get(flag.entryId);
      return reason === undefined ? [] : [{ kind: flag.matchKind, reason }];
    });
    await this.atTheDoor(visit, 'arrival', matches, at);
  }

  async turnedAway(visitId: number, by: { readonly employeeId: number; readonly label: string }, reason: string): Promise<number> {
    const open = await this.flags.lockOpenFlags(visitId);
    const at = this.clock.now();
    for (const flag of open) flag.clear(by, reason, at, 'turned_away');
    return open.length;
  }

  private atTheDoor(visit: ScreenedVisit, on: DoorPoint, matches: FlagRaisedAtDoor['matches'], at: Date): Promise<void> {
    return this.events.record({
      type: 'flag.raised_at_door',
      visitId: visit.visitId,
      siteId: visit.siteId,
      visitorName: visit.name,
      hostName: visit.hostName ?? null,
      place: visit.place ?? (on === 'walk_in' ? 'a reception kiosk' : 'the security desk'),
      on,
      at,
      matches,
    });
  }

  async matchesAny(visit: ScreenedVisit): Promise<boolean> {
    return this.matches.any({ name: visit.name, phone: visit.phone, idKind: visit.idKind, idLast4: visit.idLast4 }, visit.siteId);
  }

  isFlagged(visitId: number): Promise<boolean> {
    return this.flags.hasOpenFlag(visitId);
  }
}
