import type { Change } from '../domain/change.ts';

/** Hears the feed: every change any process commits while listening, and each (re)start and pause of listening. */
export interface ChangeListener {
  /** A committed change, announced by whichever process made it. */
  change(change: Change): void;
  /**
   * The feed listens from now on: called once it first listens (at once if it already does) and
   * again after every reconnection, during which changes may have gone unheard.
   */
  listening(): void;
  /**
   * The feed hears nothing at the moment (its connection was lost, or its own check went unheard):
   * changes are not announced until `listening` is called again.
   */
  paused(): void;
}

/**
 * Whether the feed hears changes: `up` since its last check was heard, `down` since it stopped
 * hearing (or since it started, until its first check is heard), `idle` while nothing has asked it
 * to listen (a CLI command, a process with no stream open yet). What readiness and metrics read.
 */
export interface ChangeFeedHealth {
  readonly state: 'idle' | 'up' | 'down';
  readonly since: Date;
}

/** The changes every replica commits (PostgreSQL LISTEN/NOTIFY in production: PgChangeFeed). */
export abstract class ChangeFeed {
  /** Starts hearing changes; returns the function that stops. */
  abstract subscribe(listener: ChangeListener): () => void;
  /** Starts listening now, before any stream subscribes (a server, so that its readiness says whether it hears). */
  abstract start(): void;
  /** Whether it hears changes now, and since when. */
  abstract health(): ChangeFeedHealth;
  /** Stops listening for good (the process is stopping). */
  abstract close(): Promise<void>;
}
