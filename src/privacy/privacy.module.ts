import { EntityManager } from '@mikro-orm/postgresql';
import { ContainerModule } from 'inversify';
import { AuditLog } from '../platform/ports/audit-log.ts';
import { Clock } from '../platform/ports/clock.ts';
import { ServerCrypto } from '../platform/ports/server-crypto.ts';
import { UnitOfWork } from '../platform/ports/unit-of-work.ts';
import { DomainEvents } from '../platform/ports/domain-events.ts';
import { FileStorage } from '../platform/ports/file-storage.ts';
import { COMPANY_DOMAIN, PUBLIC_URL, TIME_ZONE } from '../platform/tokens.ts';
import { bindClass, bindPort } from '../platform/wiring.ts';
import { SiteDirectory } from '../sites/application/site-directory.ts';
import { PurgeVisitorData } from '../visits/application/purge-visitor-data.ts';
import { FileNoticeLibrary } from './adapters/file-notice-library.ts';
import { MikroOrmConsentRepository } from './adapters/mikro-orm/mikro-orm-consent-repository.ts';
import { MikroOrmRetentionRuns } from './adapters/mikro-orm/mikro-orm-retention-runs.ts';
import { SqlRetentionLogs } from './adapters/sql/sql-retention-logs.ts';
import { MikroOrmPrivacyRequestRepository } from './adapters/mikro-orm/mikro-orm-privacy-request-repository.ts';
import { PdfLibVisitorDataDocument } from './adapters/pdf-lib-visitor-data-document.ts';
import { SqlVisitorHoldings } from './adapters/sql/sql-visitor-holdings.ts';
import { AnswerPrivacyRequests } from './application/answer-privacy-requests.ts';
import { AskAboutYourData } from './application/ask-about-your-data.ts';
import { EraseYourData } from './application/erase-your-data.ts';
import { ReadYourData } from './application/read-your-data.ts';
import { RightsLinks } from './application/rights-links.ts';
import { PrivacyRequestRepository, VisitErasure, VisitorDataDocument, VisitorHoldings } from './application/rights-ports.ts';
import { RightsSubjects } from './application/rights-subjects.ts';
import { ConsentLedger } from './application/consent-ledger.ts';
import { DirectoryNoticeSites } from './application/directory-notice-sites.ts';
import { ConsentRepository, NoticeLibrary, NoticeSites, VisitConsentEffects } from './application/ports.ts';
import { PrivacyNotices } from './application/privacy-notices.ts';
import { ReadRetentionReport } from './application/read-retention-report.ts';
import { RetentionLogs, RetentionRuns } from './application/retention-ports.ts';
import { RunRetention } from './application/run-retention.ts';
import { WithdrawEmployeeConsent } from './application/withdraw-employee-consent.ts';
import { WithdrawVisitorConsent } from './application/withdraw-visitor-consent.ts';
import { WithdrawalLinks } from './application/withdrawal-links.ts';

/**
 * Privacy (issue 31): the notices, consent as evidence and its withdrawal, retention by site and kind (ADR 50), the visitor's rights (ADR 52). What a withdrawal does to a
 * visit is visits' (`VisitConsentEffects`, bound by the visits module).
 */
export const privacyModule = new ContainerModule(({ bind }) => {
  bind(NoticeLibrary).toConstantValue(new FileNoticeLibrary());
  bindPort(bind, ConsentRepository, MikroOrmConsentRepository, EntityManager);
  bindPort(bind, NoticeSites, DirectoryNoticeSites, SiteDirectory, COMPANY_DOMAIN);
  bindClass(bind, PrivacyNotices, NoticeLibrary, NoticeSites);
  bindClass(bind, ConsentLedger, ConsentRepository, PrivacyNotices);
  bindClass(bind, WithdrawalLinks, ServerCrypto, PUBLIC_URL);
  bindClass(bind, WithdrawVisitorConsent, WithdrawalLinks, ConsentRepository, VisitConsentEffects, AuditLog, Clock, UnitOfWork);
  bindClass(bind, WithdrawEmployeeConsent, ConsentRepository, AuditLog, Clock, UnitOfWork);
  // Retention by site and kind (ADR 50).
  bindPort(bind, RetentionLogs, SqlRetentionLogs, EntityManager);
  bindPort(bind, RetentionRuns, MikroOrmRetentionRuns, EntityManager);
  bindClass(bind, RunRetention, PurgeVisitorData, RetentionLogs, RetentionRuns, SiteDirectory, Clock, UnitOfWork);
  bindClass(bind, ReadRetentionReport, RetentionRuns, SiteDirectory);
  // The visitor's rights (ADR 52): what visits does to a visit (VisitErasure) is bound by the visits module.
  bindPort(bind, VisitorHoldings, SqlVisitorHoldings, EntityManager);
  bindPort(bind, PrivacyRequestRepository, MikroOrmPrivacyRequestRepository, EntityManager);
  bind(VisitorDataDocument).toConstantValue(new PdfLibVisitorDataDocument());
  bindClass(bind, RightsLinks, ServerCrypto, PUBLIC_URL);
  bindClass(bind, RightsSubjects, RightsLinks, VisitorHoldings, ServerCrypto, Clock);
  bindClass(bind, ReadYourData, RightsSubjects, VisitorHoldings, PrivacyRequestRepository, VisitorDataDocument, FileStorage, AuditLog, Clock, UnitOfWork, TIME_ZONE);
  bindClass(bind, EraseYourData, RightsSubjects, VisitorHoldings, VisitErasure, PrivacyRequestRepository, DomainEvents, AuditLog, Clock, UnitOfWork);
  bindClass(bind, AskAboutYourData, RightsSubjects, PrivacyRequestRepository, DomainEvents, AuditLog, Clock, UnitOfWork, TIME_ZONE);
  bindClass(bind, AnswerPrivacyRequests, PrivacyRequestRepository, VisitorHoldings, VisitErasure, DomainEvents, AuditLog, Clock, UnitOfWork);
});
