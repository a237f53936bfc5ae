import { defineEntity, p } from '@mikro-orm/core';
import type { CorrectableField, PrivacyRequestKind, PrivacyRequestStatus } from '#contract/privacy-rights.ts';
import { instant } from '../../../platform/database/columns.ts';
import { PrivacyRequest } from '../../domain/privacy-request.ts';

/**
 * The visitors' requests about their data and their outcomes (issue 31, docs/adr/0052-visitor-rights-requests.md).
 * The visitor is a keyed hash and a visit id (no foreign key: the visit outlives nothing here, and the
 * row must outlive the visit's personal data); the field and value of a correction and a grievance's
 * text are kept because the request is them.
 */
export const PrivacyRequestSchema = defineEntity({
  class: PrivacyRequest,
  tableName: 'privacy_request',
  properties: {
    id: p.integer().primary().autoincrement(),
    kind: p.text().$type<PrivacyRequestKind>(),
    subjectHash: p.text().index('privacy_request_subject_index'),
    visitId: p.integer(),
    status: p.text().$type<PrivacyRequestStatus>(),
    madeAt: instant(),
    dueAt: instant(),
    correctionVisitId: p.integer().nullable(),
    field: p.text().$type<CorrectableField>().nullable(),
    value: p.text().nullable(),
    text: p.text().nullable(),
    keptVisitIds: p.array<number>(Number, String).columnType('int[]'),
    outcome: p.text().nullable(),
    handledBy: p.text().nullable(),
    handledAt: instant().nullable(),
  },
  indexes: [{ name: 'privacy_request_status_due_index', properties: ['status', 'dueAt'] }],
});
