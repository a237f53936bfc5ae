/**
 * What building a list's rows costs (docs/performance-history.md, "Rows built by spreading"): first the
 * pattern itself, an object literal that spreads an object and adds two fields, against the spread
 * alone and `withFields` (Object.assign on a new object), for objects of 4 to 28 fields; then a desk
 * page of 25 rows from the SQL row to the answer's objects, as the product makes them. Prints this
 * process's CPU per object or per page. No database.
 *
 *   node --import tsx bench/object-spread.ts
 */
import { withFields } from '#kernel/with-fields.ts';
import { deskView } from '../src/visits/adapters/http/desk-view.ts';
import { passFromRow, type VisitRow } from '../src/visits/adapters/sql/visit-row.ts';
import { toDeskRecord } from '../src/visits/application/desk-visit-record.ts';

const cpuPer = (times: number, work: () => unknown): number => {
  for (let i = 0; i < times / 10; i += 1) work();
  const before = process.cpuUsage();
  for (let i = 0; i < times; i += 1) work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / times;
};

console.log('fields  {...o}  {...o, a, b}  withFields(new, {a, b})   (ns of CPU an object)');
for (const size of [4, 8, 12, 16, 20, 24, 28]) {
  // A literal of `size` fields, made by a function of its own as the views are.
  const make = new Function('i', `return { ${Array.from({ length: size }, (_, k) => `p${k}: i + ${k}`).join(', ')} };`) as (i: number) => object;
  const source = make(1);
  const ns = (work: () => unknown) => (cpuPer(200_000, work) * 1000).toFixed(0).padStart(6);
  console.log(`${String(size).padStart(6)}  ${ns(() => ({ ...source }))}  ${ns(() => ({ ...source, a: 1, b: 2 }))}  ${ns(() => withFields(make(1), { a: 1, b: 2 }))}`);
}

const now = Date.now();
const rows = Array.from({ length: 25 }, (_, i): VisitRow => ({
  id: 1000 + i, pass_code: `ABCD${1000 + i}`, visitor_type: 'Suppliers', visitor_type_other: null, name: `Visitor Name ${i}`, phone: `98765432${String(i).padStart(2, '0')}`,
  email: `v${i}@example.com`, host_id: 7 + (i % 5), created_by_id: 7, visit_date: '2026-11-27', visit_time: '10:30:00', link_expires_ms: now + 86_400_000,
  created_ms: now - 86_400_000, place_to_visit: 'Visiting Office & Shop Floor', selected_option: 'WEN HV', ppe_options: { helmet: true, goggles: false, earPlug: true, safetyShoes: false },
  coming_from: 'Pune', address: '12 Road, Pune', purpose_of_visit: 'Meeting', additional_visitor_option: 'No', additional_visitors: 0, id_kind: 'aadhaar', id_last4: '1234',
  submitted_ms: now - 3_600_000, approve_status: 'Approved', approved_ms: now - 1_800_000, approved_by_id: 7, check_in_ms: i % 2 ? now - 600_000 : null,
  check_in_by_id: i % 2 ? 3 : null, check_out_ms: null, check_out_by_id: null, anonymised_ms: null, cancelled_ms: null, cancelled_by_id: null, link_version: 1,
  kiosk_device_id: null, declined_ms: null, declined_by_id: null, site_id: 1, check_in_entrance_id: null, check_out_entrance_id: null,
}));
const hosts = new Map([7, 8, 9, 10, 11].map((id) => [id, { id, email: `host${id}@example.com`, name: `Host ${id}`, empId: `E${id}`, role: 'employee' as const }]));
// As deskRecords makes them for a viewer who manages the watchlist: each row with its flag.
const page = () => rows.map((row) => deskView(withFields(toDeskRecord(passFromRow(row), hosts.get(row.host_id), { today: '2026-11-27', timeZone: 'Asia/Kolkata' }, undefined), { flagged: false })));
console.log(`a desk page of 25 rows, SQL row to answer: ${cpuPer(20_000, page).toFixed(1)} µs of CPU`);
