import { CaptchaChallengeSchema } from './identity/adapters/mikro-orm/captcha-challenge.schema.ts';
import { ConsentEntrySchema } from './privacy/adapters/mikro-orm/consent-entry.schema.ts';
import { RetentionRunSchema } from './privacy/adapters/mikro-orm/retention-run.schema.ts';
import { PrivacyRequestSchema } from './privacy/adapters/mikro-orm/privacy-request.schema.ts';
import { DocumentSignatureSchema, DocumentVersionSchema, SiteDocumentSchema } from './documents/adapters/mikro-orm/site-document.schema.ts';
import { DesignationSchema } from './identity/adapters/mikro-orm/designation.schema.ts';
import { EmployeeSchema } from './identity/adapters/mikro-orm/employee.schema.ts';
import { EmployeeSiteSchema } from './identity/adapters/mikro-orm/employee-site.schema.ts';
import { OneTimePasswordSchema } from './identity/adapters/mikro-orm/one-time-password.schema.ts';
import { UserSessionSchema } from './identity/adapters/mikro-orm/user-session.schema.ts';
import { AuditEntrySchema } from './platform/audit/audit-entry.schema.ts';
import { JobRunSchema } from './platform/jobs/job-run.schema.ts';
import { OutboxMessageSchema } from './platform/mail/outbox-message.schema.ts';
import { RateLimitBucketSchema } from './platform/rate-limit/rate-limit-bucket.schema.ts';
import { StoredFileSchema } from './platform/storage/stored-file.schema.ts';
import { VisitorPassSchema } from './visits/adapters/mikro-orm/visitor-pass.schema.ts';
import { VisitorPhotoSchema } from './visits/adapters/mikro-orm/visitor-photo.schema.ts';
import { WatchlistEntrySchema } from './watchlist/adapters/mikro-orm/watchlist-entry.schema.ts';
import { WatchlistEntrySiteSchema } from './watchlist/adapters/mikro-orm/watchlist-entry-site.schema.ts';
import { VisitFlagSchema } from './watchlist/adapters/mikro-orm/visit-flag.schema.ts';
import { KioskDeviceSchema } from './kiosk/adapters/mikro-orm/kiosk-device.schema.ts';
import { SiteSchema } from './sites/adapters/mikro-orm/site.schema.ts';
import { SiteCatalogSchema } from './sites/adapters/mikro-orm/site-catalog.schema.ts';
import { SitePreferenceSchema } from './sites/adapters/mikro-orm/site-preference.schema.ts';
import { EntranceSchema } from './sites/adapters/mikro-orm/entrance.schema.ts';
import { EvacuationSchema } from './evacuation/adapters/mikro-orm/evacuation.schema.ts';
import { EvacuationPersonSchema } from './evacuation/adapters/mikro-orm/evacuation-person.schema.ts';
import { ApiTokenSchema } from './api-tokens/adapters/mikro-orm/api-token.schema.ts';
import { ChatConnectionSchema, PrecheckRuleSchema, WebhookAttemptSchema, WebhookEndpointSchema, WebhookMessageSchema } from './webhooks/adapters/mikro-orm/webhook-endpoint.schema.ts';
import { BreachNoticeSchema, BreachSchema } from './breaches/adapters/mikro-orm/breach.schema.ts';

/** Every mapped entity of every module: the whole data model, in one list for the ORM. */
export const ENTITIES = [
  DesignationSchema,
  EmployeeSchema,
  UserSessionSchema,
  OneTimePasswordSchema,
  CaptchaChallengeSchema,
  VisitorPassSchema,
  VisitorPhotoSchema,
  OutboxMessageSchema,
  AuditEntrySchema,
  RateLimitBucketSchema,
  StoredFileSchema,
  JobRunSchema,
  WatchlistEntrySchema,
  VisitFlagSchema,
  KioskDeviceSchema,
  SiteSchema,
  SiteCatalogSchema,
  SitePreferenceSchema,
  EntranceSchema,
  EvacuationSchema,
  EvacuationPersonSchema,
  EmployeeSiteSchema,
  WatchlistEntrySiteSchema,
  ApiTokenSchema,
  WebhookEndpointSchema,
  WebhookMessageSchema,
  WebhookAttemptSchema,
  PrecheckRuleSchema,
  ChatConnectionSchema,
  ConsentEntrySchema,
  RetentionRunSchema,
  PrivacyRequestSchema,
  SiteDocumentSchema,
  DocumentVersionSchema,
  DocumentSignatureSchema,
  BreachSchema,
  BreachNoticeSchema,
];
