import type { Principal } from '../../platform/ports/session-authenticator.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { LiveChange } from '#contract/api/live-events.ts';
import { mayHearOf, toldOf } from '../domain/change.ts';
import type { ChangeFeed } from './ports.ts';

/**
 * How many streams one session may hold open in one process (a few tabs of the same sign-in). A
 * stream opened beyond it closes the session's oldest: an abandoned tab gives way to a new one, and
 * a script cannot pile up streams (issue 27 counted 40). Per process, not per installation: the
 * cost bounded is this process's sockets and fan-out (docs/adr/0019-live-update-streams-per-session.md).
 */
export const MAX_STREAMS_PER_SESSION = 4;

/** Why a stream ends: its session is over, this process is stopping, or a newer stream of its session took its place. */
export type StreamEnd = 'session_ended' | 'stopping' | 'replaced';

/** Where one viewer's live updates go (an open event stream). */
export interface ChangeSink {
  /** From now on every change the viewer may see is told; if this is not the first time, some may have been missed. */
  ready(): void;
  /** A change the viewer may see: only its kind and id. */
  tell(change: LiveChange): void;
  /** Changes are not heard at the moment (the process's listener stopped hearing); `ready` follows when they are again. */
  paused(): void;
  /** No more: the viewer's session ended, this process is stopping, or the session opened a stream too many. Called once. */
  end(why: StreamEnd): void;
}

interface Follower {
  readonly sessionId: string;
  readonly sink: ChangeSink;
  stop(): void;
}

/**
 * A signed-in viewer follows the changes they may see, for as long as their stream stays open:
 * each change the feed announces is told to them only when they may read it (mayHearOf, from
 * src/contract/capabilities.ts), as kind and id; the end of their session ends it. The followers of
 * this process are held here (per-connection state, like the connections themselves), so that a
 * stopping process ends them all at once and takes no new ones, and so that a session holds at most
 * MAX_STREAMS_PER_SESSION of them here.
 */
export class FollowChanges {
  private readonly followers = new Set<Follower>();
  private stopped = false;

  constructor(private readonly feed: ChangeFeed) {}

  /** Returns the function that stops following (the stream closed). Refused once the process is stopping. */
  execute(viewer: Principal, sink: ChangeSink): () => void {
    if (this.stopped) throw new DomainError('http.unavailable');
    // The set keeps the order streams opened in: the session's first ones are its oldest.
    const sessions = [...this.followers].filter((follower) => follower.sessionId === viewer.sessionId);
    for (const oldest of sessions.slice(0, Math.max(0, sessions.length - MAX_STREAMS_PER_SESSION + 1))) this.end(oldest, 'replaced');
    let unsubscribe: (() => void) | null = null;
    const follower: Follower = {
      sessionId: viewer.sessionId,
      sink,
      stop: () => {
        if (!this.followers.delete(follower)) return;
        unsubscribe?.();
      },
    };
    this.followers.add(follower);
    unsubscribe = this.feed.subscribe({
      listening: () => sink.ready(),
      paused: () => sink.paused(),
      change: (change) => {
        if (change.kind === 'session') {
          if (change.id === viewer.sessionId) this.end(follower, 'session_ended');
          return;
        }
        if (mayHearOf(viewer, change)) sink.tell(toldOf(change));
      },
    });
    return follower.stop;
  }

  /** The process is stopping: every stream ends now, and no new one starts. */
  endAll(): void {
    this.stopped = true;
    for (const follower of [...this.followers]) this.end(follower, 'stopping');
  }

  /** How many streams this process has open. */
  get open(): number {
    return this.followers.size;
  }

  private end(follower: Follower, why: StreamEnd): void {
    if (!this.followers.has(follower)) return;
    follower.stop();
    follower.sink.end(why);
  }
}
