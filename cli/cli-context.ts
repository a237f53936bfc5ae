import { userInfo } from 'node:os';
import type { Actor } from '../src/platform/ports/audit-log.ts';
import type { Runtime } from '../src/runtime.ts';
import { isDomainError } from '#kernel/domain-error.ts';
import { EnvelopeError } from '#contract/envelope/envelope-format.ts';
import { fill } from '#contract/messages.ts';
import { CLI_MESSAGES } from './cli-messages.ts';
import { terminalJson, terminalLines } from './terminal-text.ts';

/** Exit codes: 0 done, 1 refused or failed, 2 bad usage (the Unix convention). */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/** A mistake in the command line itself: exits 2 with the message. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/**
 * An expected failure of the run that is not a use case's refusal (the database cannot be reached,
 * a file cannot be written): exits 1 with the message, one line, never a stack.
 */
export class CliFailure extends Error {
  override readonly name = 'CliFailure';
}

/** A Node.js system error (`connect ECONNREFUSED …`, `open ENOENT …`): its code and what it was about. */
type SystemError = Error & { code: string; syscall?: string; path?: string; address?: string; port?: number; hostname?: string };

const systemError = (error: unknown): SystemError | null => {
  // `localhost` may resolve to ::1 and 127.0.0.1: the connection then fails with one error for each.
  const first = error instanceof AggregateError && error.errors[0] instanceof Error ? error.errors[0] : error;
  return first instanceof Error && typeof (first as Partial<SystemError>).code === 'string' ? (first as SystemError) : null;
};

/** Why a connection or a file failed, in words, by the error's code. */
const REASONS: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'no such host',
  EAI_AGAIN: 'the host name could not be looked up',
  ETIMEDOUT: 'timed out',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ECONNRESET: 'the connection was closed',
  ENOENT: 'no such file or folder',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EISDIR: 'it is a folder',
  ENOTDIR: 'a part of the path is not a folder',
  EROFS: 'read-only file system',
  ENOSPC: 'no space left on the device',
  EEXIST: 'it already exists',
};

/** The reason for a file that could not be written; a missing file there is a missing folder. */
export const writeFailure = (error: unknown, path: string): CliFailure | null => {
  const system = systemError(error);
  if (!system || system.path !== path) return null;
  const reason = system.code === 'ENOENT' ? 'no such folder' : (REASONS[system.code] ?? system.message);
  return new CliFailure(fill(CLI_MESSAGES.cannotWrite, { path, reason }));
};

/** The database's host and port as configured (never the URL, which holds the password). */
const configuredDatabase = (databaseUrl: string | undefined): string => {
  try {
    if (databaseUrl) return new URL(databaseUrl).host || 'the embedded PostgreSQL';
  } catch {
    // An unreadable URL is refused by the settings' own check before a connection is tried.
  }
  return 'the embedded PostgreSQL';
};

/**
 * PostgreSQL's codes for a session it ended (class 57P: admin_shutdown, crash_shutdown,
 * cannot_connect_now), as a restart or `pg_terminate_backend` does; the driver's (and the ORM's) error
 * carries the code. The ORM's message starts with the statement, which the user need not read.
 */
const SESSION_ENDED = /^57P0[123]$/;

/**
 * The connection lost while a command ran (the server restarted, the session was ended, the network
 * dropped), as one line naming the database, or null when the error is something else. What the
 * command had not committed is rolled back by PostgreSQL; the line says so, as it matters to a rerun.
 */
export const lostDatabase = (error: unknown, databaseUrl: string | undefined): CliFailure | null => {
  const reason = whyTheDatabaseWasLost(error);
  return reason === null ? null : new CliFailure(fill(CLI_MESSAGES.databaseLost, { where: configuredDatabase(databaseUrl), reason }));
};

/** What ended the connection in the middle of a command, in words; null when `error` is not a lost connection. */
const whyTheDatabaseWasLost = (error: unknown): string | null => {
  const system = systemError(error);
  if (system && SESSION_ENDED.test(system.code)) return 'the server ended the session';
  if (system && !system.path && (system.code === 'ECONNRESET' || system.code === 'ETIMEDOUT')) return REASONS[system.code] ?? system.code;
  // node-postgres ends a query whose socket closed without a word with this error, which has no code.
  // (Not EPIPE: that is standard output closed by its reader, `vms … | head`, which ends the run quietly.)
  if (error instanceof Error && !system && /^Connection terminated/.test(error.message)) return 'the connection was closed';
  return null;
};

/** The CLI acts as itself in the audit log: `cli:<operating-system user>`. */
export const cliActor = (): Actor => ({ type: 'cli', label: `cli:${safeUser()}` });

const safeUser = (): string => {
  try {
    return userInfo().username;
  } catch {
    return 'unknown';
  }
};

/** Where a run of `vms` reads its settings and writes its output: the process's own, or a test's. */
export interface CliIo {
  readonly stdout: NodeJS.WritableStream & { readonly isTTY?: boolean };
  readonly stderr: NodeJS.WritableStream & { readonly isTTY?: boolean };
  readonly env: Readonly<Record<string, string | undefined>>;
}

/**
 * One run of `vms`: its output streams, its environment and the exit code its command sets. The
 * commands write through it rather than to `process`, so that the whole CLI can run in-process
 * (cli/program.ts), as the tests do for all but the binary's own behaviour.
 */
export class CliRun {
  exitCode: number = EXIT.ok;

  constructor(readonly io: CliIo) {}

  /** Lines for the terminal: no control character but the line ends reaches it raw (cli/terminal-text.ts). */
  out(text: string): void {
    this.io.stdout.write(terminalLines(text));
  }

  err(text: string): void {
    this.io.stderr.write(terminalLines(text));
  }

  /** `--json` output: for programs, one document (DEL, C1 and direction marks as `\u` escapes as well). */
  json(value: unknown): void {
    this.out(`${terminalJson(value)}\n`);
  }

  /**
   * Runs a command against the same runtime as the server: configuration from the environment,
   * pending migrations applied, use cases from the container, each command in its own EntityManager.
   * Logs go to stderr (warnings only, unless LOG_LEVEL says otherwise) so that stdout stays clean.
   */
  async withRuntime<T>(work: (runtime: Runtime) => Promise<T>, options: { migrate?: boolean; firstSite?: boolean } = {}): Promise<T> {
    // Loaded here, not at the top: `--help` and usage errors should not pay for the ORM, pg and pino.
    const [{ startRuntime }, { runInEntityManagerScope }, { createLogger }] = await Promise.all([
      import('../src/runtime.ts'),
      import('../src/platform/database/entity-manager-scope.ts'),
      import('../src/platform/logging/logger.ts'),
    ]);
    const logger = createLogger(this.io.env['LOG_LEVEL'] ?? 'warn', this.io.stderr);
    // A database that cannot be reached or refuses us is already the server's one line, cause and
    // fix (startRuntime's StartupProblem, printed like a bad setting).
    const runtime = await startRuntime({ env: this.io.env, logger, migrate: options.migrate ?? true, ...(options.firstSite === undefined ? {} : { firstSite: options.firstSite }), poolMax: 4, besideServers: true });
    try {
      return await runInEntityManagerScope(runtime.database.orm.em, () => work(runtime));
    } catch (error) {
      throw lostDatabase(error, this.io.env['DATABASE_URL']) ?? error;
    } finally {
      await runtime.close();
    }
  }

  /** Wraps a command's action so that every failure ends the run the same way. */
  action<Args extends unknown[]>(run: (...args: Args) => Promise<void>): (...args: Args) => Promise<void> {
    return async (...args: Args): Promise<void> => {
      try {
        await run(...args);
      } catch (error) {
        this.exitCode = await this.reportFailure(error);
      }
    };
  }

  /**
   * Turns a failure into one line on stderr and the right exit code, never a stack trace (README,
   * "The command line"); only an unexpected error's stack is printed, and only with LOG_LEVEL=debug
   * (or trace), the setting that already asks the server for more detail.
   */
  async reportFailure(error: unknown): Promise<number> {
    // The reader went away (`vms visitors export … | head`): stop quietly, as Unix tools do.
    if ((error as NodeJS.ErrnoException | undefined)?.code === 'EPIPE') return EXIT.ok;
    if (error instanceof UsageError) {
      this.err(`vms: ${error.message}\n`);
      return EXIT.usage;
    }
    // Loaded here, as it brings zod; a ConfigError comes from loading the settings, which loaded it already.
    const { ConfigError } = await import('../src/platform/config/config.ts');
    if (error instanceof CliFailure || isDomainError(error) || error instanceof ConfigError || error instanceof EnvelopeError) {
      // Production's missing settings are one line each.
      for (const line of error.message.split('\n')) this.err(`vms: ${line}\n`);
      return EXIT.failed;
    }
    // A file the command could not open, whichever: its path and why.
    const system = systemError(error);
    if (system?.path && system.code in REASONS) {
      this.err(`vms: ${fill(CLI_MESSAGES.fileProblem, { path: system.path, reason: REASONS[system.code]! })}\n`);
      return EXIT.failed;
    }
    const message = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
    this.err(`vms: ${fill(CLI_MESSAGES.unexpected, { message })}\n`);
    if (/^(debug|trace)$/i.test(this.io.env['LOG_LEVEL'] ?? '')) this.err(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return EXIT.failed;
  }
}
