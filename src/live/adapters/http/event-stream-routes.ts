import type { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { streamSSE, type SSEMessage, type SSEStreamingApi } from 'hono/streaming';
import { LIVE_EVENT_NAMES, LIVE_EVENTS_PATH } from '#contract/api/live-events.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { AppEnv } from '../../../platform/http/app-env.ts';
import { SESSION_COOKIE } from '../../../platform/http/require-role.ts';
import type { SessionAuthenticator } from '../../../platform/ports/session-authenticator.ts';
import type { ChangeSink, FollowChanges } from '../../application/follow-changes.ts';

export interface EventStreamTiming {
  /** A comment line this often keeps proxies and load balancers from closing an idle stream. */
  readonly heartbeatMs: number;
  /** The session is checked again this often (without counting as activity): a stream ends when its session is over by time. */
  readonly recheckMs: number;
}

export const EVENT_STREAM_TIMING: EventStreamTiming = { heartbeatMs: 20_000, recheckMs: 30_000 };

export interface EventStreamDeps {
  readonly authenticator: SessionAuthenticator;
  readonly followChanges: FollowChanges;
  /** Runs work in a database scope of its own (the periodic session check runs outside any request). */
  readonly scope: <T>(work: () => Promise<T>) => Promise<T>;
  readonly timing?: EventStreamTiming;
}

/** Writes that a client has not taken yet; past this many it is not reading, and its stream ends. */
const MAX_UNWRITTEN = 64;

/**
 * `GET /api/events` (ADR 12): the signed-in viewer's live updates as server-sent events. The
 * session cookie authenticates it like any call, but neither opening it nor keeping it open counts
 * as activity, so an idle tab still signs out after ten minutes. 401 without a live session; 503
 * while the process is stopping. The stream ends when the session ends (at once when it is ended,
 * within `recheckMs` when it runs out), when the process stops, or when its session opens a stream
 * beyond MAX_STREAMS_PER_SESSION (FollowChanges), this being its oldest.
 */
export const eventStreamRoutes = (deps: EventStreamDeps) => (app: Hono<AppEnv>) => {
  const timing = deps.timing ?? EVENT_STREAM_TIMING;

  app.get(LIVE_EVENTS_PATH, async (c) => {
    const token = getCookie(c, SESSION_COOKIE);
    const viewer = await deps.authenticator.authenticate(token, false);

    let finish!: () => void;
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let opened!: (stream: SSEStreamingApi) => void;
    const open = new Promise<SSEStreamingApi>((resolve) => {
      opened = resolve;
    });
    // One write at a time, in order, once the stream exists.
    let written: Promise<unknown> = open;
    let unwritten = 0;
    const send = (write: (stream: SSEStreamingApi) => Promise<unknown>) => {
      if (++unwritten > MAX_UNWRITTEN) return finish();
      written = written.then(async () => {
        const stream = await open;
        if (!stream.aborted && !stream.closed) await write(stream);
        unwritten -= 1;
      });
    };
    const message = (sse: SSEMessage) => send((stream) => stream.writeSSE(sse));
    // Told, then closed: the browser does not come back with a session that is over, nor to a place
    // a newer stream of its session has taken (it would close another).
    const toldAndClosed = (event: typeof LIVE_EVENT_NAMES.ended | typeof LIVE_EVENT_NAMES.replaced) => {
      message({ event, data: '' });
      void written.then(finish, finish);
    };
    const signedOut = () => toldAndClosed(LIVE_EVENT_NAMES.ended);
    const sink: ChangeSink = {
      ready: () => message({ event: LIVE_EVENT_NAMES.ready, data: '' }),
      tell: (change) => message({ event: LIVE_EVENT_NAMES.change, data: JSON.stringify(change) }),
      paused: () => message({ event: LIVE_EVENT_NAMES.paused, data: '' }),
      end: (why) => {
        if (why === 'session_ended') signedOut();
        else if (why === 'replaced') toldAndClosed(LIVE_EVENT_NAMES.replaced);
        else finish();
      },
    };
    // Before the stream starts, so that a stopping process answers 503 like any call.
    const stop = deps.followChanges.execute(viewer, sink);

    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      opened(stream);
      stream.onAbort(() => finish());
      const heartbeat = setInterval(() => send((s) => s.write(': keep-alive\n\n')), timing.heartbeatMs);
      const recheck = setInterval(() => {
        deps
          .scope(() => deps.authenticator.authenticate(token, false))
          .catch((error: unknown) => {
            // Over by time, disabled or ended: the stream ends. A database that does not answer ends nothing.
            if (error instanceof DomainError) signedOut();
          });
      }, timing.recheckMs);
      try {
        await finished;
      } finally {
        clearInterval(heartbeat);
        clearInterval(recheck);
        stop();
      }
    });
  });
};
