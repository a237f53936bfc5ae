import { defineEntity, p } from '@mikro-orm/core';
import type { ConsentChannel, ConsentPurpose } from '#contract/consent.ts';
import { instant } from '../../../platform/database/columns.ts';
import { ConsentEntry } from '../../domain/consent-entry.ts';

/**
 * Consent as evidence (issue 31, docs/adr/0045-consent-and-withdrawal.md): one row per consent given, never deleted with the
 * visit's personal data (retention anonymises a visit, the record of what was agreed stays). The visit
 * and the employee are named by id, without a foreign key across modules (as visits name their host).
 */
export const ConsentEntrySchema = defineEntity({
  class: ConsentEntry,
  tableName: 'consent_record',
  properties: {
    id: p.integer().primary().autoincrement(),
    siteId: p.integer(),
    visitId: p.integer().nullable().index('consent_record_visit_index'),
    employeeId: p.integer().nullable().index('consent_record_employee_index'),
    noticeVersion: p.integer(),
    noticeLanguage: p.text(),
    noticeHash: p.text(),
    channel: p.text().$type<ConsentChannel>(),
    purposes: p.array().$type<ConsentPurpose[]>(),
    givenAt: instant(),
    withdrawnAt: instant().nullable(),
  },
});
