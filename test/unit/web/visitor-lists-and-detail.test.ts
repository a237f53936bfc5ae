import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages.ts';
import { employeeApprovalFailure, employeeApprovedMessage } from '../../../web/src/features/approve-user/employee-approval-outcome.ts';
import { ApiError } from '../../../web/src/lib/api-client.ts';
import { detailViewId, detailViewTarget } from '../../../web/src/features/visits-common/detail-view-id.ts';
import { visitorTypeLabel, type HostVisitorRecord, type VisitorRecord } from '../../../web/src/features/visits-common/visitor-record.ts';
import { approvalFailureMessage, markApproved } from '../../../web/src/features/visitors/approval-list-model.ts';
import { visitorSections } from '../../../web/src/features/visitors/visitor-sections.ts';

const visitor = (overrides: Partial<VisitorRecord> = {}): VisitorRecord => ({
  id: 7,
  visitor_id: '30Y1Y10T',
  visitortype: 'Suppliers',
  visitortype_other: null,
  name: 'Arjun Mehta',
  visitor_phonenumber: '9812345670',
  visitor_email: 'arjun@supplier.test',
  address: '12 MG Road, Pune',
  coming_from: 'Pune',
  place_to_visit: 'Visiting Office & Shop Floor',
  purpose_of_visit: 'Quarterly supply review',
  selected_option: 'WMO LV',
  additional_visitor_option: 'Yes',
  additional_visitors: 2,
  ppe_options: { helmet: false, goggles: true, earPlug: true, safetyShoes: true },
  aadhar_no: 'XXXX XXXX 2346',
  id_kind: 'aadhaar',
  id_masked: 'XXXX XXXX 2346',
  date_of_visit: '21-11-2026',
  time_of_visit: '10:30 AM',
  check_in: null,
  check_out: null,
  approve_status: 'Pending',
  is_submitted: true,
  host_email: 'host@example.com',
  host_name: 'Priya Sharma',
  host_emp_id: 'E0001',
  walk_in: false,
  ...overrides,
});

describe('the Visitor Approval list', () => {
  it('should mark one row Approved in place and leave the others alone', () => {
    const waiting = (id: number): HostVisitorRecord => ({ ...visitor({ id }), visit_state: 'awaiting_approval' });
    const list = [waiting(1), waiting(2), waiting(3)];
    const after = markApproved(list, 2);
    expect(after.map((v) => [v.approve_status, v.visit_state])).toEqual([
      ['Pending', 'awaiting_approval'],
      ['Approved', 'expected'],
      ['Pending', 'awaiting_approval'],
    ]);
    expect(after[0]).toBe(list[0]);
    expect(list[1]?.approve_status).toBe('Pending');
  });

  it('should say the server\'s reason for a refusal and the description\'s message otherwise', () => {
    expect(approvalFailureMessage({ status: 409, message: MESSAGES.approvals.visitorAlreadyApproved })).toBe(MESSAGES.approvals.visitorAlreadyApproved);
    expect(approvalFailureMessage({ status: 403, message: MESSAGES.approvals.notYourVisitor })).toBe(MESSAGES.approvals.notYourVisitor);
    expect(approvalFailureMessage({ status: 500, message: MESSAGES.http.internal })).toBe('Error approving visitor.');
    expect(approvalFailureMessage({ status: 0, message: MESSAGES.http.unavailable })).toBe('Error approving visitor.');
    expect(approvalFailureMessage(null)).toBe('Error approving visitor.');
  });

  it('should show the Others text as the type', () => {
    expect(visitorTypeLabel(visitor({ visitortype: 'Others', visitortype_other: 'Film crew' }))).toBe('Film crew');
    expect(visitorTypeLabel(visitor())).toBe('Suppliers');
  });
});

describe('Approve User', () => {
  it('should say the employee\'s e-mail and the server\'s message on success', () => {
    expect(employeeApprovedMessage('neha@example.com', 'approved successfully.')).toBe('neha@example.com approved successfully.');
    expect(employeeApprovedMessage('neha@example.com', '')).toBe('neha@example.com approved successfully.');
  });

  it('should say a refusal in the server\'s words, a server failure "Internal Server Error", no answer "Error approving employee"', () => {
    expect(employeeApprovalFailure(new ApiError(403, MESSAGES.approvals.notYourReport, 'approval.not_your_report'))).toBe(MESSAGES.approvals.notYourReport);
    expect(employeeApprovalFailure(new ApiError(409, MESSAGES.approvals.alreadyApproved, 'approval.already_approved'))).toBe(MESSAGES.approvals.alreadyApproved);
    expect(employeeApprovalFailure(new ApiError(500, MESSAGES.http.internal, 'http.internal'))).toBe('Internal Server Error');
    expect(employeeApprovalFailure(new ApiError(503, MESSAGES.http.unavailable, 'http.unavailable'))).toBe('Internal Server Error');
    expect(employeeApprovalFailure(new ApiError(0, MESSAGES.http.unavailable, 'http.unavailable'))).toBe('Error approving employee');
    expect(employeeApprovalFailure(new TypeError('fetch failed'))).toBe('Error approving employee');
  });
});

describe('the Visitor Detail View', () => {
  it('should find the id in the navigation state, else in the address', () => {
    expect(detailViewId({ id: 7 }, '')).toBe(7);
    expect(detailViewId({ id: 7 }, '?id=9')).toBe(7);
    expect(detailViewId(null, '?id=9')).toBe(9);
    expect(detailViewId({ id: '12' }, '')).toBe(12);
    expect(detailViewId({ id: -1 }, '?id=abc')).toBeNull();
    expect(detailViewId(undefined, '')).toBeNull();
    expect(detailViewTarget(7)).toEqual({ to: '/VisitorDetailView?id=7', state: { id: 7 } });
  });

  it('should show the whole record in sections, the Aadhaar number masked, times at the site', () => {
    const sections = visitorSections(
      visitor({ visitortype: 'Others', visitortype_other: 'Film crew', check_in: '2026-11-21T04:05:00.000Z', check_out: '2026-11-21T10:40:00.000Z', approve_status: 'Approved' }),
      'Asia/Kolkata',
    );
    expect(sections.map((s) => s.title)).toEqual(['Visitor', 'Visit', 'Safety', 'Host', 'Status']);
    const rows = Object.fromEntries(sections.flatMap((s) => s.rows));
    expect(rows).toMatchObject({
      'Visitor Type': 'Others: Film crew',
      'Aadhaar Number': 'XXXX XXXX 2346',
      'Pass Code': '30Y1Y10T',
      'Additional Visitors': 'Yes, 2',
      Helmet: 'No',
      Goggles: 'Yes',
      'Host Email': 'host@example.com',
      Approval: 'Approved',
      'Time In': '21-11-2026 09:35 AM',
      'Time Out': '21-11-2026 04:10 PM',
    });
  });

  it('should show the entrances a visit was recorded at, and no entrance row for a visit recorded at none (issue 30)', () => {
    const at = (more: { check_in_entrance?: string; check_out_entrance?: string }) =>
      visitorSections({ ...visitor({ check_in: '2026-11-21T04:05:00.000Z', check_out: '2026-11-21T10:40:00.000Z' }), ...more }, 'Asia/Kolkata').find((s) => s.title === 'Status')!.rows.map(([label, value]) => `${label}: ${value}`);
    expect(at({ check_in_entrance: 'Main gate', check_out_entrance: 'Tower B lobby' })).toEqual([
      'Details Submitted: Yes', expect.stringMatching(/^Approval: /), 'Time In: 21-11-2026 09:35 AM', 'Entrance In: Main gate', 'Time Out: 21-11-2026 04:10 PM', 'Entrance Out: Tower B lobby',
    ]);
    expect(at({}).filter((row) => row.startsWith('Entrance'))).toEqual([]);
  });

  it('should say what is missing before the visitor sent their details', () => {
    const rows = Object.fromEntries(
      visitorSections(visitor({ aadhar_no: null, id_kind: null, id_masked: null, coming_from: null, ppe_options: null, additional_visitor_option: null, is_submitted: false }), 'Asia/Kolkata').flatMap((s) => s.rows),
    );
    expect(rows).toMatchObject({ 'ID Number': 'Not given', 'Coming From': '—', Helmet: '—', 'Additional Visitors': '—', 'Details Submitted': 'No', 'Time In': 'Not checked in' });
  });

  it('should show the ID as the server masked it, under its kind\'s label', () => {
    const rowsOf = (facts: Partial<VisitorRecord>) => Object.fromEntries(visitorSections(visitor(facts), 'Asia/Kolkata').flatMap((s) => s.rows));
    expect(rowsOf({})).toMatchObject({ 'Aadhaar Number': 'XXXX XXXX 2346' });
    expect(rowsOf({ aadhar_no: null, id_kind: 'pan', id_masked: 'XXXXXX234F' })).toMatchObject({ PAN: 'XXXXXX234F' });
    expect(rowsOf({ aadhar_no: null, id_kind: 'passport', id_masked: 'XXXX4567' })).toMatchObject({ 'Passport Number': 'XXXX4567' });
  });
});
