import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../ports/clock.ts';
import { RateLimiter, type RateDecision } from '../ports/rate-limiter.ts';

/** One upsert per call, in its own statement: counting must not depend on the request's transaction. */
export class PostgresRateLimiter extends RateLimiter {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {
    super();
  }

  async hit(key: string, limit: number, windowMs: number): Promise<RateDecision> {
    const now = this.clock.now().getTime();
    const windowStart = new Date(now - (now % windowMs));
    const rows = await this.em
      .fork()
      .getConnection()
      .execute<{ hits: number }[]>(
        `insert into rate_limit_bucket (key, window_start, hits) values (?, ?, 1)
           on conflict (key, window_start) do update set hits = rate_limit_bucket.hits + 1
         returning hits`,
        [key, windowStart],
      );
    const hits = rows[0]?.hits ?? 1;
    return { allowed: hits <= limit, retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000)) };
  }

  async purgeBefore(before: Date): Promise<number> {
    const result = await this.em
      .fork()
      .getConnection()
      .execute<{ affectedRows: number }>('delete from rate_limit_bucket where window_start < ?', [before], 'run');
    return result.affectedRows;
  }
}
