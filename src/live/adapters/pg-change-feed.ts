import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { z } from 'zod';
import type { Logger } from '../../platform/logging/logger.ts';
import type { Change } from '../domain/change.ts';
import { ChangeFeed, type ChangeFeedHealth, type ChangeListener } from '../application/ports.ts';
import { ListenerHealth } from './listener-health.ts';

/** The channel the migration's triggers announce on (migrations/Migration20261122194826_live_updates.ts). */
export const CHANGES_CHANNEL = 'vms_changes';

const id = z.number().int().positive();
const changeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('visit'), id, hostId: id, siteId: id }),
  z.object({ kind: z.literal('visit_flag'), id, siteId: id }),
  z.object({ kind: z.literal('watchlist'), id }),
  z.object({ kind: z.literal('evacuation'), id, siteId: id }),
  z.object({ kind: z.literal('employee'), id, managerId: id.nullable() }),
  z.object({ kind: z.literal('session'), id: z.string().min(1) }),
]);

/** A notification's payload as a Change, or null when it is not one (logged, then ignored). */
export const parseChange = (payload: string | undefined): Change | null => {
  if (payload === undefined) return null;
  try {
    const parsed = changeSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

export interface PgChangeFeedOptions {
  /** The first wait before connecting again; doubled after each failure up to maxDelayMs, with jitter. */
  readonly minDelayMs: number;
  readonly maxDelayMs: number;
  /**
   * How often the listener checks itself: a NOTIFY on a channel of its own, sent through the pool as
   * a change would be, must come back on the listening connection within `checkWithinMs`. Also done
   * at every (re)connection, before the listeners are told it listens.
   */
  readonly checkEveryMs: number;
  readonly checkWithinMs: number;
  /** The time the health's `since` is read from. */
  readonly now: () => Date;
}

const DEFAULTS: PgChangeFeedOptions = { minDelayMs: 250, maxDelayMs: 30_000, checkEveryMs: 60_000, checkWithinMs: 10_000, now: () => new Date() };

/** Sends a notification from another connection than the listener's (the ORM's pool), as a committed change does. */
export type Notify = (channel: string, payload: string) => Promise<void>;

/** The name the listener's connection gives itself (`pg_stat_activity.application_name`). */
export const LISTENER_APPLICATION_NAME = 'vms-live';

/**
 * One dedicated connection per process LISTENing on `vms_changes` (not one of the pool's: it is
 * held for as long as the process runs, and the pool's size stays what DATABASE_POOL_MAX says), to
 * PostgreSQL itself (DATABASE_DIRECT_URL when the pool goes through a transaction pooler, where
 * LISTEN hears nothing). Opened by `start` (a server, at start-up) or when the first stream
 * subscribes. It checks itself when it connects and every `checkEveryMs` with a NOTIFY round trip
 * (ListenerHealth says what it finds); when the connection is lost or a check goes unheard, every
 * subscriber is told it is paused, and it is opened again after a growing, jittered wait, listens
 * again, and once its check is heard tells every subscriber it listens again (changes may have gone
 * unheard meanwhile). Each notification is handed to every subscriber of this process.
 */
export class PgChangeFeed extends ChangeFeed {
  private readonly listeners = new Set<ChangeListener>();
  private readonly options: PgChangeFeedOptions;
  private readonly healthState: ListenerHealth;
  /** This process's own check channel: no other replica hears its checks. */
  private readonly checkChannel = `vms_live_check_${randomBytes(6).toString('hex')}`;
  private client: pg.Client | null = null;
  private state: 'idle' | 'connecting' | 'listening' | 'waiting' | 'closed' = 'idle';
  private failures = 0;
  private retryTimer: NodeJS.Timeout | null = null;
  private checkTimer: NodeJS.Timeout | null = null;
  private checkDeadline: NodeJS.Timeout | null = null;
  private checks = 0;
  /** The payload of the check awaiting its answer. */
  private awaited: string | null = null;

  constructor(
    private readonly connectionString: string,
    private readonly notify: Notify,
    private readonly logger: Logger,
    options: Partial<PgChangeFeedOptions> = {},
  ) {
    super();
    this.options = { ...DEFAULTS, ...options };
    this.healthState = new ListenerHealth(this.options.now, logger);
  }

  subscribe(listener: ChangeListener): () => void {
    if (this.state === 'closed') throw new Error('the change feed is closed');
    this.listeners.add(listener);
    if (this.state === 'idle') this.start();
    else if (this.healthState.get().state === 'up') queueMicrotask(() => this.listeners.has(listener) && listener.listening());
    else if (this.failures > 0) queueMicrotask(() => this.listeners.has(listener) && listener.paused());
    return () => {
      this.listeners.delete(listener);
    };
  }

  start(): void {
    if (this.state !== 'idle') return;
    this.healthState.starting();
    void this.connect();
  }

  health(): ChangeFeedHealth {
    return this.healthState.get();
  }

  async close(): Promise<void> {
    this.state = 'closed';
    this.listeners.clear();
    this.healthState.stopped();
    this.clearTimers();
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private clearTimers(): void {
    for (const timer of [this.retryTimer, this.checkTimer, this.checkDeadline]) if (timer) clearTimeout(timer);
    this.retryTimer = this.checkTimer = this.checkDeadline = null;
    this.awaited = null;
  }

  private async connect(): Promise<void> {
    this.state = 'connecting';
    const client = new pg.Client({ connectionString: this.connectionString, keepAlive: true, application_name: LISTENER_APPLICATION_NAME, query_timeout: 10_000 });
    this.client = client;
    client.on('notification', (message) => {
      if (message.channel === this.checkChannel) {
        if (message.payload === this.awaited) this.checkHeard(client);
        return;
      }
      if (message.channel !== CHANGES_CHANNEL) return;
      const change = parseChange(message.payload);
      if (!change) {
        this.logger.warn({ component: 'live' }, 'a change notification that is not one was ignored');
        return;
      }
      for (const listener of [...this.listeners]) listener.change(change);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, null));
    try {
      await client.connect();
      await client.query(`listen ${CHANGES_CHANNEL}`);
      await client.query(`listen ${this.checkChannel}`);
    } catch (error) {
      this.lost(client, error);
      return;
    }
    if (this.client !== client || this.state !== 'connecting') return;
    this.state = 'listening';
    this.check(client);
  }

  /** A NOTIFY round trip: sent through the pool, it must reach this connection within the bound. */
  private check(client: pg.Client): void {
    if (this.client !== client || this.awaited !== null) return;
    const payload = String(++this.checks);
    this.awaited = payload;
    this.checkDeadline = setTimeout(() => {
      this.checkDeadline = null;
      this.lost(client, new Error(`its check was not heard within ${this.options.checkWithinMs} ms`));
    }, this.options.checkWithinMs);
    this.checkDeadline.unref();
    // A notification that cannot be sent is not heard either: the deadline decides.
    this.notify(this.checkChannel, payload).catch(() => undefined);
  }

  private checkHeard(client: pg.Client): void {
    if (this.client !== client) return;
    if (this.checkDeadline) clearTimeout(this.checkDeadline);
    this.checkDeadline = null;
    this.awaited = null;
    this.checkTimer = setTimeout(() => {
      this.checkTimer = null;
      this.check(client);
    }, this.options.checkEveryMs);
    this.checkTimer.unref();
    if (!this.healthState.heard()) return;
    if (this.failures > 0) this.logger.info({ component: 'live', after: this.failures }, 'listening for changes again');
    this.failures = 0;
    for (const listener of [...this.listeners]) listener.listening();
  }

  /** The connection failed or ended, or a check went unheard: unless the feed is closed, connect again after a growing, jittered wait. */
  private lost(client: pg.Client, error: unknown): void {
    if (this.client !== client || this.state === 'closed') return;
    this.client = null;
    this.clearTimers();
    client.removeAllListeners('notification');
    // Still-open sockets are closed; an error on the way out is of no interest.
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    this.failures += 1;
    const ceiling = Math.min(this.options.maxDelayMs, this.options.minDelayMs * 2 ** (this.failures - 1));
    const delay = Math.round(ceiling / 2 + Math.random() * (ceiling / 2));
    const reason = error instanceof Error ? error.message : 'connection ended';
    this.logger.warn({ component: 'live', failures: this.failures, retryInMs: delay, reason }, 'the change listener lost its connection');
    if (this.healthState.failed(reason)) for (const listener of [...this.listeners]) listener.paused();
    this.state = 'waiting';
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.state === 'waiting') void this.connect();
    }, delay);
    this.retryTimer.unref();
  }
}
