import type { BreachDetail, BreachSummary } from '#contract/api/breach-answers.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import { auditActorOf, type BreachCaller } from './breach-caller.ts';
import type { BreachViews } from './breach-views.ts';
import type { BreachRepository } from './ports.ts';

/** `GET /api/breaches[/{id}]` and `vms privacy breaches list|show`: the register and one breach's detail, each with its clock as of now. */
export class ReadBreaches {
  constructor(
    private readonly breaches: BreachRepository,
    private readonly views: BreachViews,
    private readonly clock: Clock,
  ) {}

  async list(caller: BreachCaller): Promise<BreachSummary[]> {
    auditActorOf(caller);
    return await this.views.list(this.clock.now());
  }

  async detail(caller: BreachCaller, id: number): Promise<BreachDetail> {
    auditActorOf(caller);
    const breach = await this.breaches.byId(id);
    if (!breach) throw new DomainError('breach.not_found');
    return this.views.detail(breach, this.clock.now());
  }
}
