import pg from 'pg';
import { z } from 'zod';
import type { Logger } from '../../platform/logging/logger.ts';
import type { Change } from '../domain/change.ts';
import { ChangeFeed, type ChangeListener } from '../application/ports.ts';

/** The channel the migration's triggers announce on (migrations/Migration20261122194826_live_updates.ts). */
export const CHANGES_CHANNEL = 'vms_changes';

const id = z.number().int().positive();
const changeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('visit'), id, hostId: id }),
  z.object({ kind: z.literal('visit_flag'), id }),
  z.object({ kind: z.literal('watchlist'), id }),
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
  /** How often the listening connection is asked a `select 1`, so that a silently dead one is noticed. */
  readonly pingEveryMs: number;
}

const DEFAULTS: PgChangeFeedOptions = { minDelayMs: 250, maxDelayMs: 30_000, pingEveryMs: 30_000 };

/**
 * One dedicated connection per process LISTENing on `vms_changes` (not one of the pool's: it is
 * held for as long as the process runs, and the pool's size stays what DATABASE_POOL_MAX says).
 * Opened when the first stream subscribes; when it is lost it is opened again after a growing,
 * jittered wait, listens again and tells every subscriber it listens again (changes may have gone
 * unheard meanwhile). Each notification is handed to every subscriber of this process.
 */
export class PgChangeFeed extends ChangeFeed {
  private readonly listeners = new Set<ChangeListener>();
  private readonly options: PgChangeFeedOptions;
  private client: pg.Client | null = null;
  private state: 'idle' | 'connecting' | 'listening' | 'waiting' | 'closed' = 'idle';
  private failures = 0;
  private retryTimer: NodeJS.Timeout | null = null;
  private pingTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly connectionString: string,
    private readonly logger: Logger,
    options: Partial<PgChangeFeedOptions> = {},
  ) {
    super();
    this.options = { ...DEFAULTS, ...options };
  }

  subscribe(listener: ChangeListener): () => void {
    if (this.state === 'closed') throw new Error('the change feed is closed');
    this.listeners.add(listener);
    if (this.state === 'idle') void this.connect();
    else if (this.state === 'listening') queueMicrotask(() => this.listeners.has(listener) && listener.listening());
    return () => {
      this.listeners.delete(listener);
    };
  }

  async close(): Promise<void> {
    this.state = 'closed';
    this.listeners.clear();
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.pingTimer) clearInterval(this.pingTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    this.state = 'connecting';
    const client = new pg.Client({ connectionString: this.connectionString, keepAlive: true, application_name: 'vms-live', query_timeout: 10_000 });
    this.client = client;
    client.on('notification', (message) => {
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
    } catch (error) {
      this.lost(client, error);
      return;
    }
    if (this.client !== client || this.state !== 'connecting') return;
    this.state = 'listening';
    if (this.failures > 0) this.logger.info({ component: 'live', after: this.failures }, 'listening for changes again');
    this.failures = 0;
    this.pingTimer = setInterval(() => {
      client.query('select 1').catch((error: unknown) => this.lost(client, error));
    }, this.options.pingEveryMs);
    this.pingTimer.unref();
    for (const listener of [...this.listeners]) listener.listening();
  }

  /** The connection failed or ended: unless the feed is closed, connect again after a growing, jittered wait. */
  private lost(client: pg.Client, error: unknown): void {
    if (this.client !== client || this.state === 'closed') return;
    this.client = null;
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = null;
    client.removeAllListeners('notification');
    // Still-open sockets are closed; an error on the way out is of no interest.
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    this.failures += 1;
    const ceiling = Math.min(this.options.maxDelayMs, this.options.minDelayMs * 2 ** (this.failures - 1));
    const delay = Math.round(ceiling / 2 + Math.random() * (ceiling / 2));
    this.logger.warn(
      { component: 'live', failures: this.failures, retryInMs: delay, reason: error instanceof Error ? error.message : 'connection ended' },
      'the change listener lost its connection',
    );
    this.state = 'waiting';
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.state === 'waiting') void this.connect();
    }, delay);
    this.retryTimer.unref();
  }
}
