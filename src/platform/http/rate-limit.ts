import type { MiddlewareHandler } from 'hono';
import { DomainError } from '#kernel/domain-error.ts';
import type { RateLimiter } from '../ports/rate-limiter.ts';
import type { AppEnv } from './app-env.ts';
import { clientAddress } from './client-address.ts';
import type { ProxyTrust } from './proxy-trust.ts';

export interface RateLimitRule {
  /** Calls sharing a name share the count, per client address. */
  readonly name: string;
  readonly limit: number;
  readonly windowMs: number;
}

/** Refuses a client over its allowance with 429, the wait in the message and in Retry-After. */
export const rateLimit =
  (limiter: RateLimiter, rule: RateLimitRule, trustProxy: ProxyTrust): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const decision = await limiter.hit(`${rule.name}:${clientAddress(c, trustProxy)}`, rule.limit, rule.windowMs);
    if (!decision.allowed) {
      throw new DomainError('http.too_many_requests', {
        values: { seconds: decision.retryAfterSeconds },
        details: { retryAfterSeconds: decision.retryAfterSeconds },
      });
    }
    await next();
  };
