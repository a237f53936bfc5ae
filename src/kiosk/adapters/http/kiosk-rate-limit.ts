import type { MiddlewareHandler } from 'hono';
import { DomainError } from '#kernel/domain-error.ts';
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
  // The calls that say something about a phone number: the lookups, and what a walk-in's phone signs (ADR 56).
  lookup: { name: 'kiosk-lookup', limit: 30, windowMs: MINUTE },
  hosts: { name: 'kiosk-hosts', limit: 120, windowMs: MINUTE },
  // Each walk-in writes a visit and a photo, mails its host and asks the watchlist about its visitor:
  // a queue at one tablet signs in far fewer a minute, a script on a stolen cookie no more than these.
  // Counted once the form is read (a malformed one creates nothing).
  walkIns: { name: 'kiosk-walk-ins', limit: 20, windowMs: MINUTE },
} as const satisfies Record<string, KioskRateRule>;

/** Counts one call of this kiosk under `rule`; over its allowance, 429 with the wait in the message and in Retry-After. */
export const countKioskCall = async (limiter: RateLimiter, rule: KioskRateRule, deviceId: number): Promise<void> => {
  const decision = await limiter.hit(`${rule.name}:${deviceId}`, rule.limit, rule.windowMs);
  if (!decision.allowed) {
    throw new DomainError('http.too_many_requests', {
      values: { seconds: decision.retryAfterSeconds },
      details: { retryAfterSeconds: decision.retryAfterSeconds },
    });
  }
};

/** After requireKiosk: refuses a kiosk over its allowance with 429, the wait in the message and in Retry-After. */
export const kioskRateLimit =
  (limiter: RateLimiter, rule: KioskRateRule): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await countKioskCall(limiter, rule, kioskOf(c).deviceId);
    await next();
  };
