import type { Container } from 'inversify';
import { buildContainer } from './container.ts';
import { FollowChanges } from './live/application/follow-changes.ts';
import { ChangeFeed } from './live/application/ports.ts';
import { ENTITIES } from './entities.ts';
import type { IdentitySettings } from './identity/identity.module.ts';
import { loadConfig, type AppConfig } from './platform/config/config.ts';
import { resolveServerSecret } from './platform/config/server-secret.ts';
import { explainConnectionFailure } from './platform/database/connection-failure.ts';
import { openDatabase, type Database } from './platform/database/database.ts';
import { migrateToLatest } from './platform/database/migrate.ts';
import { createLogger, type Logger } from './platform/logging/logger.ts';
import { Mailer } from './platform/mail/mailer.ts';
import { OutboxSender } from './platform/mail/outbox-sender.ts';
import type { Clock } from './platform/ports/clock.ts';
import { runInEntityManagerScope } from './platform/database/entity-manager-scope.ts';
import { EnsureFirstSite, firstSiteRetention } from './sites/application/ensure-first-site.ts';

export interface Runtime {
  readonly config: AppConfig;
  readonly logger: Logger;
  readonly database: Database;
  readonly container: Container;
  /** Ends live event streams, stops the mail sender, closes the database and stops the embedded server if it is ours. */
  close(): Promise<void>;
}

export interface RuntimeOptions {
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Apply pending migrations first (the server and most CLI commands do). */
  readonly migrate?: boolean;
  readonly logger?: Logger;
  readonly clock?: Clock;
  readonly mailer?: Mailer;
  /** Overrides DATABASE_POOL_MAX (the CLI and tests need only a few connections). */
  readonly poolMax?: number;
  /**
   * Make the installation's first site from its settings when it has none (ADR 36); by default when
   * migrating, as then the table is there. Tests on a migrated template ask for it without migrating.
   */
  readonly firstSite?: boolean;
  /** The identity module's settings (scrypt's cost); the product's own unless a test says. */
  readonly identity?: IdentitySettings;
  /**
   * A command run beside the servers (`vms`): on an external database it takes the servers' secret
   * from VMS_SERVER_SECRET and never makes one of its own in the data directory.
   */
  readonly besideServers?: boolean;
}

/** An external database that cannot be reached or refuses us, in one line; the setting named is the one whose port failed. */
const explainDatabaseFailure = (error: unknown, config: AppConfig): Error | undefined => {
  if (config.databaseUrl === undefined) return undefined;
  const port = String((error as { port?: unknown } | null)?.port ?? '');
  const direct = config.databaseDirectUrl !== undefined && port !== '' && new URL(config.databaseDirectUrl).port === port;
  return direct
    ? explainConnectionFailure(error, config.databaseDirectUrl ?? '', 'DATABASE_DIRECT_URL')
    : explainConnectionFailure(error, config.databaseUrl, 'DATABASE_URL');
};

/** Everything the server, the CLI and the tests start from: configuration, database, container. */
export const startRuntime = async (options: RuntimeOptions): Promise<Runtime> => {
  const loaded = loadConfig(options.env);
  const config = await resolveServerSecret(loaded, { fromDataDir: !(options.besideServers && loaded.databaseUrl !== undefined) });
  const logger = options.logger ?? createLogger(config.logLevel);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    directUrl: config.databaseDirectUrl,
    transactionPooler: config.databasePoolMode === 'transaction',
    dataDir: config.dataDir,
    entities: ENTITIES,
    logger,
    poolMax: options.poolMax ?? config.databasePoolMax,
  }).catch((error: unknown) => {
    throw explainDatabaseFailure(error, config) ?? error;
  });
  try {
    if (options.migrate ?? true) {
      const applied = await migrateToLatest(database.orm, database.directUrl, (note) => logger.info({ note }, 'migration note'));
      if (applied.length > 0) logger.info({ migrations: applied }, 'migrations applied');
    }
  } catch (error) {
    await database.close();
    throw explainDatabaseFailure(error, config) ?? error;
  }
  const container = buildContainer(
    {
      config,
      logger,
      orm: database.orm,
      directDatabaseUrl: database.directUrl,
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.mailer ? { mailer: options.mailer } : {}),
    },
    options.identity,
  );
  if (options.firstSite ?? options.migrate ?? true) {
    const { timeZone, siteAddress, retentionDays, closeStaleVisits, kioskRequirePin } = config;
    await runInEntityManagerScope(database.orm.em, () =>
      container.get(EnsureFirstSite).execute({ timeZone, address: siteAddress ?? null, ...firstSiteRetention(retentionDays), closeStaleVisits, kioskRequiresPin: kioskRequirePin }),
    ).catch(async (error: unknown) => {
      await database.close();
      throw explainDatabaseFailure(error, config) ?? error;
    });
  }
  return {
    config,
    logger,
    database,
    container,
    close: async () => {
      // Each step logged as it begins (debug), so that a close that never ends says in its log which
      // step holds it (a test's clean-up once waited 60 s on one of these, unnamed).
      const begin = (step: string) => logger.debug({ step }, 'closing');
      // Open event streams end, and the change listener's own connection closes, before the pool.
      begin('live streams');
      container.get(FollowChanges).endAll();
      begin('change feed');
      await container.get(ChangeFeed).close();
      begin('mail sender');
      await container.get(OutboxSender).stop();
      begin('mailer');
      await container.get(Mailer).close();
      begin('database');
      await database.close();
    },
  };
};
