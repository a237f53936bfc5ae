import { EntityManager } from '@mikro-orm/postgresql';
import { ContainerModule } from 'inversify';
import { EmployeeDirectory } from '../identity/application/employee-directory.ts';
import type { AppConfig } from '../platform/config/config.ts';
import { AuditLog } from '../platform/ports/audit-log.ts';
import { Clock } from '../platform/ports/clock.ts';
import { DomainEvents } from '../platform/ports/domain-events.ts';
import { ServerCrypto } from '../platform/ports/server-crypto.ts';
import { UnitOfWork } from '../platform/ports/unit-of-work.ts';
import { FileStorage } from '../platform/ports/file-storage.ts';
import { CONFIG } from '../platform/tokens.ts';
import { bindClass, bindPort } from '../platform/wiring.ts';
import { NodeEnvelope } from '#kernel/envelope/node-envelope.ts';
import { SqlVisitListQuery } from './adapters/sql/sql-visit-list-query.ts';
import { SqlVisitInsights } from './adapters/sql/sql-visit-insights.ts';
import { ReadInsights } from './application/read-insights.ts';
import { ListEmployees } from '../identity/application/list-employees.ts';
import { ReadDashboardCounts } from './application/read-dashboard-counts.ts';
import { MikroOrmVisitorPassRepository } from './adapters/mikro-orm/mikro-orm-visitor-pass-repository.ts';
import { MikroOrmVisitorPhotoRepository } from './adapters/mikro-orm/mikro-orm-visitor-photo-repository.ts';
import { PgCopyVisitExportSource } from './adapters/mikro-orm/pg-copy-visit-export-source.ts';
import { SharpJpegInspector } from './adapters/sharp-jpeg-inspector.ts';
import { QrcodePngRenderer } from './adapters/qrcode-png-renderer.ts';
import { ApproveVisitors } from './application/approve-visitors.ts';
import { PassPins } from './application/pass-pins.ts';
import { CreateVisitorPass } from './application/create-visitor-pass.ts';
import { LinkTokens } from './application/link-token.ts';
import { ListAwaitingApproval } from './application/awaiting-approval.ts';
import { CheckOutOpenVisits } from './application/check-out-open-visits.ts';
import { ListDayVisits } from './application/day-visits.ts';
import { DeskLookups } from './application/desk-lookups.ts';
import { ExportVisits } from './application/export-visits.ts';
import { PurgeVisitorData } from './application/purge-visitor-data.ts';
import { SeedDemoVisits } from './application/seed-demo-visits.ts';
import { SiteDirectory } from '../sites/application/site-directory.ts';
import { VisitReports } from './application/visit-reports.ts';
import { ListDeskVisits } from './application/list-desk-visits.ts';
import { ListVisitEvents, VisitEventFeed } from './application/list-visit-events.ts';
import { SqlVisitEventFeed } from './adapters/sql/sql-visit-event-feed.ts';
import {
  ArrivalGate,
  JpegInspector,
  MyVisitsQuery,
  PhotoThumbnailer,
  QrCodeRenderer,
  VisitExportSource,
  VisitInsightsSource,
  VisitListQuery,
  VisitorPassRepository,
  VisitorPhotoRepository,
  VisitScreening,
  ExpectedVisits,
} from './application/ports.ts';
import { SqlExpectedVisits } from './adapters/sql/sql-expected-visits.ts';
import { CheckInVisitor } from './application/check-in-visitor.ts';
import { CheckOutVisitor } from './application/check-out-visitor.ts';
import { TurnAwayVisitor } from './application/turn-away-visitor.ts';
import { ReadVisitorPhotos } from './application/read-visitor-photos.ts';
import { ReadPhotoThumbnail } from './application/read-photo-thumbnail.ts';
import { SharpThumbnailer } from './adapters/sharp-thumbnailer.ts';
import { PhotoIntake } from './application/photo-intake.ts';
import { TakeVisitorPhoto } from './application/take-visitor-photo.ts';
import { ReadVisitorLink } from './application/read-visitor-link.ts';
import { ReadVisits } from './application/read-visits.ts';
import { SubmitVisitorDetails } from './application/submit-visitor-details.ts';
import { LinkSites } from './application/link-sites.ts';
import { VisitConsentWithdrawal } from './application/visit-consent-effects.ts';
import { VisitRightsErasure } from './application/visit-erasure.ts';
import { ConsentLedger } from '../privacy/application/consent-ledger.ts';
import { DocumentSigning } from '../documents/application/document-signing.ts';
import { VisitConsentEffects } from '../privacy/application/ports.ts';
import { VisitErasure } from '../privacy/application/rights-ports.ts';
import { SqlMyVisitsQuery } from './adapters/sql/sql-my-visits-query.ts';
import { CancelVisit } from './application/cancel-visit.ts';
import { ListMyVisits } from './application/list-my-visits.ts';
import { ResendVisitorLink } from './application/resend-visitor-link.ts';
import { AnswerWalkIn } from './application/answer-walk-in.ts';
import { CreateWalkIn } from './application/create-walk-in.ts';
import { ReadWalkIn } from './application/read-walk-in.ts';
import { ReadWalkInQuestion } from './application/read-walk-in-question.ts';
import { WalkInAnswerTokens } from './application/walk-in-token.ts';

/** The visits module's ports bound to their adapters, and its use cases. */
export const visitsModule = new ContainerModule(({ bind }) => {
  bindPort(bind, VisitorPassRepository, MikroOrmVisitorPassRepository, EntityManager);
  bindPort(bind, VisitorPhotoRepository, MikroOrmVisitorPhotoRepository, EntityManager);
  bindPort(bind, VisitListQuery, SqlVisitListQuery, EntityManager);
  bindPort(bind, VisitExportSource, PgCopyVisitExportSource, EntityManager);
  bindPort(bind, VisitInsightsSource, SqlVisitInsights, EntityManager);
  // What a new watchlist entry screens (the watchlist asks; it never reads visitor_pass itself).
  bindPort(bind, ExpectedVisits, SqlExpectedVisits, EntityManager);
  bind(QrCodeRenderer).toConstantValue(new QrcodePngRenderer());
  // Photos (issue 27): sizes read from the header alone, decoding and resizing on libvips's threads.
  bind(JpegInspector).toConstantValue(new SharpJpegInspector());
  bind(PhotoThumbnailer).toConstantValue(new SharpThumbnailer());
  bindClass(bind, PhotoIntake, JpegInspector, PhotoThumbnailer);
  bindClass(bind, LinkTokens, NodeEnvelope, ServerCrypto);

  // Hosts' passes and the visitor's details form.
  bind(CreateVisitorPass).toResolvedValue(
    (
      passes: VisitorPassRepository,
      directory: EmployeeDirectory,
      links: LinkTokens,
      events: DomainEvents,
      audit: AuditLog,
      crypto: ServerCrypto,
      clock: Clock,
      unitOfWork: UnitOfWork,
      config: AppConfig,
      screening: VisitScreening,
      sites: SiteDirectory,
    ) => new CreateVisitorPass(passes, directory, links, events, audit, crypto, clock, unitOfWork, { publicUrl: config.publicUrl }, screening, sites),
    [VisitorPassRepository, EmployeeDirectory, LinkTokens, DomainEvents, AuditLog, ServerCrypto, Clock, UnitOfWork, CONFIG, VisitScreening, SiteDirectory],
  );
  bindClass(bind, ReadVisitorLink, VisitorPassRepository, EmployeeDirectory, LinkTokens, Clock, SiteDirectory);
  bindClass(bind, SubmitVisitorDetails, VisitorPassRepository, EmployeeDirectory, LinkTokens, DomainEvents, AuditLog, Clock, UnitOfWork, VisitScreening, ConsentLedger, DocumentSigning);
  // Consent (issue 31): the notice's site of a details-form link, and what a visitor's withdrawal does to their visit.
  bindClass(bind, LinkSites, LinkTokens, VisitorPassRepository);
  bindPort(bind, VisitConsentEffects, VisitConsentWithdrawal, VisitorPassRepository, VisitorPhotoRepository, FileStorage, EmployeeDirectory, DomainEvents, Clock, SiteDirectory);
  bindPort(bind, VisitErasure, VisitRightsErasure, VisitorPassRepository, VisitorPhotoRepository, FileStorage);
  bindClass(bind, PassPins, ServerCrypto);
  bindClass(bind, ApproveVisitors, VisitorPassRepository, EmployeeDirectory, DomainEvents, AuditLog, Clock, UnitOfWork, SiteDirectory, PassPins);
  bindClass(bind, ReadVisits, VisitorPassRepository, VisitorPhotoRepository, EmployeeDirectory, Clock, SiteDirectory, VisitScreening);

  // My visitors (issue 12): every host's own visits, a resent link, a cancelled visit.
  bindPort(bind, MyVisitsQuery, SqlMyVisitsQuery, EntityManager);
  bindClass(bind, ListMyVisits, MyVisitsQuery, VisitorPhotoRepository, EmployeeDirectory, Clock, SiteDirectory);
  bind(ResendVisitorLink).toResolvedValue(
    (
      passes: VisitorPassRepository,
      directory: EmployeeDirectory,
      links: LinkTokens,
      events: DomainEvents,
      audit: AuditLog,
      clock: Clock,
      unitOfWork: UnitOfWork,
      config: AppConfig,
      sites: SiteDirectory,
    ) => new ResendVisitorLink(passes, directory, links, events, audit, clock, unitOfWork, { publicUrl: config.publicUrl }, sites),
    [VisitorPassRepository, EmployeeDirectory, LinkTokens, DomainEvents, AuditLog, Clock, UnitOfWork, CONFIG, SiteDirectory],
  );
  bindClass(bind, CancelVisit, VisitorPassRepository, EmployeeDirectory, DomainEvents, AuditLog, Clock, UnitOfWork, SiteDirectory);

  // The security desk.
  bindClass(bind, ListDeskVisits, VisitListQuery, VisitorPhotoRepository, EmployeeDirectory, Clock, SiteDirectory);
  // The token API's events list (issue 32).
  bindPort(bind, VisitEventFeed, SqlVisitEventFeed, EntityManager);
  bindClass(bind, ListVisitEvents, VisitEventFeed);
  bindClass(bind, CheckInVisitor, VisitorPassRepository, VisitorPhotoRepository, EmployeeDirectory, AuditLog, Clock, UnitOfWork, SiteDirectory, DomainEvents, VisitScreening, ArrivalGate);
  bindClass(bind, TurnAwayVisitor, VisitorPassRepository, VisitScreening, AuditLog, Clock, UnitOfWork);
  bindClass(bind, CheckOutVisitor, VisitorPassRepository, VisitorPhotoRepository, EmployeeDirectory, AuditLog, Clock, UnitOfWork, SiteDirectory, DomainEvents);
  bindClass(bind, ReadVisitorPhotos, VisitorPassRepository, VisitorPhotoRepository, FileStorage);
  bindClass(bind, ReadPhotoThumbnail, ReadVisitorPhotos, VisitorPhotoRepository, FileStorage, JpegInspector, PhotoThumbnailer, UnitOfWork);
  bindClass(bind, TakeVisitorPhoto, VisitorPassRepository, VisitorPhotoRepository, FileStorage, PhotoIntake, ServerCrypto, AuditLog, Clock, UnitOfWork);
  bindClass(bind, DeskLookups, VisitorPassRepository, VisitListQuery, VisitorPhotoRepository, EmployeeDirectory, Clock, SiteDirectory, VisitScreening);

  // Walk-ins at a reception kiosk (issue 13): created by the kiosk, answered by the host from the mailed links.
  bindClass(bind, WalkInAnswerTokens, ServerCrypto);
  bind(CreateWalkIn).toResolvedValue(
    (
      passes: VisitorPassRepository,
      photos: VisitorPhotoRepository,
      directory: EmployeeDirectory,
      storage: FileStorage,
      intake: PhotoIntake,
      crypto: ServerCrypto,
      answers: WalkInAnswerTokens,
      events: DomainEvents,
      audit: AuditLog,
      clock: Clock,
      unitOfWork: UnitOfWork,
      screening: VisitScreening,
      config: AppConfig,
      sites: SiteDirectory,
      gate: ArrivalGate,
      consents: ConsentLedger,
      documents: DocumentSigning,
    ) =>
      new CreateWalkIn(passes, photos, directory, storage, intake, crypto, answers, events, audit, clock, unitOfWork, screening, { publicUrl: config.publicUrl }, sites, gate, consents, documents),
    [VisitorPassRepository, VisitorPhotoRepository, EmployeeDirectory, FileStorage, PhotoIntake, ServerCrypto, WalkInAnswerTokens, DomainEvents, AuditLog, Clock, UnitOfWork, VisitScreening, CONFIG, SiteDirectory, ArrivalGate, ConsentLedger, DocumentSigning],
  );
  bindClass(bind, ReadWalkIn, VisitorPassRepository, EmployeeDirectory, VisitScreening, Clock, SiteDirectory);
  bindClass(bind, ReadWalkInQuestion, VisitorPassRepository, EmployeeDirectory, WalkInAnswerTokens, Clock);
  bindClass(bind, AnswerWalkIn, VisitorPassRepository, EmployeeDirectory, WalkInAnswerTokens, ApproveVisitors, AuditLog, Clock, UnitOfWork, SiteDirectory);

  // Insights for admins and managers (issue 12).
  bindClass(bind, ReadInsights, VisitInsightsSource, EmployeeDirectory, Clock, SiteDirectory);
  // The dashboards' numbers.
  bindClass(bind, ReadDashboardCounts, VisitListQuery, MyVisitsQuery, ListEmployees, Clock, SiteDirectory);

  // IT staff's bulk work (the vms CLI) and the nightly retention.
  bindClass(bind, ListDayVisits, VisitorPassRepository, VisitorPhotoRepository, EmployeeDirectory, Clock, SiteDirectory);
  bindClass(bind, ListAwaitingApproval, VisitorPassRepository, EmployeeDirectory, Clock, SiteDirectory);
  bindClass(bind, CheckOutOpenVisits, VisitListQuery, CheckOutVisitor);
  bindClass(bind, ExportVisits, VisitExportSource, EmployeeDirectory, Clock, SiteDirectory);
  bindClass(bind, VisitReports, VisitorPassRepository, EmployeeDirectory, Clock, SiteDirectory);
  bindClass(bind, PurgeVisitorData, VisitorPassRepository, VisitorPhotoRepository, FileStorage, AuditLog, Clock, UnitOfWork, SiteDirectory);
  bindClass(bind, SeedDemoVisits, VisitorPassRepository, ServerCrypto, AuditLog, Clock, UnitOfWork, SiteDirectory);
});
