import { once } from 'node:events';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { FollowChanges } from '../../src/live/application/follow-changes.ts';
import { closeGracefully } from '../../src/platform/http/graceful-close.ts';
import { OutboxSender } from '../../src/platform/mail/outbox-sender.ts';
import { projectRoot } from '../../src/platform/project-root.ts';
import { FakeClock } from './fake-clock.ts';
import { liveSiteZone } from './live-site.ts';
import { startTestApp, type TestApp, type TestAppOptions } from './test-app.ts';

export interface E2eServer extends TestApp {
  readonly baseUrl: string;
}

/**
 * How long a closing journey server waits for its requests in flight before it drops their
 * connections. The file's journeys are over by then, so what is still open is a browser's (a page whose
 * context is still closing, a live stream), not a test's: waited for, it kept a clean-up past its
 * hook's limit (docs/performance.md, "Test suite").
 */
const DRAIN_MS = 10_000;

/**
 * The real server on a real port, serving the built SPA, with its mail sender running and a clock
 * that follows real time, at the run's live site (live-site.ts): what a browser journey talks to.
 */
export const startE2eServer = async (options: TestAppOptions = {}): Promise<E2eServer> => {
  // The listener first, on a port the system chooses, and the app behind it once it exists (its
  // public URL names the port): no probe-then-bind window for another process to take the port in.
  const behind: { app?: TestApp['app'] } = {};
  const server = serve({
    // The node server's bindings (the connection, for the client's address) go through as they come.
    fetch: (request, bindings) => (behind.app ? behind.app.fetch(request, bindings) : new Response('starting', { status: 503 })),
    port: 0,
    hostname: '127.0.0.1',
  });
  // The requests in flight, so that a close that has to drop some says which.
  const inFlight = new Map<IncomingMessage, number>();
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    inFlight.set(request, performance.now());
    response.once('close', () => inFlight.delete(request));
  });
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  let t: TestApp;
  try {
    t = await startTestApp({
      ...options,
      webDir: join(projectRoot(), 'web', 'dist'),
      clock: options.clock ?? new FakeClock('now'),
      env: { PORT: String(port), VMS_PUBLIC_URL: baseUrl, VMS_TIMEZONE: liveSiteZone(), ...options.env },
    });
  } catch (error) {
    server.close();
    throw error;
  }
  behind.app = t.app;
  t.get(OutboxSender).start();
  return {
    ...t,
    baseUrl,
    close: async () => {
      // Live event streams never finish by themselves: end them, or the server would wait for them.
      t.get(FollowChanges).endAll();
      // As the product's drain closes its listener (serve.ts): idle connections closed as they become
      // idle, and what is still open after DRAIN_MS dropped, named in the log.
      // (Read just before the deadline: the connections dropped at it leave the list as they close.)
      let stillOpen: string[] = [];
      const look = setTimeout(() => {
        stillOpen = [...inFlight].map(([request, since]) => `${request.method ?? ''} ${request.url ?? ''} (open ${((performance.now() - since) / 1000).toFixed(1)} s)`);
      }, DRAIN_MS - 100);
      const outcome = await closeGracefully(server as Server, DRAIN_MS);
      clearTimeout(look);
      if (outcome === 'timed_out') process.stderr.write(`[journey server] ${baseUrl}: requests still open after ${DRAIN_MS} ms, dropped: ${stillOpen.join(', ') || 'none named'}\n`);
      await t.close();
    },
  };
};
