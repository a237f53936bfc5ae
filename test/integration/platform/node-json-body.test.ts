import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages.ts';
import { serveOnLoopback, type LoopbackServer } from '../../support/loopback-server.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

interface Answer {
  readonly status: number;
  readonly body: unknown;
}

let addresses = 0;
const nextAddress = () => `10.77.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`;

/**
 * JSON bodies under @hono/node-server are read from Node's request (issue 10, node-json-body.ts);
 * in process (`app.request`) Hono reads them as before. The same bytes must get the same answer
 * either way, and the body limit must hold on the new path, declared or not.
 */
describe('JSON bodies read from Node\'s request', () => {
  let t: TestApp;
  let server: LoopbackServer;
  let port: number;

  beforeAll(async () => {
    t = await startTestApp();
    server = await serveOnLoopback(t);
    port = server.port;
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });

  /** Over the socket; `chunked` sends the body without a Content-Length. */
  const served = (path: string, body: Buffer, chunked = false): Promise<Answer> =>
    new Promise((done, fail) => {
      const headers: Record<string, string | number> = { 'Content-Type': 'application/json', 'X-Forwarded-For': nextAddress() };
      if (!chunked) headers['Content-Length'] = body.length;
      const request = httpRequest({ host: '127.0.0.1', port, method: 'POST', path, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown }));
        response.on('error', fail);
      });
      // The server may answer 413 before the whole body is written.
      request.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : fail(error)));
      if (chunked) {
        for (let at = 0; at < body.length; at += 64 * 1024) request.write(body.subarray(at, at + 64 * 1024));
        request.end();
      } else request.end(body);
    });

  const inProcess = async (path: string, body: Buffer): Promise<Answer> => {
    const response = await t.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextAddress() }, body });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it('should answer the same bytes the same way over the socket as in process: readable, unreadable, a byte order mark, a NUL, any size of body', async () => {
    const bodies: Buffer[] = [
      Buffer.from(JSON.stringify({ data: 123 })),
      Buffer.from(JSON.stringify({ data: 'not an envelope' })),
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify({ data: 'not an envelope' }))]),
      Buffer.from('{"data": "unterminated'),
      Buffer.from('[1, 2]'),
      Buffer.from(''),
      Buffer.from(JSON.stringify({ data: 'a\u0000b' })),
      Buffer.from(JSON.stringify({ data: 'é ✓ 漢字' })),
      Buffer.from(JSON.stringify({ data: 'x'.repeat(300_000) })),
    ];
    for (const body of bodies) {
      const label = body.subarray(0, 40).toString('utf8');
      const socket = await served('/api/auth/login', body);
      expect(socket, label).toEqual(await inProcess('/api/auth/login', body));
      expect(await served('/api/auth/login', body, true), `${label} (chunked)`).toEqual(socket);
      expect(socket.status, label).toBe(400);
    }
  });

  it('should refuse a body over the limit with 413, whether its size is declared or not', async () => {
    const tooLarge = Buffer.from(JSON.stringify({ data: 'x'.repeat(3 * 1024 * 1024) }));
    for (const chunked of [false, true]) {
      const answer = await served('/api/auth/login', tooLarge, chunked);
      expect(answer, chunked ? 'chunked' : 'declared').toEqual({ status: 413, body: { errmessage: MESSAGES.http.payloadTooLarge, code: 'http.payload_too_large' } });
    }
  });
});
