import { ConfigError } from './config.ts';

/**
 * Something on this machine that stops the start (a folder the database user cannot enter, a
 * database that will not start or cannot be reached): one line naming the cause and the fix, never a
 * stack trace. A `ConfigError`, so the server and `vms` already print it as they print a bad setting.
 */
export class StartupProblem extends ConfigError {}

/** The last line of a program's output that says what went wrong (FATAL/ERROR/PANIC), else its last line. */
export const tellingLine = (output: string): string => {
  const lines = output
    .split('\n')
    .map((line) => line.replace(/^\[STDERR\]\s*/, '').replace(/^\S+ \S+ \S+ \[\d+\]\s*/, '').trim())
    .filter((line) => line.length > 0);
  return lines.findLast((line) => /\b(FATAL|PANIC|ERROR|error):/.test(line)) ?? lines.at(-1) ?? '(no output)';
};

/** A data folder this process may not write (EACCES, EPERM, EROFS) as one line with the fix; undefined for any other failure. */
export const explainUnwritableDataDir = (error: unknown, dataDir: string): StartupProblem | undefined => {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code !== 'EACCES' && code !== 'EPERM' && code !== 'EROFS') return undefined;
  return new StartupProblem(
    `Cannot write the data folder ${dataDir} (${code === 'EROFS' ? 'read-only file system' : 'permission denied'}): set VMS_DATA_DIR to a folder this user can write, or set DATABASE_URL and VMS_SERVER_SECRET to keep nothing on this machine.`,
  );
};
