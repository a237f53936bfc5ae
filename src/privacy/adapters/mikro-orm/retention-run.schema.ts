import { defineEntity, p } from '@mikro-orm/core';
import { instant } from '../../../platform/database/columns.ts';
import { RetentionRun, type RetentionCutoffs, type RetentionSettings } from '../../domain/retention-run.ts';

/**
 * The nightly retention's record (issue 31, docs/adr/0050-retention-by-site-and-kind.md): counts per
 * kind, never personal data. The site is named by id without a foreign key across modules (as consent
 * records name theirs); the installation's run has none.
 */
export const RetentionRunSchema = defineEntity({
  class: RetentionRun,
  tableName: 'retention_run',
  properties: {
    id: p.integer().primary().autoincrement(),
    siteId: p.integer().nullable(),
    period: p.text().unique('retention_run_period_unique'),
    ranAt: instant().index('retention_run_ran_at_index'),
    settings: p.json<RetentionSettings>(),
    cutoffs: p.json<RetentionCutoffs>(),
    visitsAnonymised: p.integer(),
    photosDeleted: p.integer(),
    auditEntries: p.integer(),
    consentRecords: p.integer(),
    mails: p.integer(),
    webhookMessages: p.integer(),
    webhookAttempts: p.integer(),
  },
});
