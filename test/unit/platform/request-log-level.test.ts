import { describe, expect, it } from 'vitest';
import { createHttpApp } from '../../../src/platform/http/create-http-app.ts';
import { createLogger } from '../../../src/platform/logging/logger.ts';

/** The real HTTP app and request frame, logging through pino at `level` into `lines`. */
const appLoggingAt = (level: string, healthy = true) => {
  const lines: Record<string, unknown>[] = [];
  const app = createHttpApp({
    logger: createLogger(level, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) }),
    routes: [(routes) => routes.get('/api/ping', (c) => c.json({ ok: true }))],
    requestScope: (work) => work(),
    healthCheck: async () => healthy,
    webDir: '/nonexistent-web-dir',
    spa: { companyDomain: 'example.com', payloadPhrase: 'p'.repeat(8), corporateUrl: 'https://x.test', timeZone: 'UTC' },
    publicUrl: 'http://localhost:3001',
    secureCookies: false,
  });
  return { app, requests: () => lines.filter((line) => line['msg'] === 'request') };
};

describe('the request log line', () => {
  it('should write no line for a healthy /healthz at level info, and one for any other request', async () => {
    const { app, requests } = appLoggingAt('info');
    expect((await app.request('/healthz')).status).toBe(200);
    expect(requests()).toEqual([]);
    expect((await app.request('/api/ping')).status).toBe(200);
    expect((await app.request('/api/missing')).status).toBe(404);
    expect(requests().map((line) => [line['level'], line['path'], line['status']])).toEqual([
      ['info', '/api/ping', 200],
      ['info', '/api/missing', 404],
    ]);
  });

  it('should write the health check at debug', async () => {
    const { app, requests } = appLoggingAt('debug');
    await app.request('/healthz');
    expect(requests().map((line) => [line['level'], line['path']])).toEqual([['debug', '/healthz']]);
  });

  it('should keep a failing health check at info: the operator wants to see that one', async () => {
    const { app, requests } = appLoggingAt('info', false);
    expect((await app.request('/healthz')).status).toBe(503);
    expect(requests().map((line) => [line['level'], line['path'], line['status']])).toEqual([['info', '/healthz', 503]]);
  });
});
