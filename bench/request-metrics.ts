/**
 * What counting a request for /metrics costs (docs/performance.md, "Request metrics"): the request
 * frame's metrics step (src/platform/metrics/request-recorder.ts: the matched route's pattern and one
 * histogram observation) on the context of a real answered request, against the log step beside it
 * at level info with its line discarded. Prints this process's CPU per call. No database.
 *
 *   node --import tsx bench/request-metrics.ts
 */
import type { Context } from 'hono';
import type { AppEnv } from '../src/platform/http/app-env.ts';
import { createHttpApp } from '../src/platform/http/create-http-app.ts';
import { logRequest } from '../src/platform/http/request-logger.ts';
import { createLogger } from '../src/platform/logging/logger.ts';
import { Metrics } from '../src/platform/metrics/metrics.ts';
import { requestRecorder } from '../src/platform/metrics/request-recorder.ts';

const cpuPer = (times: number, work: () => unknown): number => {
  for (let i = 0; i < times / 10; i += 1) work();
  const before = process.cpuUsage();
  for (let i = 0; i < times; i += 1) work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / times;
};

const logger = createLogger('info', { write: () => undefined });
const metrics = new Metrics({
  pool: () => ({ inUse: 0, idle: 0, waiting: 0 }),
  outbox: async () => [{ channel: 'mail', pending: 0, oldestAgeSeconds: 0 }],
  live: () => ({ openStreams: 0 }),
  logger,
});
let answered: Context<AppEnv> | undefined;
const app = createHttpApp({
  logger,
  routes: [(routes) => routes.get('/check-session/:email/:sessionTime', (c) => ((answered = c), c.json({ message: 'ok' })))],
  requestScope: (work) => work(),
  healthCheck: async () => true,
  webDir: '/nonexistent',
  spa: { companyDomain: 'example.com', payloadPhrase: 'p'.repeat(8), corporateUrl: 'https://x.test', timeZone: 'UTC' },
  publicUrl: 'http://localhost:3001',
  secureCookies: false,
});
await app.request('/check-session/someone%40example.com/1700000000000');
const c = answered!;
const record = requestRecorder(metrics);

const ns = (work: () => unknown) => (cpuPer(1_000_000, work) * 1000).toFixed(0);
console.log(`metrics step (route pattern + one observation): ${ns(() => record(c, 1.3))} ns of CPU a request`);
console.log(`log step (one pino line at info, discarded):     ${ns(() => logRequest(logger, c, 1.3))} ns of CPU a request`);
