import type { MiddlewareHandler } from 'hono';
import { DomainError } from '../../../shared/domain-error.ts';
import type { AppEnv } from '../../../platform/http/app-env.ts';
import type { RateLimiter } from '../../../platform/ports/rate-limiter.ts';
import { kioskOf } from './require-kiosk.ts';

export interface KioskRateRule {
  /** Calls sharing a name share the count, per kiosk. */
  readonly name: string;
  readonly limit: number;
  readonly windowMs: number;
}

const MINUTE = 60_000;

/**
 * The kiosk's allowances, counted per kiosk device in PostgreSQL (the rate-limit store every replica
 * shares): plenty for visitors at a tablet, too few to enumerate phone numbers through one.
 */
export const KIOSK_RATE_RULES = {
  lookup: { name: 'kiosk-lookup', limit: 30, windowMs: MINUTE },
  hosts: { name: 'kiosk-hosts', limit: 120, windowMs: MINUTE },
} as const satisfies Record<string, KioskRateRule>;

/** After requireKiosk: refuses a kiosk over its allowance with 429, the wait in the message and in Retry-After. */
export const kioskRateLimit =
  (limiter: RateLimiter, rule: KioskRateRule): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const decision = await limiter.hit(`${rule.name}:${kioskOf(c).deviceId}`, rule.limit, rule.windowMs);
    if (!decision.allowed) {
      throw new DomainError('http.too_many_requests', {
        values: { seconds: decision.retryAfterSeconds },
        details: { retryAfterSeconds: decision.retryAfterSeconds },
      });
    }
    await next();
  };
