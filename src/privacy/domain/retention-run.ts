import type { RetentionKind } from '#contract/validation/site.ts';

/** What one run erased, kind by kind: counts only, never whose (ADR 50). */
export interface RetentionCounts {
  /** Visits whose personal data was anonymised (their photos went with it). */
  readonly visitsAnonymised: number;
  /** Photos deleted, with the data or before it (a site's photo days). */
  readonly photosDeleted: number;
  /** Audit log entries pruned: a site's visits' events, or (the installation's run) the rest of the trail. */
  readonly auditEntries: number;
  /** Consent records pruned (their visit anonymised, or their withdrawal, older than the processing logs' days). */
  readonly consentRecords: number;
  /** Outbox rows (mails and other messages sent or given up) pruned. */
  readonly mails: number;
  readonly webhookMessages: number;
  readonly webhookAttempts: number;
}

export const RETENTION_COUNT_KINDS = ['visitsAnonymised', 'photosDeleted', 'auditEntries', 'consentRecords', 'mails', 'webhookMessages', 'webhookAttempts'] as const satisfies readonly (keyof RetentionCounts)[];

/** The days a run applied: a site's four, or the installation's run's two logs (the longest any site keeps). */
export type RetentionSettings = Readonly<Partial<Record<RetentionKind, number>>>;

/** Each kind's cut-off as the run applied it: an ISO date (a visit's day) or an instant. */
export type RetentionCutoffs = Readonly<Partial<Record<'personalData' | 'photos' | 'auditLog' | 'processingLog', string>>>;

/** What a run is recorded with. */
export interface RetentionRunFacts {
  readonly siteId: number | null;
  readonly period: string;
  readonly ranAt: Date;
  readonly settings: RetentionSettings;
  readonly cutoffs: RetentionCutoffs;
  readonly counts: RetentionCounts;
}

/**
 * One nightly retention run (`retention_run`): a site's (after its own midnight, its own settings), or
 * the installation's (siteId null: the logs that belong to no site, by the longest days any site
 * keeps them). It records when, with which settings and cut-offs, and how many rows of each kind went.
 */
export class RetentionRun {
  id!: number;
  siteId: number | null;
  /** The job's claimed period (`<site id>:<its date>`, `installation:<UTC date>`): one run per period. */
  period: string;
  ranAt: Date;
  settings: RetentionSettings;
  cutoffs: RetentionCutoffs;
  visitsAnonymised: number;
  photosDeleted: number;
  auditEntries: number;
  consentRecords: number;
  mails: number;
  webhookMessages: number;
  webhookAttempts: number;

  constructor(run: RetentionRunFacts) {
    this.siteId = run.siteId;
    this.period = run.period;
    this.ranAt = run.ranAt;
    this.settings = run.settings;
    this.cutoffs = run.cutoffs;
    this.visitsAnonymised = run.counts.visitsAnonymised;
    this.photosDeleted = run.counts.photosDeleted;
    this.auditEntries = run.counts.auditEntries;
    this.consentRecords = run.counts.consentRecords;
    this.mails = run.counts.mails;
    this.webhookMessages = run.counts.webhookMessages;
    this.webhookAttempts = run.counts.webhookAttempts;
  }
}
