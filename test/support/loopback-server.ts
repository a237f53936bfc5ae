import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { TestApp } from './test-app.ts';

/** A test app behind a real socket on 127.0.0.1 (a free port): for what only Node's own request and response show. */
export interface LoopbackServer {
  readonly port: number;
  close(): Promise<void>;
}

export const serveOnLoopback = async (t: TestApp): Promise<LoopbackServer> => {
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
};
