import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { runVms } from '../../cli/program.ts';
import { projectRoot } from '../../src/platform/project-root.ts';

export interface CliResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

const VMS = join(projectRoot(), 'cli', 'vms.mjs');

/**
 * Runs the real `vms` binary as a child process, as IT staff would (the file itself, so its `#!` line
 * and the V8 flags on it are part of every test; `node` from PATH): cli/vms.mjs runs the compiled
 * CLI, compiling it first when any source changed since the last build, so a test always runs the
 * current source (the first call after an edit takes about half a second longer). `cwd`: the working
 * directory it runs in (where a relative VMS_DATA_DIR, `.data` by default, would be).
 */
export const runCli = (args: readonly string[], env: Readonly<Record<string, string>>, input?: string, cwd?: string): Promise<CliResult> =>
  new Promise((done) => {
    const child = execFile(
      VMS,
      [...args],
      { env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '/tmp', LOG_LEVEL: 'warn', ...env }, maxBuffer: 64 * 1024 * 1024, ...(cwd ? { cwd } : {}) },
      (error, stdout, stderr) => done({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
    if (input !== undefined) child.stdin?.end(input);
  });

/** A stream that keeps what is written to it, as text. */
const collector = (): { stream: PassThrough; text: () => string } => {
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  return { stream, text: () => Buffer.concat(chunks).toString('utf8') };
};

/**
 * The same CLI run in this process (cli/program.ts, what cli/main.ts runs for the binary): the same
 * commands, runtime, output and exit codes, with only this environment (as runCli gives the child),
 * without paying a process start, a compile check and a module load for each call. The tests of
 * the binary itself (its `#!` line, --help, usage errors, a real process against a real server)
 * use runCli.
 */
export const runCliInProcess = async (args: readonly string[], env: Readonly<Record<string, string>>): Promise<CliResult> => {
  const stdout = collector();
  const stderr = collector();
  const code = await runVms(args, { stdout: stdout.stream, stderr: stderr.stream, env: { LOG_LEVEL: 'warn', ...env } });
  // What was written has been read by the time the writes returned (a PassThrough in flowing mode).
  await new Promise<void>((done) => setImmediate(done));
  return { code, stdout: stdout.text(), stderr: stderr.text() };
};
