export interface RateDecision {
  readonly allowed: boolean;
  /** Seconds until the current window ends (when refused). */
  readonly retryAfterSeconds: number;
}

/** Counts calls per key in fixed windows; shared by every server process. */
export abstract class RateLimiter {
  abstract hit(key: string, limit: number, windowMs: number): Promise<RateDecision>;
  /** Forgets windows that started before then (housekeeping). */
  abstract purgeBefore(before: Date): Promise<number>;
}
