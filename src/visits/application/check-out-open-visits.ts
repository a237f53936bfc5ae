import type { Actor } from '../../platform/ports/audit-log.ts';
import type { DeskVisitRecord } from './desk-visit-record.ts';
import type { VisitListQuery } from './ports.ts';
import type { CheckOutVisitor } from './check-out-visitor.ts';

/**
 * `vms visitors checkout --all-open`: the end of the day. Everyone still checked in (optionally only
 * those who came before a time) is checked out through the desk's own use case, one visit at a time,
 * so each gets the same rules, time and audit entry as a check-out at the desk.
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
    for (const pass of due) done.push(await this.checkOut.execute(pass.id, actor));
    return done;
  }
}
