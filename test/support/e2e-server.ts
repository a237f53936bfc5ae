import { once } from 'node:events';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { FollowChanges } from '../../src/live/application/follow-changes.ts';
import { OutboxSender } from '../../src/platform/mail/outbox-sender.ts';
import { projectRoot } from '../../src/platform/project-root.ts';
import { FakeClock } from './fake-clock.ts';
import { startTestApp, type TestApp, type TestAppOptions } from './test-app.ts';
import { freePort } from './free-port.ts';

export interface E2eServer extends TestApp {
  readonly baseUrl: string;
}

/**
 * The real server on a real port, serving the built SPA, with its mail sender running and a clock
 * that follows real time: what a browser journey talks to.
 */
export const startE2eServer = async (options: TestAppOptions = {}): Promise<E2eServer> => {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const t = await startTestApp({
    ...options,
    webDir: join(projectRoot(), 'web', 'dist'),
    clock: options.clock ?? new FakeClock('now'),
    env: { PORT: String(port), VMS_PUBLIC_URL: baseUrl, ...options.env },
  });
  const server = serve({ fetch: t.app.fetch, port, hostname: '127.0.0.1' });
  await once(server, 'listening');
  t.get(OutboxSender).start();
  return {
    ...t,
    baseUrl,
    close: async () => {
      // Live event streams never finish by themselves: end them, or the server would wait for them.
      t.get(FollowChanges).endAll();
      await new Promise<void>((done) => server.close(() => done()));
      await t.close();
    },
  };
};
