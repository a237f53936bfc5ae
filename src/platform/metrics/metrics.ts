import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolUsage } from '../database/pool-usage.ts';
import type { JobOutcome } from '../jobs/job-runs.ts';
import type { Logger } from '../logging/logger.ts';
import type { OutboxBacklog } from '../mail/outbox-backlog.ts';
import { MAIL_CHANNEL } from '../ports/outbox.ts';

/** Live updates as this process sees them; the live module fills it in (src/metrics.module.ts). */
export interface LiveUpdatesState {
  /** Open `GET /api/events` streams in this process. */
  readonly openStreams: number;
  /** Whether the change listener hears the database; undefined where the process cannot tell (no series then). */
  readonly listening?: boolean | undefined;
}

/** What the gauges read when scraped, each through a function its own area owns. */
export interface MetricsSources {
  readonly pool: () => PoolUsage;
  readonly outbox: () => Promise<OutboxBacklog>;
  readonly live: () => LiveUpdatesState;
  readonly logger: Logger;
}

type Observe = (seconds: number) => void;

/** Seconds; a session check takes about a millisecond, an export or a photo up to seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * What an operator scrapes from `/metrics` (docs/deploy.md, "Metrics"; ADR 20): requests by route
 * pattern and status, the pool, the outbox, live updates, job runs, and prom-client's process
 * metrics. One registry per container, never prom-client's global one, so several apps in one
 * process (the tests) keep their own counts.
 *
 * Gauges that cost a query are read once per scrape in `render`, not on every change.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Histogram<'method' | 'route' | 'status'>;
  private readonly jobRuns: Counter<'job' | 'outcome'>;
  private readonly poolInUse: Gauge;
  private readonly poolIdle: Gauge;
  private readonly poolWaiting: Gauge;
  private readonly outboxPending: Gauge<'channel'>;
  private readonly outboxOldest: Gauge<'channel'>;
  private readonly openStreams: Gauge;
  /** Made the first time the listener's state is known: a series of 0 would say "down" when nobody knows. */
  private listenerUp: Gauge | undefined;
  /** method → route → status → the histogram's child: after the first request of a kind, recording one builds nothing. */
  private readonly observers = new Map<string, Map<string, Map<number, Observe>>>();

  /**
   * `processMetrics`: prom-client's process metrics, whose event-loop and GC observers run for the
   * life of the process once started; only where something will scrape them (VMS_METRICS_TOKEN set).
   */
  constructor(
    private readonly sources: MetricsSources,
    options: { readonly processMetrics: boolean } = { processMetrics: true },
  ) {
    const registers = [this.registry];
    if (options.processMetrics) collectDefaultMetrics({ register: this.registry });
    this.requests = new Histogram({
      name: 'vms_http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern (never the raw path) and status, and how long each took to answer.',
      labelNames: ['method', 'route', 'status'],
      buckets: DURATION_BUCKETS,
      registers,
    });
    this.jobRuns = new Counter({
      name: 'vms_job_runs_total',
      help: "Scheduled job checks on this process by job and outcome: ran (this replica did the period's work), skipped (another replica had it), failed.",
      labelNames: ['job', 'outcome'],
      registers,
    });
    const gauge = (name: string, help: string) => new Gauge({ name, help, registers });
    this.poolInUse = gauge('vms_db_pool_in_use_connections', 'Database connections of this process lent to a query or transaction.');
    this.poolIdle = gauge('vms_db_pool_idle_connections', 'Open database connections of this process that nobody holds.');
    this.poolWaiting = gauge('vms_db_pool_waiting_acquires', 'Callers of this process waiting for a database connection.');
    // By the outbox's channel (ADR 29); the names keep `mail` from when mail was the only channel.
    this.outboxPending = new Gauge({ name: 'vms_mail_outbox_pending_messages', help: 'Messages not yet delivered (queued, retrying or being sent), by channel, all replicas together.', labelNames: ['channel'], registers });
    this.outboxOldest = new Gauge({ name: 'vms_mail_outbox_oldest_pending_age_seconds', help: 'How long the oldest undelivered message of each channel has waited; 0 when none waits.', labelNames: ['channel'], registers });
    this.openStreams = gauge('vms_live_open_streams', 'Open live-update streams (GET /api/events) on this process.');
  }

  /** One request answered: one histogram observation (the request frame's last step). */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    let routes = this.observers.get(method);
    if (!routes) this.observers.set(method, (routes = new Map()));
    let statuses = routes.get(route);
    if (!statuses) routes.set(route, (statuses = new Map()));
    let observe = statuses.get(status);
    if (!observe) {
      const child = this.requests.labels(method, route, String(status));
      statuses.set(status, (observe = (value) => child.observe(value)));
    }
    observe(seconds);
  }

  /** A scheduled job's check ended (src/platform/jobs/job-runs.ts). */
  jobFinished(job: string, outcome: JobOutcome): void {
    this.jobRuns.inc({ job, outcome });
  }

  /** The content type of `render`'s text (Prometheus text format 0.0.4). */
  get contentType(): string {
    return this.registry.contentType;
  }

  /** Reads the gauges, then writes every series in the Prometheus text format. */
  async render(): Promise<string> {
    const pool = this.sources.pool();
    this.poolInUse.set(pool.inUse);
    this.poolIdle.set(pool.idle);
    this.poolWaiting.set(pool.waiting);
    const live = this.sources.live();
    this.openStreams.set(live.openStreams);
    if (live.listening !== undefined) {
      this.listenerUp ??= new Gauge({
        name: 'vms_live_listener_up',
        help: '1 while the live-update listener hears the database, 0 when it does not.',
        registers: [this.registry],
      });
      this.listenerUp.set(live.listening ? 1 : 0);
    }
    try {
      const outbox = await this.sources.outbox();
      // A channel whose backlog emptied since the last scrape drops out rather than keep its last figure.
      this.outboxPending.reset();
      this.outboxOldest.reset();
      for (const channel of outbox) {
        this.outboxPending.set({ channel: channel.channel }, channel.pending);
        this.outboxOldest.set({ channel: channel.channel }, channel.oldestAgeSeconds);
      }
    } catch (error) {
      // No stale figure: NaN (not known) until the database answers again, and the scrape itself, with
      // the other series, still arrives. /healthz already says the database is unreachable.
      this.outboxPending.reset();
      this.outboxOldest.reset();
      this.outboxPending.set({ channel: MAIL_CHANNEL }, Number.NaN);
      this.outboxOldest.set({ channel: MAIL_CHANNEL }, Number.NaN);
      this.sources.logger.warn({ component: 'metrics', err: error }, 'the mail outbox could not be read for /metrics');
    }
    return this.registry.metrics();
  }
}
