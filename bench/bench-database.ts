import { chmod, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '../src/platform/logging/logger.ts';
import { startRuntime, type Runtime } from '../src/runtime.ts';

/**
 * A runtime for benchmarks: DATABASE_URL when given, otherwise the embedded PostgreSQL in a data
 * folder of its own (BENCH_DATA_DIR to keep and reuse a seeded one between runs).
 */
export const benchRuntime = async (): Promise<Runtime> => {
  const dataDir = process.env['BENCH_DATA_DIR'] ?? (await mkdtemp(join(tmpdir(), 'vms-bench-')));
  await chmod(dataDir, 0o755).catch(() => {});
  return startRuntime({
    env: {
      ...process.env,
      VMS_DATA_DIR: dataDir,
      VMS_CAPTCHA_FIXED_TEXT: 'AB12',
      VMS_SERVER_SECRET: 'bench-secret-bench-secret-bench-secret-00',
      LOG_LEVEL: 'warn',
    },
    logger: createLogger('warn', process.stderr),
    poolMax: 20,
  });
};
