import { userInfo } from 'node:os';
import type { Actor } from '../src/platform/ports/audit-log.ts';
import type { Runtime } from '../src/runtime.ts';
import { isDomainError } from '../src/shared/domain-error.ts';
import { EnvelopeError } from '../src/shared/envelope/envelope-format.ts';

/** Exit codes: 0 done, 1 refused or failed, 2 bad usage (the Unix convention). */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/** A mistake in the command line itself: exits 2 with the message. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

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

  out(text: string): void {
    this.io.stdout.write(text);
  }

  err(text: string): void {
    this.io.stderr.write(text);
  }

  /** `--json` output: for programs, one document. */
  json(value: unknown): void {
    this.out(`${JSON.stringify(value, null, 2)}\n`);
  }

  /**
   * Runs a command against the same runtime as the server: configuration from the environment,
   * pending migrations applied, use cases from the container, each command in its own EntityManager.
   * Logs go to stderr (warnings only, unless LOG_LEVEL says otherwise) so that stdout stays clean.
   */
  async withRuntime<T>(work: (runtime: Runtime) => Promise<T>, options: { migrate?: boolean } = {}): Promise<T> {
    // Loaded here, not at the top: `--help` and usage errors should not pay for the ORM, pg and pino.
    const [{ startRuntime }, { RequestContext }, { createLogger }] = await Promise.all([
      import('../src/runtime.ts'),
      import('@mikro-orm/postgresql'),
      import('../src/platform/logging/logger.ts'),
    ]);
    const logger = createLogger(this.io.env['LOG_LEVEL'] ?? 'warn', this.io.stderr);
    const runtime = await startRuntime({ env: this.io.env, logger, migrate: options.migrate ?? true, poolMax: 4 });
    try {
      return await RequestContext.create(runtime.database.orm.em, () => work(runtime));
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

  /** Turns a failure into one line on stderr and the right exit code; anything unexpected keeps its stack. */
  async reportFailure(error: unknown): Promise<number> {
    // The reader went away (`vms visitors export … | head`): stop quietly, as Unix tools do.
    if ((error as NodeJS.ErrnoException | undefined)?.code === 'EPIPE') return EXIT.ok;
    if (error instanceof UsageError) {
      this.err(`vms: ${error.message}\n`);
      return EXIT.usage;
    }
    // Loaded here, as it brings zod; a ConfigError comes from loading the settings, which loaded it already.
    const { ConfigError } = await import('../src/platform/config/config.ts');
    if (isDomainError(error) || error instanceof ConfigError || error instanceof EnvelopeError) {
      this.err(`vms: ${error.message}\n`);
      return EXIT.failed;
    }
    this.err(`vms: unexpected error\n${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return EXIT.failed;
  }
}
