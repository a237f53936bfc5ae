import type { QueryClient } from '@tanstack/react-query';
import {
  LIVE_CHANGE_KINDS,
  LIVE_EVENT_NAMES,
  LIVE_EVENTS_PATH,
  liveChangeSchema,
  type LiveChangeKind,
} from '#contract/api/live-events.ts';

/**
 * Live updates in the browser (ADR 12): the signed-in app holds one stream of the server's change
 * events open (`GET /api/events`) and, on a change, marks stale the queries that may show it, so
 * that open lists, dashboards and the roll call read again by themselves (the active ones at once;
 * the rest when next shown). Loaded on demand by app/query-client.tsx, never by the landing page.
 *
 * The stream is read with fetch, not EventSource, so that the reconnection is ours: exponential
 * backoff with jitter, none once the session is over (a 401, or the server's `ended`; the auth
 * provider signs out on the next call), and a silent stream (no heartbeat) is given up and opened
 * again.
 *
 * While it does not hear (the stream is down, or the server said `paused`: its own listener hears
 * nothing) for longer than a moment, the page says so (`onPaused`: a quiet marker) and reads its
 * queries again every 30 s by itself, until the stream is ready again.
 */

/**
 * The query-key roots (the first element of every key) each kind of change makes stale: the one
 * list of them. desk/desk-keys.ts ('desk': the desk lists, a host's own list, a visit, its photo,
 * the roll call), visitors/visitor-keys.ts ('visitors': approvals, the detail view), My visitors
 * ('my-visits'), the dashboards' counts (dashboard/dashboard-keys.ts, 'dashboard'),
 * approve-user/use-pending-employees.ts ('approve-user') and the watchlist's lists
 * (watchlist/watchlist-keys.ts, 'watchlist').
 */
export const STALE_ROOTS: Readonly<Record<LiveChangeKind, readonly string[]>> = {
  visit: ['desk', 'visitors', 'my-visits', 'dashboard'],
  employee: ['approve-user', 'dashboard'],
  watchlist: ['watchlist'],
  evacuation: ['evacuation'],
};

/** Every root, for a read-again after a reconnection. */
export const ALL_ROOTS: readonly string[] = [...new Set(LIVE_CHANGE_KINDS.flatMap((kind) => STALE_ROOTS[kind]))];

export interface LiveUpdateTiming {
  /** Changes arriving within this long are one invalidation (a burst of check-ins reads each list once). */
  readonly coalesceMs: number;
  /** The first wait before reconnecting; doubled each failed try, up to maxDelayMs; a random half of it is taken off. */
  readonly minDelayMs: number;
  readonly maxDelayMs: number;
  /** The server comments every 20 s; a stream silent for this long is taken as dead. */
  readonly silenceMs: number;
  /** Not hearing for this long (a reconnection, a restart) shows the pause: shorter gaps pass unremarked. */
  readonly pauseGraceMs: number;
  /** While paused, every query is read again this often. */
  readonly pausedRefreshMs: number;
}

export const LIVE_UPDATE_TIMING: LiveUpdateTiming = {
  coalesceMs: 300,
  minDelayMs: 1_000,
  maxDelayMs: 30_000,
  silenceMs: 50_000,
  pauseGraceMs: 5_000,
  pausedRefreshMs: 30_000,
};

/** The wait before reconnection number `attempt` (0 for the first): exponential, capped, with jitter (`random` in [0, 1)). */
export const reconnectDelay = (attempt: number, random: number, timing: LiveUpdateTiming = LIVE_UPDATE_TIMING): number => {
  const ceiling = Math.min(timing.maxDelayMs, timing.minDelayMs * 2 ** Math.min(attempt, 20));
  return Math.round(ceiling / 2 + (random * ceiling) / 2);
};

export interface SseEvent {
  readonly event: string;
  readonly data: string;
}

/**
 * Splits what has arrived of an event stream into its complete blocks: the events (comments are
 * counted, not returned) and the unfinished rest to keep for the next chunk.
 */
export const readSseBlocks = (buffer: string): { events: SseEvent[]; comments: number; rest: string } => {
  const normalised = buffer.replace(/\r\n?/g, '\n');
  const blocks = normalised.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: SseEvent[] = [];
  let comments = 0;
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    let fields = 0;
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      fields += 1;
      const colon = line.indexOf(':');
      const name = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (name === 'event') event = value;
      else if (name === 'data') data.push(value);
    }
    if (fields === 0) comments += 1;
    else events.push({ event, data: data.join('\n') });
  }
  return { events, comments, rest };
};

export interface LiveUpdatesOptions {
  readonly fetch?: typeof fetch;
  readonly random?: () => number;
  readonly timing?: LiveUpdateTiming;
  /** Told when the updates pause (true) and when they are back (false). */
  readonly onPaused?: (paused: boolean) => void;
}

/**
 * Opens the stream and keeps it open for `client` until the returned function is called: each
 * change marks its roots stale (coalesced), each `ready` after the first (a reconnection, of the
 * browser or the server's listener) marks every root stale, since changes may have been missed.
 */
export const startLiveUpdates = (client: QueryClient, options: LiveUpdatesOptions = {}): (() => void) => {
  const request = options.fetch ?? ((input, init) => fetch(input, init));
  const random = options.random ?? Math.random;
  const timing = options.timing ?? LIVE_UPDATE_TIMING;
  let stopped = false;
  /** Newer streams of this sign-in took this one's place: it stays closed, and the page reads by the clock. */
  let replaced = false;
  let attempt = 0;
  let readyBefore = false;
  let connection: AbortController | null = null;
  /** Ends the current stream's reading (an abort alone does not end a body every browser hands over). */
  let cancelRead: (() => void) | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let silence: ReturnType<typeof setTimeout> | null = null;
  let flush: ReturnType<typeof setTimeout> | null = null;
  const pending = new Set<string>();
  let paused = false;
  let grace: ReturnType<typeof setTimeout> | null = null;
  let refresh: ReturnType<typeof setTimeout> | null = null;

  const invalidate = (roots: readonly string[]) => {
    for (const root of roots) pending.add(root);
    flush ??= setTimeout(() => {
      flush = null;
      const stale = [...pending];
      pending.clear();
      for (const root of stale) void client.invalidateQueries({ queryKey: [root] });
    }, timing.coalesceMs);
  };

  const setPaused = (value: boolean) => {
    if (paused === value) return;
    paused = value;
    options.onPaused?.(value);
  };
  // Chained timeouts rather than an interval: each read-again is planned after the last.
  const refreshWhilePaused = () => {
    refresh = setTimeout(() => {
      refresh = null;
      invalidate(ALL_ROOTS);
      refreshWhilePaused();
    }, timing.pausedRefreshMs);
  };
  /** Changes are not heard from now on: paused, unless it hears again within the grace. */
  const notHearing = () => {
    if (stopped || paused || grace) return;
    grace = setTimeout(() => {
      grace = null;
      setPaused(true);
      refreshWhilePaused();
    }, timing.pauseGraceMs);
  };
  /** Replaced by newer streams: paused at once, with no grace, since nothing will bring the stream back. */
  const pauseForGood = () => {
    if (grace) clearTimeout(grace);
    grace = null;
    if (paused) return;
    setPaused(true);
    refreshWhilePaused();
  };
  /** Heard again (`ready`), or nothing more to follow (stopped): no pause, no refreshing by the clock. */
  const unpause = () => {
    for (const timer of [grace, refresh]) if (timer) clearTimeout(timer);
    grace = refresh = null;
    setPaused(false);
  };

  const heard = () => {
    if (silence) clearTimeout(silence);
    silence = setTimeout(() => {
      connection?.abort();
      cancelRead?.();
    }, timing.silenceMs);
  };

  const handle = (event: SseEvent) => {
    if (event.event === LIVE_EVENT_NAMES.ended) {
      // The session is over: nothing to follow until the next sign-in starts anew.
      stopped = true;
    } else if (event.event === LIVE_EVENT_NAMES.replaced) {
      // Newer tabs of this sign-in took this stream's place: reopening it would close one of theirs, so
      // this page is paused for good and reads again by the clock.
      stopped = true;
      replaced = true;
    } else if (event.event === LIVE_EVENT_NAMES.ready) {
      if (readyBefore) invalidate(ALL_ROOTS);
      readyBefore = true;
      attempt = 0;
      unpause();
    } else if (event.event === LIVE_EVENT_NAMES.paused) {
      notHearing();
    } else if (event.event === LIVE_EVENT_NAMES.change) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(event.data);
      } catch {
        return;
      }
      const change = liveChangeSchema.safeParse(parsed);
      if (change.success) invalidate(STALE_ROOTS[change.data.kind]);
    }
  };

  const reconnectLater = () => {
    if (stopped) return replaced ? pauseForGood() : unpause();
    notHearing();
    const delay = reconnectDelay(attempt, random(), timing);
    attempt += 1;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, delay);
  };

  const connect = async () => {
    if (stopped) return;
    const controller = new AbortController();
    connection = controller;
    heard();
    try {
      const response = await request(LIVE_EVENTS_PATH, {
        credentials: 'same-origin',
        cache: 'no-store',
        headers: { Accept: 'text/event-stream' },
        signal: controller.signal,
      });
      // Signed out (or never signed in): nothing to follow until the next sign-in starts anew.
      if (response.status === 401 || response.status === 403) {
        stopped = true;
        unpause();
        return;
      }
      if (!response.ok || !response.body) throw new Error(`stream refused (${response.status})`);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      cancelRead = () => void reader.cancel().catch(() => undefined);
      let buffer = '';
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        heard();
        const read = readSseBlocks(buffer + value);
        buffer = read.rest;
        for (const event of read.events) handle(event);
      }
    } catch {
      // A network failure, a refusal or our own abort: reconnect below unless stopped.
    } finally {
      if (silence) clearTimeout(silence);
      silence = null;
      if (connection === controller) {
        connection = null;
        cancelRead = null;
      }
    }
    reconnectLater();
  };

  // Not hearing until the first `ready`.
  notHearing();
  void connect();
  return () => {
    stopped = true;
    connection?.abort();
    cancelRead?.();
    for (const timer of [retry, silence, flush]) if (timer) clearTimeout(timer);
    pending.clear();
    unpause();
  };
};
