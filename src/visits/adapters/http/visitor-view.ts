import type { HostVisitorRecord, LinkRecord, VisitorRecord } from '#contract/api/visit-answers.ts';
import { withFields } from '#kernel/with-fields.ts';
import type { LinkVisitRecord } from '../../application/read-visitor-link.ts';
import type { HostVisitRecord } from '../../application/read-visits.ts';
import type { VisitRecord } from '../../application/visit-record.ts';

/**
 * A visit in the description's own field names (docs/product/api.md API-CALLS), as every `details`
 * answer carries it. The ID is the masked form and its kind (`aadhar_no` the masked Aadhaar only); times are ISO instants the SPA shows
 * in the site's time zone. Typed with the shared answer schema (src/contract/api/visit-answers.ts), so
 * a field added to one and not the other fails the typecheck; nothing is validated at run time here.
 */
export const visitorView = (visit: VisitRecord): VisitorRecord => ({
  id: visit.id,
  visitor_id: visit.passCode,
  visitortype: visit.visitorType,
  visitortype_other: visit.visitorTypeOther,
  name: visit.name,
  visitor_phonenumber: visit.phone,
  visitor_email: visit.email,
  address: visit.address,
  coming_from: visit.comingFrom,
  place_to_visit: visit.placeToVisit,
  purpose_of_visit: visit.purposeOfVisit,
  selected_option: visit.selectedOption,
  additional_visitor_option: visit.additionalVisitorOption,
  additional_visitors: visit.additionalVisitors,
  ppe_options: visit.ppeOptions,
  aadhar_no: visit.idKind === 'aadhaar' ? visit.idMasked : null,
  id_kind: visit.idKind,
  id_masked: visit.idMasked,
  date_of_visit: visit.visitDate,
  time_of_visit: visit.visitTime,
  check_in: visit.checkIn?.toISOString() ?? null,
  check_out: visit.checkOut?.toISOString() ?? null,
  approve_status: visit.approveStatus,
  is_submitted: visit.isSubmitted,
  host_email: visit.host?.email ?? null,
  host_name: visit.host?.name ?? null,
  host_emp_id: visit.host?.empId ?? null,
  walk_in: visit.walkIn,
});

/** A host's own visitor for the approval list: the record and where it stands. */
export const hostVisitorView = (visit: HostVisitRecord): HostVisitorRecord => withFields(visitorView(visit), { visit_state: visit.state });

/** The visit a details-form link opens: the record and its site's zone (issue 30). */
export const linkView = (visit: LinkVisitRecord): LinkRecord => withFields(visitorView(visit), { site_time_zone: visit.timeZone });
