import type { Change } from '../domain/change.ts';

/** Hears the feed: every change any process commits while listening, and each (re)start of listening. */
export interface ChangeListener {
  /** A committed change, announced by whichever process made it. */
  change(change: Change): void;
  /**
   * The feed listens from now on: called once it first listens (at once if it already does) and
   * again after every reconnection, during which changes may have gone unheard.
   */
  listening(): void;
}

/** The changes every replica commits (PostgreSQL LISTEN/NOTIFY in production: PgChangeFeed). */
export abstract class ChangeFeed {
  /** Starts hearing changes; returns the function that stops. */
  abstract subscribe(listener: ChangeListener): () => void;
  /** Stops listening for good (the process is stopping). */
  abstract close(): Promise<void>;
}
