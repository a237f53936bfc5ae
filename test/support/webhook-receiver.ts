import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the receiver got it. */
export interface Received {
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** What the receiver answers a request with: a status and a body, or `hold` to answer nothing (until closed). */
export type Reply = { readonly status: number; readonly body?: string } | 'hold';

/**
 * A real HTTP receiver on 127.0.0.1 (node:http): it keeps every request and answers each as `reply`
 * says; `received(n)` resolves once n requests have come (a signal, never a fixed wait).
 */
export interface WebhookReceiver {
  readonly url: string;
  readonly requests: Received[];
  reply: (request: Received, index: number) => Reply;
  received(count: number): Promise<void>;
  close(): Promise<void>;
}

export const startWebhookReceiver = async (path = '/hooks'): Promise<WebhookReceiver> => {
  const requests: Received[] = [];
  const waiters: (() => void)[] = [];
  const held: ServerResponse[] = [];
  const receiver: WebhookReceiver = {
    url: '',
    requests,
    reply: () => ({ status: 204 }),
    received: (count) =>
      new Promise((done) => {
        const check = () => (requests.length >= count ? done() : void waiters.push(check));
        check();
      }),
    close: async () => {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const got: Received = { headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(got);
      const reply = receiver.reply(got, requests.length - 1);
      for (const wake of waiters.splice(0)) wake();
      if (reply === 'hold') {
        held.push(response);
        return;
      }
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(reply.body ?? '');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  Object.assign(receiver, { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}` });
  return receiver;
};
