import { QueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveUpdatesPaused, setLiveUpdatesPaused } from '../../../web/src/app/live-updates-paused.ts';
import { ALL_ROOTS, LIVE_UPDATE_TIMING, readSseBlocks, reconnectDelay, startLiveUpdates, STALE_ROOTS } from '../../../web/src/app/live-updates.ts';

describe('readSseBlocks', () => {
  it('should read complete events, count comments and keep the unfinished rest', () => {
    expect(readSseBlocks('event: ready\ndata: \n\n: keep-alive\n\nevent: change\ndata: {"kind":"visit","id":4}\n\nevent: cha')).toEqual({
      events: [
        { event: 'ready', data: '' },
        { event: 'change', data: '{"kind":"visit","id":4}' },
      ],
      comments: 1,
      rest: 'event: cha',
    });
  });

  it('should take CRLF line ends and join data lines', () => {
    expect(readSseBlocks('data: one\r\ndata: two\r\n\r\n')).toEqual({ events: [{ event: 'message', data: 'one\ntwo' }], comments: 0, rest: '' });
  });
});

describe('reconnectDelay', () => {
  it('should double from one second, keep a random half of it, and stop growing at thirty seconds', () => {
    expect([0, 1, 2, 3].map((attempt) => reconnectDelay(attempt, 0))).toEqual([500, 1_000, 2_000, 4_000]);
    expect([0, 1, 2, 3].map((attempt) => reconnectDelay(attempt, 0.999_999))).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(reconnectDelay(10, 0)).toBe(15_000);
    expect(reconnectDelay(60, 0.999_999)).toBe(30_000);
  });
});

/** A server the test speaks for: each call to the stream gets the next answer the test queued. */
const fakeServer = () => {
  const calls: RequestInit[] = [];
  const streams: { send(text: string): void; end(): void }[] = [];
  const answers: (() => Response)[] = [];
  const fetch = vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(init ?? {});
    const answer = answers.shift();
    if (!answer) return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(answer());
  });
  return {
    calls,
    fetch: fetch as unknown as typeof globalThis.fetch,
    /** The next call gets an open stream; returns its handle once it is called. */
    willStream: () => {
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({
        start: (c) => {
          controller = c;
        },
      });
      const handle = {
        send: (text: string) => controller.enqueue(new TextEncoder().encode(text)),
        end: () => controller.close(),
      };
      streams.push(handle);
      answers.push(() => new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }));
      return handle;
    },
    willRefuse: (status: number) => answers.push(() => new Response(JSON.stringify({ errmessage: 'Please log in to continue.', code: 'auth.required' }), { status })),
  };
};

describe('startLiveUpdates', () => {
  let client: QueryClient;
  let invalidated: string[][];

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    client = new QueryClient();
    invalidated = [];
    vi.spyOn(client, 'invalidateQueries').mockImplementation((filters) => {
      invalidated.push([...((filters?.queryKey ?? []) as string[])]);
      return Promise.resolve();
    });
  });

  afterEach(() => {
    vi.useRealTimers();
    client.clear();
  });

  const change = (kind: string, id: number) => `event: change\ndata: ${JSON.stringify({ kind, id })}\n\n`;

  it('should mark each root a burst of changes touches stale once, after the burst', async () => {
    const server = fakeServer();
    const stream = server.willStream();
    const stop = startLiveUpdates(client, { fetch: server.fetch, random: () => 0 });
    stream.send('event: ready\ndata: \n\n');
    stream.send(change('visit', 1) + change('visit', 2));
    stream.send(change('employee', 3));
    await vi.advanceTimersByTimeAsync(LIVE_UPDATE_TIMING.coalesceMs - 1);
    expect(invalidated).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(invalidated.sort()).toEqual([['approve-user'], ['dashboard'], ['desk'], ['my-visits'], ['visitors']]);
    stream.send(change('employee', 4));
    await vi.advanceTimersByTimeAsync(LIVE_UPDATE_TIMING.coalesceMs);
    expect(invalidated.slice(5).sort()).toEqual(STALE_ROOTS.employee.map((root) => [root]).sort());
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]).toMatchObject({ credentials: 'same-origin', headers: { Accept: 'text/event-stream' } });
    stop();
  });

  it('should mark the watchlist\'s lists stale on a change of a watchlist entry, and nothing else', async () => {
    const server = fakeServer();
    const stream = server.willStream();
    const stop = startLiveUpdates(client, { fetch: server.fetch, random: () => 0 });
    stream.send('event: ready\ndata: \n\n');
    stream.send(change('watchlist', 7));
    await vi.advanceTimersByTimeAsync(LIVE_UPDATE_TIMING.coalesceMs);
    expect(invalidated).toEqual([['watchlist']]);
    stop();
  });

  it('should ignore what is not a change it knows', async () => {
    const server = fakeServer();
    const stream = server.willStream();
    const stop = startLiveUpdates(client, { fetch: server.fetch, random: () => 0 });
    stream.send('event: ready\ndata: \n\n: keep-alive\n\n');
    stream.send('event: change\ndata: {"kind":"badge","id":1}\n\nevent: change\ndata: not json\n\nevent: other\ndata: {"kind":"visit","id":1}\n\n');
    await vi.advanceTimersByTimeAsync(LIVE_UPDATE_TIMING.coalesceMs * 2);
    expect(invalidated).toEqual([]);
    stop();
  });

  it('should reconnect with growing waits after failures, and read everything again once a new stream is ready', async () => {
    const server = fakeServer();
    const first = server.willStream();
    const stop = startLiveUpdates(client, { fetch: server.fetch, random: () => 0 });
    first.send('event: ready\ndata: \n\n');
    await vi.advanceTimersByTimeAsync(0);
    first.end();
    // Two failed tries: waits of 500 ms, then 1 s, then 2 s before the third.
    await vi.advanceTimersByTimeAsync(499);
    expect(server.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.calls).toHaveLength(3);
    const again = server.willStream();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(server.calls).toHaveLength(4);
    expect(invalidated).toEqual([]);
    again.send('event: ready\ndata: \n\n');
    await vi.advanceTimersByTimeAsync(LIVE_UPDATE_TIMING.coalesceMs);
    expect(invalidated.sort()).toEqual(ALL_ROOTS.map((root) => [root]).sort());
    // Ready again: the next failure waits the shortest time again.
    again.end();
    server.willStream();
    await vi.advanceTimersByTimeAsync(500);
    expect(server.calls).toHaveLength(5);
    stop();
  });

  it('should give up a stream that has gone silent and open another', async () => {
    const server = fakeServer();
    const silent = server.willStream();
    const stop = startLiveUpdates(client, { fetch: server.fetch, random: () => 0 });
    silent.send('event: ready\ndata: \n\n');
    server.willStream();
    await vi.advanceTimersByTimeAsync(LIVE_UPDATE_TIMING.silenceMs - 1);
    expect(server.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1 + 500);
    expect(server.calls).toHaveLength(2);
    expect(server.calls[0]?.signal?.aborted).toBe(true);
    stop();
  });

  it('should not reconnect once the session is over (401)', async () => {
    const server = fakeServer();
    server.willRefuse(401);
    startLiveUpdates(client, { fetch: server.fetch, random: () => 0 });
    await vi.advanceTimersByTimeAsync(LIVE_UPDATE_TIMING.maxDelayMs * 4);
    expect(server.calls).toHaveLength(1);
  });

  it('should not reconnect after the server said the session ended', async () => {
    const server = fakeServer();
    const stream = server.willStream();
    startLiveUpdates(client, { fetch: server.fetch, random: () => 0 });
    stream.send('event: ready\ndata: \n\nevent: ended\ndata: \n\n');
    stream.end();
    await vi.advanceTimersByTimeAsync(LIVE_UPDATE_TIMING.maxDelayMs * 4);
    expect(server.calls).toHaveLength(1);
  });

  it('should not reconnect after the server said newer streams of the session took this one\'s place, but pause and read by the clock', async () => {
    const server = fakeServer();
    const stream = server.willStream();
    const told: boolean[] = [];
    const stop = startLiveUpdates(client, { fetch: server.fetch, random: () => 0, onPaused: (paused) => told.push(paused) });
    stream.send('event: ready\ndata: \n\nevent: replaced\ndata: \n\n');
    stream.end();
    await vi.advanceTimersByTimeAsync(LIVE_UPDATE_TIMING.maxDelayMs * 4);
    expect(server.calls).toHaveLength(1);
    expect(told).toEqual([true]);
    await vi.advanceTimersByTimeAsync(LIVE_UPDATE_TIMING.pausedRefreshMs + LIVE_UPDATE_TIMING.coalesceMs);
    expect(invalidated.length).toBeGreaterThanOrEqual(ALL_ROOTS.length);
    stop();
    expect(told).toEqual([true, false]);
  });

  it('should pause when the server\'s listener stops hearing, read every query again each 30 s meanwhile, and stop once ready again', async () => {
    const server = fakeServer();
    const stream = server.willStream();
    const told: boolean[] = [];
    const stop = startLiveUpdates(client, { fetch: server.fetch, random: () => 0, onPaused: (paused) => told.push(paused) });
    stream.send('event: ready\ndata: \n\n');
    await vi.advanceTimersByTimeAsync(0);
    stream.send('event: paused\ndata: \n\n');
    // A moment's pause passes unremarked; a longer one shows.
    await vi.advanceTimersByTimeAsync(LIVE_UPDATE_TIMING.pauseGraceMs - 1);
    expect(told).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(told).toEqual([true]);
    // The server's heartbeats keep the stream itself open meanwhile.
    const beat = async (ms: number) => {
      stream.send(': keep-alive\n\n');
      await vi.advanceTimersByTimeAsync(ms);
    };
    await beat(LIVE_UPDATE_TIMING.pausedRefreshMs + LIVE_UPDATE_TIMING.coalesceMs);
    expect(invalidated.sort()).toEqual(ALL_ROOTS.map((root) => [root]).sort());
    await beat(LIVE_UPDATE_TIMING.pausedRefreshMs);
    expect(invalidated).toHaveLength(ALL_ROOTS.length * 2);
    // Ready again: read once more (changes went unheard), then no more reading by the clock.
    stream.send('event: ready\ndata: \n\n');
    await vi.advanceTimersByTimeAsync(LIVE_UPDATE_TIMING.coalesceMs);
    expect(told).toEqual([true, false]);
    expect(invalidated).toHaveLength(ALL_ROOTS.length * 3);
    for (let n = 0; n < 3; n++) await beat(LIVE_UPDATE_TIMING.pausedRefreshMs);
    expect(invalidated).toHaveLength(ALL_ROOTS.length * 3);
    stop();
  });

  it('should pause while the stream itself stays down past the grace, but not for a quick reconnection', async () => {
    const server = fakeServer();
    const first = server.willStream();
    const told: boolean[] = [];
    const stop = startLiveUpdates(client, { fetch: server.fetch, random: () => 0, onPaused: (paused) => told.push(paused) });
    first.send('event: ready\ndata: \n\n');
    await vi.advanceTimersByTimeAsync(0);
    // A restart: back within a second.
    first.end();
    const second = server.willStream();
    await vi.advanceTimersByTimeAsync(500);
    second.send('event: ready\ndata: \n\n');
    await vi.advanceTimersByTimeAsync(LIVE_UPDATE_TIMING.pauseGraceMs * 2);
    expect(told).toEqual([]);
    // Down for good: every try fails.
    second.end();
    await vi.advanceTimersByTimeAsync(LIVE_UPDATE_TIMING.pauseGraceMs);
    expect(told).toEqual([true]);
    stop();
    expect(told).toEqual([true, false]);
  });

  it('should not pause once the session is over', async () => {
    const server = fakeServer();
    server.willRefuse(401);
    const told: boolean[] = [];
    startLiveUpdates(client, { fetch: server.fetch, random: () => 0, onPaused: (paused) => told.push(paused) });
    await vi.advanceTimersByTimeAsync(LIVE_UPDATE_TIMING.pausedRefreshMs * 2);
    expect(told).toEqual([]);
    expect(invalidated).toEqual([]);
  });

  it('should close the stream and never reconnect once stopped', async () => {
    const server = fakeServer();
    server.willStream();
    const stop = startLiveUpdates(client, { fetch: server.fetch, random: () => 0 });
    await vi.advanceTimersByTimeAsync(0);
    stop();
    expect(server.calls[0]?.signal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(LIVE_UPDATE_TIMING.maxDelayMs * 4);
    expect(server.calls).toHaveLength(1);
  });
});

describe('LiveUpdatesPaused', () => {
  afterEach(() => setLiveUpdatesPaused(false));

  it('should keep an empty status region while live, and say the updates are paused in it while they are', () => {
    expect(renderToStaticMarkup(createElement(LiveUpdatesPaused))).toBe('<div role="status" class="vd-live-paused"></div>');
    setLiveUpdatesPaused(true);
    expect(renderToStaticMarkup(createElement(LiveUpdatesPaused))).toBe(
      '<div role="status" class="vd-live-paused"><span class="vd-live-paused__text">Live updates paused</span></div>',
    );
  });
});
