import { DomainError } from '#kernel/domain-error.ts';
import type { Actor } from '../../platform/ports/audit-log.ts';
import type { DeskVisitRecord } from './desk-visit-record.ts';
import type { VisitListQuery } from './ports.ts';
import type { CheckOutVisitor } from './check-out-visitor.ts';

/**
 * `vms visitors checkout --all-open`: the end of the day. Everyone still checked in (optionally only
 * those who came before a time) is checked out through the desk's own use case, one visit at a time,
 * so each gets the same rules, time and audit entry as a check-out at the desk. The nightly job
 * calls it for each site that closes stale visits, with that site's midnight (src/jobs.ts), to close
 * the visits left open from its earlier days.
 */
export class CheckOutOpenVisits {
  constructor(
    private readonly query: VisitListQuery,
    private readonly checkOut: CheckOutVisitor,
  ) {}

  /** `siteId`: only that site's visits (the nightly job closes each site's after its own midnight, issue 30). */
  async execute(actor: Actor, options: { checkedInBefore?: Date | null; siteId?: number } = {}): Promise<DeskVisitRecord[]> {
    const open = await this.query.onSite();
    const before = options.checkedInBefore?.getTime();
    const due = open.filter(
      (pass) => (options.siteId === undefined || pass.siteId === options.siteId) && (before === undefined || (pass.checkIn !== null && pass.checkIn.getTime() < before)),
    );
    const done: DeskVisitRecord[] = [];
    for (const pass of due) {
      try {
        done.push(await this.checkOut.execute(pass.id, actor));
      } catch (error) {
        // Checked out at the desk (or removed) meanwhile: nothing left to do for that one.
        if (error instanceof DomainError && (error.code === 'visit.already_checked_out' || error.code === 'visit.not_found')) continue;
        throw error;
      }
    }
    return done;
  }
}
