import type { DeskRecord } from '#contract/api/visit-answers.ts';
import { formatVisitDate } from '#contract/visit-time.ts';

/**
 * One visit as the server sends it to the desk, the detail view and My visitors (deskRecordSchema;
 * a host's approval list sends the same fields but `photo_filename` and `flagged`): an approved visit
 * of `date` (ISO) expected at 10:30, with what a test says of it.
 */
export const visitRecord = (id: number, name: string, date: string, facts: Partial<DeskRecord> = {}): DeskRecord => ({
  id,
  visitor_id: `V${String(id).padStart(7, '0')}`,
  visitortype: 'Suppliers',
  visitortype_other: null,
  name,
  visitor_phonenumber: `98123${String(id).padStart(5, '0')}`,
  visitor_email: null,
  address: null,
  coming_from: 'Pune',
  place_to_visit: null,
  purpose_of_visit: 'Supplier audit',
  selected_option: null,
  additional_visitor_option: 'No',
  additional_visitors: null,
  ppe_options: null,
  aadhar_no: null,
  id_kind: null,
  id_masked: null,
  date_of_visit: formatVisitDate(date),
  time_of_visit: '10:30 AM',
  check_in: null,
  check_out: null,
  approve_status: 'Approved',
  is_submitted: true,
  host_email: 'hema.host@example.com',
  host_name: 'Hema Host',
  host_emp_id: 'E1001',
  walk_in: false,
  visit_state: 'expected',
  photo_filename: null,
  site_time_zone: 'Asia/Kolkata',
  ...facts,
});
