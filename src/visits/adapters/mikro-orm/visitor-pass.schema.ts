import { EntitySchema } from '@mikro-orm/core';
import { timestamptz } from '../../../platform/database/columns.ts';
import { VisitorPass } from '../../domain/visitor-pass.ts';
import { entityNamed } from '../../../platform/database/entity-reference.ts';

// The host and the desk staff are identity's employees; visits holds only their ids (mapToPk), with
// real foreign keys underneath.
const employeeId = (fieldName: string, nullable = false) =>
  ({ kind: 'm:1', entity: entityNamed('Employee'), mapToPk: true, fieldName, nullable, deleteRule: nullable ? 'set null' : 'restrict' }) as const;

export const VisitorPassSchema = new EntitySchema<VisitorPass>({
  class: VisitorPass,
  tableName: 'visitor_pass',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    passCode: { type: 'text', unique: true },
    visitorType: { type: 'text' },
    visitorTypeOther: { type: 'text', nullable: true },
    name: { type: 'text' },
    phone: { type: 'text' },
    email: { type: 'text', nullable: true },
    hostId: employeeId('host_id'),
    // Null for a walk-in (a visitor made it at a kiosk); an employee who made passes is still never deleted from under them.
    createdById: { ...employeeId('created_by_id'), nullable: true },
    visitDate: { type: 'date' },
    visitTime: { type: 'time' },
    linkExpiresAt: { ...timestamptz },
    createdAt: { ...timestamptz },
    placeToVisit: { type: 'text', nullable: true },
    selectedOption: { type: 'text', nullable: true },
    ppeOptions: { type: 'json', nullable: true },
    comingFrom: { type: 'text', nullable: true },
    address: { type: 'text', nullable: true },
    purposeOfVisit: { type: 'text', nullable: true },
    additionalVisitorOption: { type: 'text', nullable: true },
    additionalVisitors: { type: 'smallint', nullable: true },
    aadhaarEncrypted: { type: 'text', nullable: true, lazy: true },
    aadhaarLast4: { type: 'text', nullable: true },
    submittedAt: { ...timestamptz, nullable: true },
    approveStatus: { type: 'text', default: 'Pending' },
    approvedAt: { ...timestamptz, nullable: true },
    approvedById: employeeId('approved_by_id', true),
    checkIn: { ...timestamptz, nullable: true },
    checkInById: employeeId('check_in_by_id', true),
    checkOut: { ...timestamptz, nullable: true },
    checkOutById: employeeId('check_out_by_id', true),
    anonymisedAt: { ...timestamptz, nullable: true },
    cancelledAt: { ...timestamptz, nullable: true },
    cancelledById: employeeId('cancelled_by_id', true),
    linkVersion: { type: 'integer', default: 0 },
    // Walk-ins (issue 13). The kiosk is the kiosk module's; visits keeps its id only (ADR 2), with a real
    // foreign key underneath (devices are revoked, never deleted).
    kioskDeviceId: { kind: 'm:1', entity: entityNamed('KioskDevice'), mapToPk: true, fieldName: 'kiosk_device_id', nullable: true, deleteRule: 'restrict' },
    declinedAt: { ...timestamptz, nullable: true },
    declinedById: employeeId('declined_by_id', true),
  },
  indexes: [
    // A host's visitors by day: the approval list and the employee's own lists.
    { name: 'visitor_pass_host_date_idx', properties: ['hostId', 'visitDate'] },
    // The desk's lists show approved, not anonymised visits: one index per sort order, so that the
    // first page of any view is read straight off an index (see docs/performance.md).
    {
      name: 'visitor_pass_desk_date_idx',
      expression:
        'create index "visitor_pass_desk_date_idx" on "visitor_pass" ("approve_status", "visit_date", "visit_time", "id") where "anonymised_at" is null',
    },
    {
      name: 'visitor_pass_desk_time_idx',
      expression:
        'create index "visitor_pass_desk_time_idx" on "visitor_pass" ("approve_status", "visit_time", "visit_date", "id") where "anonymised_at" is null',
    },
    {
      name: 'visitor_pass_desk_name_idx',
      expression:
        'create index "visitor_pass_desk_name_idx" on "visitor_pass" ("approve_status", "name", "visit_date", "id") where "anonymised_at" is null',
    },
    // Search: any part of a name (trigrams), a phone number's start.
    {
      name: 'visitor_pass_name_trgm_idx',
      expression: 'create index "visitor_pass_name_trgm_idx" on "visitor_pass" using gin ("name" gin_trgm_ops) where "anonymised_at" is null',
    },
    { name: 'visitor_pass_phone_prefix_idx', expression: 'create index "visitor_pass_phone_prefix_idx" on "visitor_pass" ("phone" text_pattern_ops)' },
    // Insights (issue 12): a range of days read from the index alone, cancelled visits left out (docs/performance.md).
    {
      name: 'visitor_pass_insights_idx',
      expression:
        'create index "visitor_pass_insights_idx" on "visitor_pass" ("visit_date") include ("host_id", "visitor_type", "approve_status", "check_in", "check_out") where "cancelled_at" is null',
    },
  ],
});
