import { dateOrNull, epochMs } from '../../../platform/database/epoch-ms.ts';
import type { ApproveStatus, PlaceToVisit, PpeOptions, SiteOption, VisitorType, YesNo } from '../../../shared/visitor-options.ts';
import { VisitorPass } from '../../domain/visitor-pass.ts';

/**
 * Every column of a visit as the domain object holds it (the encrypted Aadhaar number excepted,
 * which no list or desk action reads), for reads that skip the ORM. `v` is the table's alias.
 */
export const VISIT_COLUMNS = [
  'v.id',
  'v.pass_code',
  'v.visitor_type',
  'v.visitor_type_other',
  'v.name',
  'v.phone',
  'v.email',
  'v.host_id',
  'v.created_by_id',
  'v.visit_date::text as visit_date',
  'v.visit_time::text as visit_time',
  epochMs('v.link_expires_at', 'link_expires_ms'),
  epochMs('v.created_at', 'created_ms'),
  'v.place_to_visit',
  'v.selected_option',
  'v.ppe_options',
  'v.coming_from',
  'v.address',
  'v.purpose_of_visit',
  'v.additional_visitor_option',
  'v.additional_visitors',
  'v.aadhaar_last4',
  epochMs('v.submitted_at', 'submitted_ms'),
  'v.approve_status',
  epochMs('v.approved_at', 'approved_ms'),
  'v.approved_by_id',
  epochMs('v.check_in', 'check_in_ms'),
  'v.check_in_by_id',
  epochMs('v.check_out', 'check_out_ms'),
  'v.check_out_by_id',
  epochMs('v.anonymised_at', 'anonymised_ms'),
  epochMs('v.cancelled_at', 'cancelled_ms'),
  'v.cancelled_by_id',
  'v.link_version',
  'v.kiosk_device_id',
  epochMs('v.declined_at', 'declined_ms'),
  'v.declined_by_id',
].join(', ');

export interface VisitRow {
  id: number;
  pass_code: string;
  visitor_type: VisitorType;
  visitor_type_other: string | null;
  name: string;
  phone: string;
  email: string | null;
  host_id: number;
  created_by_id: number | null;
  visit_date: string;
  visit_time: string;
  link_expires_ms: number;
  created_ms: number;
  place_to_visit: PlaceToVisit | null;
  selected_option: SiteOption | null;
  ppe_options: PpeOptions | null;
  coming_from: string | null;
  address: string | null;
  purpose_of_visit: string | null;
  additional_visitor_option: YesNo | null;
  additional_visitors: number | null;
  aadhaar_last4: string | null;
  submitted_ms: number | null;
  approve_status: ApproveStatus;
  approved_ms: number | null;
  approved_by_id: number | null;
  check_in_ms: number | null;
  check_in_by_id: number | null;
  check_out_ms: number | null;
  check_out_by_id: number | null;
  anonymised_ms: number | null;
  cancelled_ms: number | null;
  cancelled_by_id: number | null;
  link_version: number;
  kiosk_device_id: number | null;
  declined_ms: number | null;
  declined_by_id: number | null;
}

/** The domain object of a row: read-only use (lists, answers), never handed to the ORM to write. */
export const passFromRow = (row: VisitRow): VisitorPass => {
  const pass = new VisitorPass({
    passCode: row.pass_code,
    visitorType: row.visitor_type,
    visitorTypeOther: row.visitor_type_other,
    name: row.name,
    phone: row.phone,
    email: row.email,
    hostId: row.host_id,
    createdById: row.created_by_id,
    visitDate: row.visit_date,
    visitTime: row.visit_time,
    linkExpiresAt: new Date(row.link_expires_ms),
    createdAt: new Date(row.created_ms),
  });
  pass.id = row.id;
  pass.placeToVisit = row.place_to_visit;
  pass.selectedOption = row.selected_option;
  pass.ppeOptions = row.ppe_options;
  pass.comingFrom = row.coming_from;
  pass.address = row.address;
  pass.purposeOfVisit = row.purpose_of_visit;
  pass.additionalVisitorOption = row.additional_visitor_option;
  pass.additionalVisitors = row.additional_visitors;
  pass.aadhaarLast4 = row.aadhaar_last4;
  pass.submittedAt = dateOrNull(row.submitted_ms);
  pass.approveStatus = row.approve_status;
  pass.approvedAt = dateOrNull(row.approved_ms);
  pass.approvedById = row.approved_by_id;
  pass.checkIn = dateOrNull(row.check_in_ms);
  pass.checkInById = row.check_in_by_id;
  pass.checkOut = dateOrNull(row.check_out_ms);
  pass.checkOutById = row.check_out_by_id;
  pass.anonymisedAt = dateOrNull(row.anonymised_ms);
  pass.cancelledAt = dateOrNull(row.cancelled_ms);
  pass.cancelledById = row.cancelled_by_id;
  pass.linkVersion = row.link_version;
  pass.kioskDeviceId = row.kiosk_device_id;
  pass.declinedAt = dateOrNull(row.declined_ms);
  pass.declinedById = row.declined_by_id;
  return pass;
};
