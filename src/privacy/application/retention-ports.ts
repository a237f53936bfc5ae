import type { RetentionRun } from '../domain/retention-run.ts';

/**
 * The logs retention prunes (ADR 50): rows of other modules' tables deleted by age alone, as the
 * breach register reads the visits (ADR 47), by statements that name those tables. Each prunes in
 * batches (each its own statement) and answers how many rows went.
 */
export abstract class RetentionLogs {
  /** The audit log's entries about the site's visits (their events), recorded before `before`. */
  abstract pruneVisitAudit(siteId: number, before: Date): Promise<number>;
  /**
   * The site's consent records given before `before` whose visit is anonymised, and employees'
   * withdrawn before it: a consent still in force, or of a visit whose data is still held, is kept as its proof.
   */
  abstract pruneConsentRecords(siteId: number, before: Date): Promise<number>;
  /** The rest of the audit log (the admin trail: every entry not about a visit) recorded before `before`. */
  abstract pruneInstallationAudit(before: Date): Promise<number>;
  /** Outbox rows sent or given up before `before` (one still to send is never pruned). */
  abstract pruneMails(before: Date): Promise<number>;
  /** Webhook attempts made before `before`, and messages made before it with no attempt left. */
  abstract pruneWebhooks(before: Date): Promise<{ readonly messages: number; readonly attempts: number }>;
}

/** Where the runs' records are kept. */
export abstract class RetentionRuns {
  abstract add(run: RetentionRun): Promise<void>;
  /** Runs since `since` (or every one), of one site (or all), newest first. */
  abstract list(criteria: { readonly siteId?: number; readonly since?: Date }): Promise<RetentionRun[]>;
}
