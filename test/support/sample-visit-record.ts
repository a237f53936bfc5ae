import type { VisitRecord } from '../../src/visits/application/visit-record.ts';

/** When the sample visit's pass was made. */
export const SAMPLE_CREATED = new Date('2026-11-20T09:15:00.000Z');

/** A visit as the mails read it (a supplier's, on 21-11-2026 at 10:30 AM), for tests of what is sent; `overrides` for the case at hand. */
export const sampleVisitRecord = (overrides: Partial<VisitRecord> = {}): VisitRecord => ({
  id: 42,
  passCode: 'K7QW2M9D',
  visitorType: 'Suppliers',
  visitorTypeOther: null,
  name: 'Arjun Mehta',
  phone: '9812345670',
  email: 'arjun@supplier.test',
  host: { email: 'priya@example.com', name: 'Priya Sharma', empId: 'E1001' },
  visitDate: '21-11-2026',
  visitTime: '10:30 AM',
  placeToVisit: 'Visiting Office & Shop Floor',
  selectedOption: 'WEN HV',
  ppeOptions: { helmet: true, goggles: false, earPlug: false, safetyShoes: true },
  comingFrom: 'Pune',
  address: 'Flat 12, Shivaji Nagar, Pune 411005',
  purposeOfVisit: 'Supplier audit',
  additionalVisitorOption: 'No',
  additionalVisitors: null,
  idKind: 'aadhaar',
  idMasked: 'XXXX XXXX 2346',
  isSubmitted: true,
  approveStatus: 'Pending',
  checkIn: null,
  checkOut: null,
  createdAt: SAMPLE_CREATED,
  walkIn: false,
  siteId: 1,
  ...overrides,
});
