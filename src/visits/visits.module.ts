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
import { FileStorage } from '../platform/ports/file-storage.ts';
import { CONFIG } from '../platform/tokens.ts';
import { NodeEnvelope } from '../shared/envelope/node-envelope.ts';
import { SqlVisitListQuery } from './adapters/sql/sql-visit-list-query.ts';
import { MikroOrmVisitorPassRepository } from './adapters/mikro-orm/mikro-orm-visitor-pass-repository.ts';
import { MikroOrmVisitorPhotoRepository } from './adapters/mikro-orm/mikro-orm-visitor-photo-repository.ts';
import { PgCopyVisitExportSource } from './adapters/mikro-orm/pg-copy-visit-export-source.ts';
import { JpegJsInspector } from './adapters/jpeg-js-inspector.ts';
import { QrcodePngRenderer } from './adapters/qrcode-png-renderer.ts';
import { ApproveVisitors } from './application/approve-visitors.ts';
import { CreateVisitorPass } from './application/create-visitor-pass.ts';
import { LinkTokens } from './application/link-token.ts';
import { ListAwaitingApproval } from './application/awaiting-approval.ts';
import { CheckOutOpenVisits } from './application/check-out-open-visits.ts';
import { ListDayVisits } from './application/day-visits.ts';
import { DeskLookups } from './application/desk-lookups.ts';
import { ExportVisits } from './application/export-visits.ts';
import { PurgeVisitorData } from './application/purge-visitor-data.ts';
import { SeedDemoVisits } from './application/seed-demo-visits.ts';
import { VisitReports } from './application/visit-reports.ts';
import { ListDeskVisits } from './application/list-desk-visits.ts';
import {
  JpegInspector,
  QrCodeRenderer,
  VisitExportSource,
  VisitListQuery,
  VisitorPassRepository,
  VisitorPhotoRepository,
} from './application/ports.ts';
import { CheckInVisitor } from './application/check-in-visitor.ts';
import { CheckOutVisitor } from './application/check-out-visitor.ts';
import { ReadVisitorPhotos } from './application/read-visitor-photos.ts';
import { TakeVisitorPhoto } from './application/take-visitor-photo.ts';
import { ReadVisitorLink } from './application/read-visitor-link.ts';
import { ReadVisits } from './application/read-visits.ts';
import { SubmitVisitorDetails } from './application/submit-visitor-details.ts';

/** The visits module's ports bound to their adapters, and its use cases. */
export const visitsModule = new ContainerModule(({ bind }) => {
  bind(VisitorPassRepository).toResolvedValue((em: EntityManager) => new MikroOrmVisitorPassRepository(em), [EntityManager]);
  bind(VisitorPhotoRepository).toResolvedValue((em: EntityManager) => new MikroOrmVisitorPhotoRepository(em), [EntityManager]);
  bind(VisitListQuery).toResolvedValue((em: EntityManager) => new SqlVisitListQuery(em), [EntityManager]);
  bind(VisitExportSource).toResolvedValue((em: EntityManager) => new PgCopyVisitExportSource(em), [EntityManager]);
  bind(QrCodeRenderer).toConstantValue(new QrcodePngRenderer());
  bind(JpegInspector).toConstantValue(new JpegJsInspector());
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
    (passes: VisitorPassRepository, photos: VisitorPhotoRepository, directory: EmployeeDirectory, clock: Clock, config: AppConfig) =>
      new ReadVisits(passes, photos, directory, clock, config.timeZone),
    [VisitorPassRepository, VisitorPhotoRepository, EmployeeDirectory, Clock, CONFIG],
  );

  // The security desk.
  bind(ListDeskVisits).toResolvedValue(
    (query: VisitListQuery, photos: VisitorPhotoRepository, directory: EmployeeDirectory, clock: Clock, config: AppConfig) =>
      new ListDeskVisits(query, photos, directory, clock, config.timeZone),
    [VisitListQuery, VisitorPhotoRepository, EmployeeDirectory, Clock, CONFIG],
  );
  bind(CheckInVisitor).toResolvedValue(
    (
      passes: VisitorPassRepository,
      photos: VisitorPhotoRepository,
      directory: EmployeeDirectory,
      outbox: MailOutbox,
      audit: AuditLog,
      clock: Clock,
      unitOfWork: UnitOfWork,
      config: AppConfig,
    ) => new CheckInVisitor(passes, photos, directory, outbox, audit, clock, unitOfWork, config.timeZone),
    [VisitorPassRepository, VisitorPhotoRepository, EmployeeDirectory, MailOutbox, AuditLog, Clock, UnitOfWork, CONFIG],
  );
  bind(CheckOutVisitor).toResolvedValue(
    (passes: VisitorPassRepository, photos: VisitorPhotoRepository, directory: EmployeeDirectory, audit: AuditLog, clock: Clock, unitOfWork: UnitOfWork, config: AppConfig) =>
      new CheckOutVisitor(passes, photos, directory, audit, clock, unitOfWork, config.timeZone),
    [VisitorPassRepository, VisitorPhotoRepository, EmployeeDirectory, AuditLog, Clock, UnitOfWork, CONFIG],
  );
  bind(ReadVisitorPhotos).toResolvedValue(
    (passes: VisitorPassRepository, photos: VisitorPhotoRepository, storage: FileStorage) => new ReadVisitorPhotos(passes, photos, storage),
    [VisitorPassRepository, VisitorPhotoRepository, FileStorage],
  );
  bind(TakeVisitorPhoto).toResolvedValue(
    (
      passes: VisitorPassRepository,
      photos: VisitorPhotoRepository,
      storage: FileStorage,
      jpeg: JpegInspector,
      crypto: ServerCrypto,
      audit: AuditLog,
      clock: Clock,
      unitOfWork: UnitOfWork,
    ) => new TakeVisitorPhoto(passes, photos, storage, jpeg, crypto, audit, clock, unitOfWork),
    [VisitorPassRepository, VisitorPhotoRepository, FileStorage, JpegInspector, ServerCrypto, AuditLog, Clock, UnitOfWork],
  );
  bind(DeskLookups).toResolvedValue(
    (passes: VisitorPassRepository, query: VisitListQuery, photos: VisitorPhotoRepository, directory: EmployeeDirectory, clock: Clock, config: AppConfig) =>
      new DeskLookups(passes, query, photos, directory, clock, config.timeZone),
    [VisitorPassRepository, VisitListQuery, VisitorPhotoRepository, EmployeeDirectory, Clock, CONFIG],
  );

  // IT staff's bulk work (the vms CLI) and the nightly retention.
  bind(ListDayVisits).toResolvedValue(
    (passes: VisitorPassRepository, photos: VisitorPhotoRepository, directory: EmployeeDirectory, clock: Clock, config: AppConfig) =>
      new ListDayVisits(passes, photos, directory, clock, config.timeZone),
    [VisitorPassRepository, VisitorPhotoRepository, EmployeeDirectory, Clock, CONFIG],
  );
  bind(ListAwaitingApproval).toResolvedValue(
    (passes: VisitorPassRepository, directory: EmployeeDirectory) => new ListAwaitingApproval(passes, directory),
    [VisitorPassRepository, EmployeeDirectory],
  );
  bind(CheckOutOpenVisits).toResolvedValue(
    (query: VisitListQuery, checkOut: CheckOutVisitor) => new CheckOutOpenVisits(query, checkOut),
    [VisitListQuery, CheckOutVisitor],
  );
  bind(ExportVisits).toResolvedValue(
    (source: VisitExportSource, directory: EmployeeDirectory, clock: Clock, config: AppConfig) => new ExportVisits(source, directory, clock, config.timeZone),
    [VisitExportSource, EmployeeDirectory, Clock, CONFIG],
  );
  bind(VisitReports).toResolvedValue(
    (passes: VisitorPassRepository, directory: EmployeeDirectory, clock: Clock, config: AppConfig) => new VisitReports(passes, directory, clock, config.timeZone),
    [VisitorPassRepository, EmployeeDirectory, Clock, CONFIG],
  );
  bind(PurgeVisitorData).toResolvedValue(
    (passes: VisitorPassRepository, photos: VisitorPhotoRepository, storage: FileStorage, audit: AuditLog, clock: Clock, unitOfWork: UnitOfWork, config: AppConfig) =>
      new PurgeVisitorData(passes, photos, storage, audit, clock, unitOfWork, config.timeZone),
    [VisitorPassRepository, VisitorPhotoRepository, FileStorage, AuditLog, Clock, UnitOfWork, CONFIG],
  );
  bind(SeedDemoVisits).toResolvedValue(
    (passes: VisitorPassRepository, crypto: ServerCrypto, audit: AuditLog, clock: Clock, unitOfWork: UnitOfWork, config: AppConfig) =>
      new SeedDemoVisits(passes, crypto, audit, clock, unitOfWork, config.timeZone),
    [VisitorPassRepository, ServerCrypto, AuditLog, Clock, UnitOfWork, CONFIG],
  );
});
