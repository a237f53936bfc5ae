import { execFile } from 'node:child_process';
import { join } from 'node:path';
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
 * current source (the first call after an edit takes about half a second longer).
 */
export const runCli = (args: readonly string[], env: Readonly<Record<string, string>>, input?: string): Promise<CliResult> =>
  new Promise((done) => {
    const child = execFile(
      VMS,
      [...args],
      { env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '/tmp', LOG_LEVEL: 'warn', ...env }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => done({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
    if (input !== undefined) child.stdin?.end(input);
  });
