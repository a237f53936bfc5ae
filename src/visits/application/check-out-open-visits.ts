import { DomainError } from '#kernel/domain-error.ts';
import type { Actor } from '../../platform/ports/audit-log.ts';
import type { DeskVisitRecord } from './desk-visit-record.ts';
import type { VisitListQuery } from './ports.ts';
import type { CheckOutVisitor } from './check-out-visitor.ts';

/**
 * `vms visitors checkout --all-open`: the end of the day. Everyone still checked in (optionally only
 * those who came before a time) is checked out through the desk's own use case, one visit at a time,
 * so each gets the same rules, time and audit entry as a check-out at the desk. The nightly job
 * calls it with the site's midnight (VMS_CLOSE_STALE_VISITS, src/jobs.ts) to close the visits left
 * open from earlier days.
 */
export class CheckOutOpenVisits {
  constructor(
    private readonly query: VisitListQuery,
    private readonly checkOut: CheckOutVisitor,
  ) {}

  async execute(actor: Actor, options: { checkedInBefore?: Date | null } = {}): Promise<DeskVisitRecord[]> {
    const open = await this.query.onSite();
    const before = options.checkedInBefore?.getTime();
    const due = open.filter((pass) => before === undefined || (pass.checkIn !== null && pass.checkIn.getTime() < before));
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
