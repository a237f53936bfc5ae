import type { MikroORM as Orm } from '@mikro-orm/postgresql';

/** Any of the ORM's instance types (the container's is typed by its class, with a read-only entity list). */
type MikroORM = InstanceType<typeof Orm>;
import type { Clock } from '../ports/clock.ts';

export type ClaimedRun<T> = { readonly ran: true; readonly result: T } | { readonly ran: false };

/** How a check of a job ended on this process: it ran the period, another replica had it, or it failed. */
export type JobOutcome = 'ran' | 'skipped' | 'failed';

/** Told how each check of a job ended (the /metrics job counter). */
export type JobRunObserver = (job: string, outcome: JobOutcome) => void;

/**
 * Scheduled work that must happen once per period however many replicas run the schedule. The
 * first replica to insert the `job_run` row for (job, period) runs it; every other one sees the row
 * and skips. A replica that dies mid-run leaves the period claimed: the jobs here are idempotent
 * and simply catch up in the next period, which is safer than two replicas running at once.
 */
export class JobRuns {
  constructor(
    private readonly orm: MikroORM,
    private readonly clock: Clock,
    private readonly observe: JobRunObserver = () => undefined,
  ) {}

  async runOnce<T>(name: string, period: string, work: () => Promise<T>): Promise<ClaimedRun<T>> {
    try {
      const run = await this.claimAndRun(name, period, work);
      this.observe(name, run.ran ? 'ran' : 'skipped');
      return run;
    } catch (error) {
      this.observe(name, 'failed');
      throw error;
    }
  }

  private async claimAndRun<T>(name: string, period: string, work: () => Promise<T>): Promise<ClaimedRun<T>> {
    const connection = this.orm.em.fork().getConnection();
    const claimed = await connection.execute<{ name: string }[]>(
      'insert into job_run (name, period, started_at) values (?, ?, ?) on conflict do nothing returning name',
      [name, period, this.clock.now()],
    );
    if (claimed.length === 0) return { ran: false };
    const result = await work();
    await connection.execute('update job_run set finished_at = ?, result = ? where name = ? and period = ?', [
      this.clock.now(),
      JSON.stringify(result ?? null),
      name,
      period,
    ]);
    return { ran: true, result };
  }

  /** Forgets runs older than this, so the table stays small. */
  async purgeBefore(before: Date): Promise<number> {
    const result = await this.orm.em
      .fork()
      .getConnection()
      .execute<{ affectedRows: number }>('delete from job_run where started_at < ?', [before], 'run');
    return result.affectedRows;
  }
}
