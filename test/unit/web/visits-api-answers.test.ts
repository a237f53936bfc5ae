import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeskRecord, VisitorRecord } from '#contract/api/visit-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import { fetchDeskVisits, fetchLatestPhoto, recordTimeIn, uploadPhoto } from '../../../web/src/features/desk/desk-api.ts';
import { readDeskQuery } from '../../../web/src/features/desk/desk-list-query.ts';
import { fetchHostVisitors, fetchVisitorDetails } from '../../../web/src/features/visits-common/visits-api.ts';
import { envelope } from '../../../web/src/lib/envelope.ts';
import { answering, failureOf } from './answer-stub.ts';

const visitor = (overrides: Partial<VisitorRecord> = {}): VisitorRecord => ({
  id: 7,
  visitor_id: 'ABCD2345',
  visitortype: 'Suppliers',
  visitortype_other: null,
  name: 'Arjun Mehta',
  visitor_phonenumber: '9812345670',
  visitor_email: null,
  address: '12 MG Road, Shivaji Nagar, Pune',
  coming_from: 'Pune',
  place_to_visit: 'Visiting Office & Shop Floor',
  purpose_of_visit: 'Quarterly supply review',
  selected_option: 'WMO LV',
  additional_visitor_option: 'No',
  additional_visitors: null,
  ppe_options: { helmet: false, goggles: true, earPlug: true, safetyShoes: true },
  aadhar_no: 'XXXX XXXX 2346',
  id_kind: 'aadhaar',
  id_masked: 'XXXX XXXX 2346',
  date_of_visit: '20-11-2026',
  time_of_visit: '10:30 AM',
  check_in: null,
  check_out: null,
  approve_status: 'Approved',
  is_submitted: true,
  host_email: 'priya@example.com',
  host_name: 'Priya Sharma',
  host_emp_id: 'E0001',
  walk_in: false,
  ...overrides,
});

const deskRecord = (overrides: Partial<DeskRecord> = {}): DeskRecord => ({ ...visitor(), visit_state: 'expected', photo_filename: null, site_time_zone: 'Asia/Kolkata', ...overrides });

describe('the SPA\'s visits and desk calls against the shared answer schemas', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('should hand the screens typed records from a well-formed answer', async () => {
    answering({ details: envelope.encrypt([{ ...visitor(), visit_state: 'missed' }, { ...visitor({ id: 8, check_in: '2026-11-20T05:00:00.000Z' }), visit_state: 'checked_in' }]) });
    const visitors = await fetchHostVisitors('priya@example.com', false);
    expect(visitors.map((v) => [v.id, v.check_in, v.visit_state])).toEqual([
      [7, null, 'missed'],
      [8, '2026-11-20T05:00:00.000Z', 'checked_in'],
    ]);
  });

  it('should reject a list with one malformed row with the product\'s message, naming the row and the field', async () => {
    const { name: _name, ...nameless } = { ...visitor({ id: 8 }), visit_state: 'expected' };
    answering({ details: envelope.encrypt([{ ...visitor(), visit_state: 'expected' }, nameless]) });
    const failure = await failureOf(fetchHostVisitors('priya@example.com', true));
    expect(failure.message).toBe(MESSAGES.login.unexpectedResponse);
    expect(failure.call).toBe('fetch-visitorData');
    expect(failure.problems).toMatch(/^1\.name: /);
  });

  it('should reject an answer whose details are missing or do not open', async () => {
    answering({ message: 'no details here' });
    expect((await failureOf(fetchVisitorDetails(7))).problems).toMatch(/^details: /);
    answering({ details: 'abcd:ef01' });
    expect((await failureOf(fetchVisitorDetails(7))).problems).toMatch(/does not open/);
  });

  it('should reject a desk page without its count, and a desk record without its state', async () => {
    const query = readDeskQuery(new URLSearchParams(''));
    answering({ details: envelope.encrypt([deskRecord()]), total: 1 });
    expect((await failureOf(fetchDeskVisits(query, 'all'))).problems).toMatch(/^totalCapped: /);
    answering({ details: envelope.encrypt([deskRecord({ visit_state: 'checked_in', check_in: '2026-11-20T05:00:00.000Z' })]), total: 1, totalCapped: false });
    expect((await fetchDeskVisits(query, 'all')).visits[0]?.visit_state).toBe('checked_in');
    const { visit_state: _state, ...stateless } = deskRecord();
    answering({ message: MESSAGES.time.inRecorded, details: envelope.encrypt(stateless) });
    expect((await failureOf(recordTimeIn(7))).problems).toMatch(/^visit_state: /);
  });

  it('should reject photo answers without their file name', async () => {
    answering({ filename: '' });
    expect((await failureOf(fetchLatestPhoto({ id: 7, name: 'Arjun Mehta' }))).call).toBe('latest-photo');
    answering({ success: true });
    expect((await failureOf(uploadPhoto(7, new Blob([new Uint8Array([0xff, 0xd8])])))).problems).toMatch(/^filename: /);
    answering({ filename: '2026-7-abcdefghijklmnop.jpg' });
    expect(await fetchLatestPhoto({ id: 7, name: 'Arjun Mehta' })).toBe('2026-7-abcdefghijklmnop.jpg');
  });
});
