import type { Logger } from '../../platform/logging/logger.ts';
import type { ChangeFeedHealth } from '../application/ports.ts';

/**
 * The change listener's health (ADR 22): `idle` until it is asked to listen, then `down` until its
 * first check (a NOTIFY round trip) is heard, `up` while its checks are heard, `down` again from
 * the moment its connection is lost or a check goes unheard. An operator hears of each stop once:
 * an error when it stops hearing (or fails before it ever heard), one info line when it hears again,
 * however many reconnections fail in between.
 */
export class ListenerHealth {
  private current: ChangeFeedHealth;
  /** An error has been logged for the stop under way: the next failures add nothing. */
  private reported = false;

  constructor(
    private readonly now: () => Date,
    private readonly logger: Logger,
  ) {
    this.current = { state: 'idle', since: now() };
  }

  get(): ChangeFeedHealth {
    return this.current;
  }

  /** Asked to listen: down (not hearing yet) until its first check is heard. No log: nothing failed. */
  starting(): void {
    if (this.current.state === 'idle') this.current = { state: 'down', since: this.now() };
  }

  /** A check was heard. True when this starts hearing again (from down). */
  heard(): boolean {
    if (this.current.state === 'up') return false;
    if (this.reported) this.logger.info({ component: 'live', downSince: this.current.since.toISOString() }, 'live updates: the change listener hears again');
    this.reported = false;
    this.current = { state: 'up', since: this.now() };
    return true;
  }

  /**
   * The connection was lost or a check went unheard. True when this failure begins a stop (it heard
   * until now, or it has not heard since it started): the one an operator and the viewers are told of.
   */
  failed(reason: string): boolean {
    if (this.reported) return false;
    this.logger.error({ component: 'live', reason }, 'live updates are down: the change listener hears nothing');
    this.reported = true;
    if (this.current.state !== 'down') this.current = { state: 'down', since: this.now() };
    return true;
  }

  /** Closed for good (the process is stopping): idle, without a word. */
  stopped(): void {
    this.current = { state: 'idle', since: this.now() };
    this.reported = false;
  }
}
