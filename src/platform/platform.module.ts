import { join } from 'node:path';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { ContainerModule } from 'inversify';
import { NodeEnvelope } from '#kernel/envelope/node-envelope.ts';
import { MikroOrmAuditLog } from './audit/mikro-orm-audit-log.ts';
import type { AppConfig } from './config/config.ts';
import { NodeServerCrypto } from './crypto/node-server-crypto.ts';
import { MikroOrmUnitOfWork } from './database/mikro-orm-unit-of-work.ts';
import type { Logger } from './logging/logger.ts';
import { EmlFileMailer } from './mail/eml-file-mailer.ts';
import { IcalInvitationWriter, organizerOf } from './mail/ical-invitation-writer.ts';
import { Mailer } from './mail/mailer.ts';
import { MikroOrmOutbox } from './mail/mikro-orm-outbox.ts';
import { OutboxAdmin } from './mail/outbox-admin.ts';
import { ChannelSender } from './mail/channel-sender.ts';
import { OutboxSender } from './mail/outbox-sender.ts';
import { SmtpMailer } from './mail/smtp-mailer.ts';
import { AuditLog } from './ports/audit-log.ts';
import { Clock, SystemClock } from './ports/clock.ts';
import { FileStorage } from './ports/file-storage.ts';
import { LocalFilesImporter } from './ports/local-files-importer.ts';
import { MailOutboxAdmin } from './ports/mail-outbox-admin.ts';
import { Outbox } from './ports/outbox.ts';
import { RateLimiter } from './ports/rate-limiter.ts';
import { ServerCrypto } from './ports/server-crypto.ts';
import { PostgresRateLimiter } from './rate-limit/postgres-rate-limiter.ts';
import { UnitOfWork } from './ports/unit-of-work.ts';
import { PostgresLocalFilesImporter } from './storage/import-local-files.ts';
import { PostgresFileStorage } from './storage/postgres-file-storage.ts';
import { bindPort } from './wiring.ts';
import { COMPANY_DOMAIN, CONFIG, DIRECT_DATABASE_URL, LOGGER, PUBLIC_URL, TIME_ZONE } from './tokens.ts';

export interface PlatformParts {
  readonly config: AppConfig;
  readonly logger: Logger;
  readonly orm: MikroORM;
  /** PostgreSQL itself, bypassing a pooler (Database.directUrl): for the connections that need a session of their own. */
  readonly directDatabaseUrl: string;
  /** Tests set the time; everything else uses the system clock. */
  readonly clock?: Clock;
  /** Tests deliver to an in-process SMTP sink; otherwise SMTP_URL or the outbox folder decides. */
  readonly mailer?: Mailer;
}

export const platformModule = (parts: PlatformParts) =>
  new ContainerModule(({ bind }) => {
    const { config } = parts;
    bind(CONFIG).toConstantValue(config);
    bind(PUBLIC_URL).toConstantValue(config.publicUrl);
    bind(TIME_ZONE).toConstantValue(config.timeZone);
    bind(COMPANY_DOMAIN).toConstantValue(config.companyDomain);
    bind(LOGGER).toConstantValue(parts.logger);
    bind(MikroORM).toConstantValue(parts.orm);
    bind(DIRECT_DATABASE_URL).toConstantValue(parts.directDatabaseUrl);
    bind(EntityManager).toConstantValue(parts.orm.em);
    bind(Clock).toConstantValue(parts.clock ?? new SystemClock());
    bind(ServerCrypto).toConstantValue(new NodeServerCrypto(config.serverSecret));
    bind(NodeEnvelope).toConstantValue(new NodeEnvelope(config.payloadPhrase));
    bind(FileStorage).toResolvedValue((em: EntityManager, clock: Clock) => new PostgresFileStorage(em, clock), [EntityManager, Clock]);
    // What the CLI asks of the platform beside the use cases (`vms files import`, `vms mail`): ports, never the implementations.
    bindPort(bind, LocalFilesImporter, PostgresLocalFilesImporter, MikroORM);
    bindPort(bind, MailOutboxAdmin, OutboxAdmin, EntityManager, Clock, UnitOfWork, AuditLog);
    bind(Mailer).toConstantValue(
      parts.mailer ??
        (config.smtpUrl ? new SmtpMailer(config.smtpUrl) : new EmlFileMailer(join(config.dataDir, 'outbox'), parts.logger)),
    );
    // The other channels' senders are whatever modules bind as ChannelSender (webhooks): the platform names none of them.
    bind(OutboxSender).toResolvedValue(
      (orm: MikroORM, mailer: Mailer, storage: FileStorage, clock: Clock, logger: Logger, channels: ChannelSender[] | undefined) =>
        new OutboxSender(orm, mailer, storage, clock, logger.child({ component: 'outbox' }), { from: config.mailFrom }, channels ?? []),
      [MikroORM, Mailer, FileStorage, Clock, LOGGER, { serviceIdentifier: ChannelSender, isMultiple: true, optional: true }],
    );
    bind(UnitOfWork).toResolvedValue(
      (em: EntityManager, sender: OutboxSender) => new MikroOrmUnitOfWork(em, () => sender.nudge()),
      [EntityManager, OutboxSender],
    );
    bind(IcalInvitationWriter).toConstantValue(
      new IcalInvitationWriter({
        timeZone: config.timeZone,
        organizer: organizerOf(config.mailFrom),
        location: config.siteAddress ?? config.companyDomain,
        uidDomain: new URL(config.publicUrl).hostname,
      }),
    );
    bind(Outbox).toResolvedValue(
      (em: EntityManager, clock: Clock, invitations: IcalInvitationWriter) => new MikroOrmOutbox(em, clock, invitations),
      [EntityManager, Clock, IcalInvitationWriter],
    );
    bind(AuditLog).toResolvedValue((em: EntityManager, clock: Clock) => new MikroOrmAuditLog(em, clock), [EntityManager, Clock]);
    bind(RateLimiter).toResolvedValue((em: EntityManager, clock: Clock) => new PostgresRateLimiter(em, clock), [EntityManager, Clock]);
  });
