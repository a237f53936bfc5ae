import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ConfigError, type AppConfig, type Config } from './config.ts';
import { explainUnwritableDataDir } from './startup-problem.ts';

export interface SecretOptions {
  /**
   * Whether a secret may come from the data directory (read, or generated once) when
   * VMS_SERVER_SECRET is not set. `vms` on a shared database must use the servers' secret: one of
   * its own would sign links the servers refuse, so there it is never generated (nor read).
   */
  readonly fromDataDir: boolean;
}

/**
 * VMS_SERVER_SECRET signs link tokens and keys the server's hashes, so it must survive
 * restarts: when it is not set, it is generated once into `<dataDir>/secret` (mode 0600) and reused.
 */
export const resolveServerSecret = async (config: Config, options: SecretOptions = { fromDataDir: true }): Promise<AppConfig> =>
  secretOf(config, options).catch((error: unknown) => {
    throw explainUnwritableDataDir(error, config.dataDir) ?? error;
  });

const secretOf = async (config: Config, options: SecretOptions): Promise<AppConfig> => {
  if (config.serverSecret) return { ...config, serverSecret: config.serverSecret };
  if (!options.fromDataDir) {
    throw new ConfigError('Invalid VMS_SERVER_SECRET: required with an external DATABASE_URL (the servers\' own secret; vms never makes one for a shared database)');
  }
  const file = join(config.dataDir, 'secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return { ...config, serverSecret: stored };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  // 'wx' fails if another process won the race; then its secret is the one to use.
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return { ...config, serverSecret: secret };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { ...config, serverSecret: (await readFile(file, 'utf8')).trim() };
  }
};
