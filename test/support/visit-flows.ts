import type { ParsedMail } from 'mailparser';
import { recipientsOf, type SmtpSink } from './smtp-sink.ts';
import type { TestApp } from './test-app.ts';
import type { TestClient } from './test-client.ts';
import { VISIT_CONSENT } from './consent.ts';

/** A pass as the Visitor Pass Form sends it (the fake clock's "today" is 20-11-2026, 10:00 AM at the site). */
export const passPayload = (overrides: Record<string, unknown> = {}) => ({
  phoneNumber: '9812345670',
  visitorType: 'Suppliers',
  name: 'Arjun Mehta',
  date: '21-11-2026',
  time: '10:30 AM',
  visitorEmail: 'arjun.mehta@supplier.test',
  ...overrides,
});

/** The visitor's details form, complete and valid. */
export const detailsPayload = (overrides: Record<string, unknown> = {}) => ({
  placeToVisit: 'Visiting Office & Shop Floor',
  selectedOption: 'WEN HV',
  ppeOptions: { helmet: true, goggles: true, earPlug: true, safetyShoes: true },
  dateOfVisit: '21-11-2026',
  name: 'Arjun Mehta',
  comingFrom: 'Pune',
  address: '12 MG Road, Shivaji Nagar, Pune',
  mobileNo: '9812345670',
  purposeOfVisit: 'Quarterly supply review',
  timeOfVisit: '10:30 AM',
  aadharNo: '234123412346',
  additionalVisitorOption: 'Yes',
  additionalVisitors: 2,
  termsAccepted: true,
  consent: VISIT_CONSENT,
  ...overrides,
});

export const createPass = (t: TestApp, client: TestClient, overrides: Record<string, unknown> = {}) =>
  client.post<{ message: string; id: number; errmessage?: string }>('/api/visitorForm', { encryptedData: t.envelope.encrypt(passPayload(overrides)) });

/** The details-form link in the newest pass mail to `to`. */
export const linkFromMail = async (smtp: SmtpSink, to: string): Promise<{ mail: ParsedMail; url: URL; token: string }> => {
  const mail = await smtp.waitFor((m) => recipientsOf(m).includes(to) && /VisitordetailForm\?token=/.test(m.text ?? ''));
  const url = new URL(/(https?:\/\/\S+VisitordetailForm\?token=\S+)/.exec(mail.text ?? '')![1]!);
  return { mail, url, token: url.searchParams.get('token')! };
};

export const fetchVisitorData = (t: TestApp, client: TestClient, phone: string, token: string) =>
  client.get<{ details: string; errmessage?: string }>(`/fetchVisitorData/${encodeURIComponent(t.envelope.encrypt(phone))}?token=${encodeURIComponent(token)}`);

export const submitDetails = (t: TestApp, client: TestClient, token: string, overrides: Record<string, unknown> = {}) =>
  client.post<{ message?: string; errmessage?: string }>('/api/visitorDetails', { encryptedData: t.envelope.encrypt(detailsPayload(overrides)), token });

export const approveVisitor = (t: TestApp, client: TestClient, id: number) =>
  client.post<{ message?: string; errmessage?: string }>(`/approveVisitor/${encodeURIComponent(t.envelope.encrypt(String(id)))}`);
