import type { BreachDetail } from '#contract/api/breach-answers.ts';
import type { BoardReportInput } from '#contract/validation/breach.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import { auditActorOf, type BreachCaller } from './breach-caller.ts';
import type { BreachViews } from './breach-views.ts';
import type { BreachRepository } from './ports.ts';

/**
 * `PUT /api/breaches/{id}/report` and `POST …/report/submit`: the admin edits the report to the Board
 * (BR-6) and marks it submitted, once, with the time (which stops the 72-hour clock). A submitted
 * report is not changed again. Audited.
 */
export class KeepBoardReport {
  constructor(
    private readonly breaches: BreachRepository,
    private readonly views: BreachViews,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(caller: BreachCaller, id: number, report: BoardReportInput, options: { readonly submit: boolean }): Promise<BreachDetail> {
    const actor = auditActorOf(caller);
    const now = this.clock.now();
    const breach = await this.unitOfWork.run(async () => {
      const locked = await this.breaches.lockById(id);
      if (!locked) throw new DomainError('breach.not_found');
      if (options.submit) locked.submitReport(report, actor.label, now);
      else locked.saveReport(report);
      await this.breaches.save(locked);
      this.audit.record({
        actor,
        action: options.submit ? 'breach.report_submitted' : 'breach.report_saved',
        subjectType: 'breach',
        subjectId: id,
        details: options.submit ? { submittedAt: now } : {},
      });
      return locked;
    });
    return this.views.detail(breach, now);
  }
}
