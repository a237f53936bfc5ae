import { EntityManager } from '@mikro-orm/postgresql';
import { ContainerModule } from 'inversify';
import { EmployeeDirectory } from '../identity/application/employee-directory.ts';
import type { AppConfig } from '../platform/config/config.ts';
import { AuditLog } from '../platform/ports/audit-log.ts';
import { Clock } from '../platform/ports/clock.ts';
import { MailOutbox } from '../platform/ports/mail-outbox.ts';
import { SecretBox } from '../platform/ports/secret-box.ts';
import { ServerCrypto } from '../platform/ports/server-crypto.ts';
import { UnitOfWork } from '../platform/ports/unit-of-work.ts';
import { CONFIG } from '../platform/tokens.ts';
import { NodeEnvelope } from '../shared/envelope/node-envelope.ts';
import { MikroOrmVisitorPassRepository } from './adapters/mikro-orm/mikro-orm-visitor-pass-repository.ts';
import { QrcodePngRenderer } from './adapters/qrcode-png-renderer.ts';
import { ApproveVisitors } from './application/approve-visitor.ts';
import { CreateVisitorPass } from './application/create-visitor-pass.ts';
import { LinkTokens } from './application/link-token.ts';
import { QrCodeRenderer, VisitorPassRepository } from './application/ports.ts';
import { ReadVisitorLink } from './application/read-visitor-link.ts';
import { ReadVisits } from './application/read-visits.ts';
import { SubmitVisitorDetails } from './application/submit-visitor-details.ts';

/** The visits module's ports bound to their adapters, and its use cases. */
export const visitsModule = new ContainerModule(({ bind }) => {
  bind(VisitorPassRepository).toResolvedValue((em: EntityManager) => new MikroOrmVisitorPassRepository(em), [EntityManager]);
  bind(QrCodeRenderer).toConstantValue(new QrcodePngRenderer());
  bind(LinkTokens).toResolvedValue((envelope: NodeEnvelope, crypto: ServerCrypto) => new LinkTokens(envelope, crypto), [NodeEnvelope, ServerCrypto]);

  bind(CreateVisitorPass).toResolvedValue(
    (
      passes: VisitorPassRepository,
      directory: EmployeeDirectory,
      links: LinkTokens,
      outbox: MailOutbox,
      audit: AuditLog,
      crypto: ServerCrypto,
      clock: Clock,
      unitOfWork: UnitOfWork,
      config: AppConfig,
    ) => new CreateVisitorPass(passes, directory, links, outbox, audit, crypto, clock, unitOfWork, { timeZone: config.timeZone, publicUrl: config.publicUrl }),
    [VisitorPassRepository, EmployeeDirectory, LinkTokens, MailOutbox, AuditLog, ServerCrypto, Clock, UnitOfWork, CONFIG],
  );
  bind(ReadVisitorLink).toResolvedValue(
    (passes: VisitorPassRepository, directory: EmployeeDirectory, links: LinkTokens, clock: Clock) => new ReadVisitorLink(passes, directory, links, clock),
    [VisitorPassRepository, EmployeeDirectory, LinkTokens, Clock],
  );
  bind(SubmitVisitorDetails).toResolvedValue(
    (
      passes: VisitorPassRepository,
      directory: EmployeeDirectory,
      links: LinkTokens,
      secrets: SecretBox,
      outbox: MailOutbox,
      audit: AuditLog,
      clock: Clock,
      unitOfWork: UnitOfWork,
      config: AppConfig,
    ) => new SubmitVisitorDetails(passes, directory, links, secrets, outbox, audit, clock, unitOfWork, config.publicUrl),
    [VisitorPassRepository, EmployeeDirectory, LinkTokens, SecretBox, MailOutbox, AuditLog, Clock, UnitOfWork, CONFIG],
  );
  bind(ApproveVisitors).toResolvedValue(
    (passes: VisitorPassRepository, directory: EmployeeDirectory, qr: QrCodeRenderer, outbox: MailOutbox, audit: AuditLog, clock: Clock, unitOfWork: UnitOfWork) =>
      new ApproveVisitors(passes, directory, qr, outbox, audit, clock, unitOfWork),
    [VisitorPassRepository, EmployeeDirectory, QrCodeRenderer, MailOutbox, AuditLog, Clock, UnitOfWork],
  );
  bind(ReadVisits).toResolvedValue(
    (passes: VisitorPassRepository, directory: EmployeeDirectory) => new ReadVisits(passes, directory),
    [VisitorPassRepository, EmployeeDirectory],
  );
});
