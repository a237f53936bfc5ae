import { DomainError } from '#kernel/domain-error.ts';
import { canApproveVisit, canSeeVisit } from '#contract/capabilities.ts';
import { MESSAGES } from '#contract/messages.ts';
import type { EmployeeDirectory } from '../../identity/application/employee-directory.ts';
import { principalAuditActor, type Actor, type AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { DomainEvents } from '../../platform/ports/domain-events.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import type { SiteDirectory } from '../../sites/application/site-directory.ts';
import type { VisitorPass } from '../domain/visitor-pass.ts';
import type { PassPins } from './pass-pins.ts';
import type { VisitorPassRepository } from './ports.ts';
import { siteDayOf } from './site-clock.ts';
import { toVisitRecord, type VisitRecord } from './visit-record.ts';

/** Who approves: the host or an admin on the web, or IT staff in bulk at the CLI. */
export type VisitApprover = { readonly kind: 'principal'; readonly principal: Principal } | { readonly kind: 'cli'; readonly actor: Actor };

/**
 * `POST /approveVisitor/{enc(id)}` (and `vms visitors approve`): approves submitted visits, all in
 * one transaction. Each approval is recorded (`visit.approved`): the visitor (when an e-mail is
 * known) is sent the pass with its QR code and the host a copy. Someone else's visitor is "not found" to a host, so ids reveal nothing.
 */
export class ApproveVisitors {
  constructor(
    private readonly passes: VisitorPassRepository,
    private readonly directory: EmployeeDirectory,
    private readonly events: DomainEvents,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    private readonly sites: SiteDirectory,
    private readonly pins: PassPins,
  ) {}

  async execute(ids: readonly number[], approver: VisitApprover): Promise<VisitRecord[]> {
    const actor: Actor = approver.kind === 'cli' ? approver.actor : principalAuditActor(approver.principal);
    return this.unitOfWork.run(async () => {
      const approved: VisitRecord[] = [];
      for (const id of [...new Set(ids)]) {
        const pass = await this.passes.findByIdForUpdate(id);
        const notFound = () => new DomainError('visit.not_found', { message: MESSAGES.approvals.visitorFailed, details: { visitId: id } });
        if (!pass || pass.anonymisedAt) throw notFound();
        if (approver.kind === 'principal' && !canApproveVisit(approver.principal, pass)) {
          // Another host's visitor is "not found" to whoever may not see it, exactly like a missing id.
          throw canSeeVisit(approver.principal, pass) ? new DomainError('approval.not_your_visitor') : notFound();
        }
        approved.push(await this.approveLocked(pass, actor));
      }
      return approved;
    });
  }

  /**
   * One visit's approval, inside the caller's unit of work with the visit's row locked: the state's
   * check, the recorded event and the audit entry. Also the host's answer from a walk-in's mailed link
   * (AnswerWalkIn), where the signed link is their authority.
   */
  async approveLocked(pass: VisitorPass, actor: Actor): Promise<VisitRecord> {
    const now = this.clock.now();
    pass.approve(actor.id ?? null, now, (await siteDayOf(this.sites, pass, now)).today);
    const hosts = await this.directory.byIds([pass.hostId]);
    const record = toVisitRecord(pass, hosts.get(pass.hostId));
    await this.events.record({ type: 'visit.approved', visit: record, pin: this.pins.of(pass.id), at: now });
    this.audit.record({ actor, action: 'visit.approved', subjectType: 'visit', subjectId: pass.id, details: { passCode: pass.passCode } });
    return record;
  }
}
