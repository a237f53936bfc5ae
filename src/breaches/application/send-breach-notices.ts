import type { BreachDetail } from '#contract/api/breach-answers.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { DomainEvents } from '../../platform/ports/domain-events.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import { BreachNotice } from '../domain/breach.ts';
import { auditActorOf, type BreachCaller } from './breach-caller.ts';
import type { BreachViews } from './breach-views.ts';
import type { BreachRepository } from './ports.ts';

/**
 * `POST /api/breaches/{id}/notices`: the admin's explicit "Send notices" (BR-5). Once per breach: the
 * database's conditional update decides between two admins sending at once, the second refused with
 * `breach.notices_already_sent`. Each person affected with an e-mail gets the notice the preview showed
 * (an event per person, queued in the outbox by the notifications module in this transaction), and each
 * is recorded. Audited with the count, never the addresses.
 */
export class SendBreachNotices {
  constructor(
    private readonly breaches: BreachRepository,
    private readonly views: BreachViews,
    private readonly events: DomainEvents,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(caller: BreachCaller, id: number): Promise<{ sent: number; detail: BreachDetail }> {
    const actor = auditActorOf(caller);
    const now = this.clock.now();
    const sent = await this.unitOfWork.run(async () => {
      const breach = await this.breaches.lockById(id);
      if (!breach) throw new DomainError('breach.not_found');
      if (!(await this.breaches.markNoticesSent(id, actor.label, now))) throw new DomainError('breach.notices_already_sent');
      breach.noticesSentAt = now;
      breach.noticesSentBy = actor.label;
      const notices = await this.views.notices(breach);
      for (const { to, notice } of notices) await this.events.record({ type: 'breach.person_notified', breachId: id, to, notice });
      await this.breaches.addNotices(notices.map(({ to }) => new BreachNotice(id, to.name, to.email, now)));
      this.audit.record({ actor, action: 'breach.notices_sent', subjectType: 'breach', subjectId: id, details: { notices: notices.length } });
      return notices.length;
    });
    const breach = await this.breaches.byId(id);
    return { sent, detail: await this.views.detail(breach!, now) };
  }
}
