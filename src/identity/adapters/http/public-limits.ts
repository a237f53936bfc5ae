import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../../platform/http/app-env.ts';
import type { ProxyTrust } from '../../../platform/http/proxy-trust.ts';
import { rateLimit } from '../../../platform/http/rate-limit.ts';
import type { RateLimiter } from '../../../platform/ports/rate-limiter.ts';

const MINUTE = 60_000;

/** Per-address allowances of the public calls (docs/product/api.md API-RULES-05); generous for people, tight for scripts. */
export const PUBLIC_LIMIT_RULES = {
  lookup: { name: 'lookup', limit: 120, windowMs: MINUTE },
  otp: { name: 'otp', limit: 20, windowMs: MINUTE },
  submit: { name: 'submit', limit: 20, windowMs: MINUTE },
  login: { name: 'login', limit: 30, windowMs: MINUTE },
} as const;

export type PublicLimits = Record<keyof typeof PUBLIC_LIMIT_RULES, MiddlewareHandler<AppEnv>>;

export const publicLimits = (limiter: RateLimiter, trustProxy: ProxyTrust): PublicLimits => ({
  lookup: rateLimit(limiter, PUBLIC_LIMIT_RULES.lookup, trustProxy),
  otp: rateLimit(limiter, PUBLIC_LIMIT_RULES.otp, trustProxy),
  submit: rateLimit(limiter, PUBLIC_LIMIT_RULES.submit, trustProxy),
  login: rateLimit(limiter, PUBLIC_LIMIT_RULES.login, trustProxy),
});
