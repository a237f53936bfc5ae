import { defineEntity, p } from '@mikro-orm/core';
import type { IdKind } from '#contract/visitor-id.ts';
import type { ApproveStatus, PlaceToVisit, PpeOptions, SiteOption, VisitorType, YesNo } from '#contract/visitor-options.ts';
import { instant } from '../../../platform/database/columns.ts';
import { VisitorPass } from '../../domain/visitor-pass.ts';
import { relationTo } from '../../../platform/database/entity-reference.ts';

// The host and the desk staff are identity's employees; visits holds only their ids (mapToPk), with
// real foreign keys underneath.
const employee = () => relationTo('Employee').mapToPk();

/**
 * A visit's table: the one place its columns are written. The ORM maps it onto the domain class;
 * the read models, the export and the benchmark's baseline take their columns and row types from it
 * (`InferKyselyDB`, visits/adapters/sql/visit-database.ts). Text columns that hold one of the
 * product's fixed values carry that value's type (`$type`), so a row read in SQL is typed as the
 * domain object's field is.
 */
export const VisitorPassSchema = defineEntity({
  class: VisitorPass,
  tableName: 'visitor_pass',
  properties: {
    id: p.integer().primary().autoincrement(),
    passCode: p.text().unique(),
    visitorType: p.text().$type<VisitorType>(),
    visitorTypeOther: p.text().nullable(),
    name: p.text(),
    phone: p.text(),
    email: p.text().nullable(),
    hostId: employee().fieldName('host_id').deleteRule('restrict'),
    // Null for a walk-in (a visitor made it at a kiosk); an employee who made passes is still never deleted from under them.
    createdById: employee().fieldName('created_by_id').nullable().deleteRule('restrict'),
    visitDate: p.date(),
    visitTime: p.time(),
    linkExpiresAt: instant(),
    createdAt: instant(),
    placeToVisit: p.text().$type<PlaceToVisit>().nullable(),
    selectedOption: p.text().$type<SiteOption>().nullable(),
    ppeOptions: p.json<PpeOptions>().nullable(),
    comingFrom: p.text().nullable(),
    address: p.text().nullable(),
    purposeOfVisit: p.text().nullable(),
    additionalVisitorOption: p.text().$type<YesNo>().nullable(),
    additionalVisitors: p.smallint().nullable(),
    idKind: p.text().$type<IdKind>().nullable(),
    idLast4: p.text().nullable(),
    submittedAt: instant().nullable(),
    approveStatus: p.text().$type<ApproveStatus>().default('Pending'),
    approvedAt: instant().nullable(),
    approvedById: employee().fieldName('approved_by_id').nullable().deleteRule('set null'),
    checkIn: instant().nullable(),
    checkInById: employee().fieldName('check_in_by_id').nullable().deleteRule('set null'),
    checkOut: instant().nullable(),
    checkOutById: employee().fieldName('check_out_by_id').nullable().deleteRule('set null'),
    anonymisedAt: instant().nullable(),
    cancelledAt: instant().nullable(),
    cancelledById: employee().fieldName('cancelled_by_id').nullable().deleteRule('set null'),
    linkVersion: p.integer().default(0),
    // Walk-ins (issue 13). The kiosk is the kiosk module's; visits keeps its id only (ADR 2), with a real
    // foreign key underneath (devices are revoked, never deleted).
    kioskDeviceId: relationTo('KioskDevice').mapToPk().fieldName('kiosk_device_id').nullable().deleteRule('restrict'),
    declinedAt: instant().nullable(),
    declinedById: employee().fieldName('declined_by_id').nullable().deleteRule('set null'),
    // The site the visit is at (issue 30): its clock, address and desk. The sites module's row, by id
    // (ADR 2); a row inserted without it (a script's raw insert) goes to the first site (ADR 40).
    siteId: relationTo('Site').mapToPk().fieldName('site_id').deleteRule('restrict').defaultRaw('first_site_id()'),
    // The entrances it was checked in and out at (issue 30), the sites module's rows by id (ADR 2); null
    // at a site without entrances, for a desk that named none, and for every visit from before them.
    checkInEntranceId: relationTo('Entrance').mapToPk().fieldName('check_in_entrance_id').nullable().deleteRule('restrict'),
    checkOutEntranceId: relationTo('Entrance').mapToPk().fieldName('check_out_entrance_id').nullable().deleteRule('restrict'),
  },
  indexes: [
    // A host's visitors by day: the approval list and the employee's own lists.
    { name: 'visitor_pass_host_date_idx', properties: ['hostId', 'visitDate'] },
    // The desk's lists show approved, not anonymised visits of one site (issue 30): one index per sort
    // order, so that the first page of any view is read straight off an index (see docs/performance.md).
    {
      name: 'visitor_pass_desk_date_idx',
      expression:
        'create index "visitor_pass_desk_date_idx" on "visitor_pass" ("approve_status", "site_id", "visit_date", "visit_time", "id") where "anonymised_at" is null',
    },
    {
      name: 'visitor_pass_desk_time_idx',
      expression:
        'create index "visitor_pass_desk_time_idx" on "visitor_pass" ("approve_status", "site_id", "visit_time", "visit_date", "id") where "anonymised_at" is null',
    },
    {
      name: 'visitor_pass_desk_name_idx',
      expression:
        'create index "visitor_pass_desk_name_idx" on "visitor_pass" ("approve_status", "site_id", "name", "visit_date", "id") where "anonymised_at" is null',
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
