import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_APPLICATION_NAME } from '../../../src/live/adapters/pg-change-feed.ts';
import { ChangeFeed } from '../../../src/live/application/ports.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { queryRows } from '../../support/test-database.ts';

/**
 * Live updates that say when they are dead (issue 27, item 10): the process's listener is its own
 * database connection; when it is lost, /readyz says so, an operator reads one error, and readiness
 * comes back once it listens again, while /healthz (the load balancer's check) keeps answering.
 */
describe('the change listener\'s readiness', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const readyz = async () => {
    const response = await t.request('/readyz');
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  /** The next call of the feed's `listening` or `paused`, whichever the test waits for, with /readyz as it was then. */
  const nextTold = (feed: ChangeFeed, what: 'listening' | 'paused') =>
    new Promise<{ status: number; body: Record<string, unknown> }>((resolve) => {
      const stop = feed.subscribe({
        change: () => undefined,
        listening: () => {
          if (what !== 'listening') return;
          stop();
          resolve(readyz());
        },
        paused: () => {
          if (what !== 'paused') return;
          stop();
          resolve(readyz());
        },
      });
    });

  it('should be not ready while its listener\'s connection is gone, say so once in the log, and be ready once it listens again', async () => {
    const feed = t.get(ChangeFeed);
    // Nothing asked it to listen yet (the server does at start-up): idle is not a failure.
    expect(await readyz()).toEqual({ status: 200, body: { status: 'ready', database: 'up', liveUpdates: 'idle' } });
    const listening = nextTold(feed, 'listening');
    feed.start();
    expect(await listening).toEqual({ status: 200, body: { status: 'ready', database: 'up', liveUpdates: 'up' } });

    // What a database restart or a failover does to the listening connection.
    const paused = nextTold(feed, 'paused');
    const ended = await queryRows<{ pid: number }>(
      t.database.url,
      'with listeners as materialized (select pid from pg_stat_activity where application_name = $1 and datname = current_database()) select pid from listeners where pg_terminate_backend(pid)',
      [LISTENER_APPLICATION_NAME],
    );
    expect(ended).toHaveLength(1);
    expect(await paused).toEqual({ status: 503, body: { status: 'not_ready', database: 'up', liveUpdates: 'down' } });
    // The load balancer's check is not about live updates: every call still works.
    expect((await t.request('/healthz')).status).toBe(200);

    // Asked while it does not listen, `listening` comes when it listens again.
    expect(await nextTold(feed, 'listening')).toEqual({ status: 200, body: { status: 'ready', database: 'up', liveUpdates: 'up' } });
    const said = t.logs.filter((line) => line['component'] === 'live' && line['level'] !== 'debug').map((line) => [line['level'], line['msg']]);
    expect(said).toEqual([
      ['warn', 'the change listener lost its connection'],
      ['error', 'live updates are down: the change listener hears nothing'],
      ['info', 'live updates: the change listener hears again'],
      ['info', 'listening for changes again'],
    ]);
    expect(feed.health().state).toBe('up');
  });
});
