import type { ApiTokenView } from '#contract/api/api-token-answers.ts';
import { siteToday } from '#contract/site-calendar.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import { auditActorOf, type ApiTokenCaller } from './api-token-caller.ts';
import { apiTokenView } from './api-token-view.ts';
import type { ApiTokenRepository } from './ports.ts';

/** `GET /api/api-tokens` and `vms tokens list`: every token, newest first, with its status; never a secret or a hash. */
export class ListApiTokens {
  constructor(
    private readonly tokens: ApiTokenRepository,
    private readonly clock: Clock,
    private readonly timeZone: string,
  ) {}

  async execute(caller: ApiTokenCaller): Promise<ApiTokenView[]> {
    auditActorOf(caller);
    const today = siteToday(this.timeZone, this.clock.now());
    return (await this.tokens.list()).map((token) => apiTokenView(token, today));
  }
}
