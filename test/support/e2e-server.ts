import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { FollowChanges } from '../../src/live/application/follow-changes.ts';
import { OutboxSender } from '../../src/platform/mail/outbox-sender.ts';
import { projectRoot } from '../../src/platform/project-root.ts';
import { FakeClock } from './fake-clock.ts';
import { liveSiteZone } from './live-site.ts';
import { startTestApp, type TestApp, type TestAppOptions } from './test-app.ts';
import { withinDeadline } from './within-deadline.ts';

export interface E2eServer extends TestApp {
  readonly baseUrl: string;
}

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
      await withinDeadline('journey server: its HTTP listener', 60_000, () => new Promise<void>((done) => server.close(() => done())));
      await t.close();
    },
  };
};
