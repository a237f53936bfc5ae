import { defineEntity, p } from '@mikro-orm/core';
import type { BreachDataKind } from '#contract/breach-data-kinds.ts';
import { instant } from '../../../platform/database/columns.ts';
import { relationTo } from '../../../platform/database/entity-reference.ts';
import { Breach, BreachNotice } from '../../domain/breach.ts';

/**
 * The breach register (issue 31, docs/adr/0047-breach-register.md): one row per breach, with the notices' sending and the
 * Board's report on it. Sites are named by id (the sites module's rows; null: every site), as text
 * columns hold the people who acted, as the audit log names them.
 */
export const BreachSchema = defineEntity({
  class: Breach,
  tableName: 'breach',
  properties: {
    id: p.integer().primary().autoincrement(),
    summary: p.text(),
    occurredFrom: instant(),
    occurredTo: instant(),
    awareAt: instant(),
    dataKinds: p.array().$type<BreachDataKind[]>(),
    siteIds: p.array<number>(Number, String).columnType('int[]').nullable(),
    impact: p.text(),
    measures: p.text(),
    contactName: p.text(),
    contactEmail: p.text(),
    recordedBy: p.text(),
    recordedAt: instant(),
    noticesSentAt: instant().nullable(),
    noticesSentBy: p.text().nullable(),
    reportFacts: p.text().nullable(),
    reportMitigation: p.text().nullable(),
    reportCauseFindings: p.text().nullable(),
    reportRemedies: p.text().nullable(),
    reportIntimations: p.text().nullable(),
    reportSubmittedAt: instant().nullable(),
    reportSubmittedBy: p.text().nullable(),
  },
});

/** Each notice queued, one per person (their name and address as held when it was sent). */
export const BreachNoticeSchema = defineEntity({
  class: BreachNotice,
  tableName: 'breach_notice',
  properties: {
    id: p.integer().primary().autoincrement(),
    breachId: relationTo('Breach').mapToPk().fieldName('breach_id').deleteRule('cascade'),
    name: p.text(),
    email: p.text(),
    queuedAt: instant(),
  },
  // One notice per address per breach: a second sending could not mail anyone twice even if it got past the flag.
  uniques: [{ name: 'breach_notice_email_unique', expression: 'create unique index "breach_notice_email_unique" on "breach_notice" ("breach_id", lower("email"))' }],
});
