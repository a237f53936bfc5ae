import { parse } from 'csv-parse/sync';
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { recipientsOf, startSmtpSink, type SmtpSink } from '../../support/smtp-sink.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { TestClient } from '../../support/test-client.ts';
import { approveVisitor, createPass, fetchVisitorData, linkFromMail, submitDetails } from '../../support/visit-flows.ts';

/**
 * Issue 28 (docs/product/README.md DEV-06): what real names, addresses and purposes hold reaches the server
 * whole, is stored whole, and every output writes it in its own escaping: HTML in the mails, iCalendar
 * in the invitation, CSV (with its formula guard) in the roll call, JSON for the detail view and badge.
 * The test app's clock stands at 20-11-2026 10:00 AM at the site.
 */
const NAME = "Anne-Marie D'Souza";
const ADDRESS = '#12/4 MG Road (Near Forum)';
const PURPOSE = 'Q3 review & sign-off (2 hrs)';
/** A site address with the characters iCalendar must escape (the invitation's location). */
const SITE_ADDRESS = '#12/4 MG Road (Near Forum), Koramangala; Bengaluru';
const PHONE = '9812377001';
const VISITOR_EMAIL = 'anne.marie@guest.test';

const calendarOf = (mail: ParsedMail) => {
  const part = mail.attachments.find((one) => one.contentType === 'text/calendar');
  expect(part, `a calendar part in "${mail.subject}"`).toBeDefined();
  const ics = part!.content.toString('utf8');
  const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!);
  return { ics, summary: event.summary, description: event.description, location: event.location };
};

describe('names, addresses and purposes with apostrophes, hyphens, #, brackets and & (issue 28)', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  let host: TestClient;
  let desk: TestClient;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ smtp, env: { VMS_SITE_ADDRESS: SITE_ADDRESS } });
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    // The host's own name has an apostrophe and a hyphen too (registration's rule is the same).
    await addAccount(t, 'dcruz', 'manager', { manager: 'admin', password: 'Host@1234', name: "Joseph D'Cruz-Pinto" });
    await addAccount(t, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
    host = await signedIn(t, { email: email('dcruz'), password: 'Host@1234' });
    desk = await signedIn(t, { email: email('guard'), password: 'Guard@123' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('should take them whole from the pass to the check-in, and escape them in every mail, invitation, CSV and view', async () => {
    const created = await createPass(t, host, { name: NAME, phoneNumber: PHONE, visitorEmail: VISITOR_EMAIL, date: '20-11-2026', time: '02:30 PM' });
    expect(created).toMatchObject({ status: 201 });
    const id = created.body.id;
    await t.deliverMail();
    const { mail: linkMail, token } = await linkFromMail(smtp, VISITOR_EMAIL);
    // The pass's mail: the name escaped in HTML, whole in the text and the subject.
    expect(linkMail.html).toContain('Welcome, Anne-Marie D&#39;Souza');
    expect(linkMail.html).not.toContain(NAME);
    expect(linkMail.text).toContain(`Welcome, ${NAME}`);
    // The invitation: iCalendar's own escaping (the site address's comma and semicolon), read back whole.
    const invited = calendarOf(linkMail);
    expect(invited.location).toBe(SITE_ADDRESS);
    expect(invited.ics).toContain('LOCATION:#12/4 MG Road (Near Forum)\\, Koramangala\\; Bengaluru');
    expect(invited.summary).toBe("Visit to Joseph D'Cruz-Pinto");
    const hostInvite = calendarOf(await smtp.waitFor((m) => recipientsOf(m).includes(email('dcruz')) && m.subject === `Visitor pass created for ${NAME} on 20-11-2026`));
    expect(hostInvite.summary).toBe(`Visitor: ${NAME}`);
    expect(hostInvite.description).toContain(`Visitor: ${NAME} (${PHONE})`);

    const visitor = new TestClient(t);
    expect((await fetchVisitorData(t, visitor, PHONE, token)).status).toBe(200);
    const submitted = await submitDetails(t, visitor, token, {
      name: NAME,
      mobileNo: PHONE,
      address: ADDRESS,
      purposeOfVisit: PURPOSE,
      dateOfVisit: '20-11-2026',
      timeOfVisit: '02:30 PM',
    });
    expect(submitted).toMatchObject({ status: 200, body: { message: 'Details form submitted successfully' } });
    await t.deliverMail();
    // The mail that asks the host to approve: the purpose's & and brackets as HTML entities and text.
    const approvalNeeded = await smtp.waitFor((m) => recipientsOf(m).includes(email('dcruz')) && m.subject === `${NAME} sent their visit details: approval needed`);
    expect(approvalNeeded.html).toContain('Q3 review &amp; sign-off (2 hrs)');
    expect(approvalNeeded.html).not.toContain(PURPOSE);
    expect(approvalNeeded.text).toContain(`Purpose: ${PURPOSE}`);

    expect((await approveVisitor(t, host, id)).status).toBe(200);
    await t.deliverMail();
    const approved = await smtp.waitFor((m) => recipientsOf(m).includes(VISITOR_EMAIL) && m.subject === 'Your visit on 20-11-2026 is approved');
    expect(approved.html).toContain('See you on 20-11-2026, Anne-Marie D&#39;Souza');
    expect(approved.html).toContain('Joseph D&#39;Cruz-Pinto');
    expect(approved.html).not.toMatch(/D'(Souza|Cruz)/);
    const copy = await smtp.waitFor((m) => recipientsOf(m).includes(email('dcruz')) && m.subject === `Copy: visit of ${NAME} on 20-11-2026 approved`);
    expect(copy.html).toContain('Anne-Marie D&#39;Souza&#39;s visit on 20-11-2026');
    expect(calendarOf(copy).summary).toBe(`Visitor: ${NAME}`);

    // The detail view (and the badge, which the desk prints from the same record): every character kept.
    const detail = await host.get<{ details: string }>(`/fetchVisitorDetails/${encodeURIComponent(t.envelope.encrypt(String(id)))}`);
    expect(t.envelope.decryptJson(detail.body.details)).toMatchObject({ id, name: NAME, address: ADDRESS, purpose_of_visit: PURPOSE });

    // Checked in, the visitor is on the roll call's CSV by their whole name.
    expect((await desk.post('/visitorTimeIn', { encryptedId: t.envelope.encrypt(String(id)) })).status).toBe(200);
    expect((await desk.get('/api/on-site?format=csv')).status).toBe(200);
    const rows = parse(desk.lastBytes.toString('utf8'), { columns: true }) as Record<string, string>[];
    expect(rows.map((row) => [row['Name'], row['Host']])).toEqual([[NAME, "Joseph D'Cruz-Pinto"]]);
  });

  it('should guard a name that starts with a sign a spreadsheet reads as a formula, as every CSV cell is', async () => {
    const created = await createPass(t, host, { name: "-Anne D'Souza", phoneNumber: '9812377002', visitorEmail: '', date: '20-11-2026', time: '03:00 PM' });
    expect(created).toMatchObject({ status: 201 });
    const id = created.body.id;
    await t.deliverMail();
    const hostMail = await smtp.waitFor((m) => recipientsOf(m).includes(email('dcruz')) && m.subject === "Visitor pass created for -Anne D'Souza on 20-11-2026");
    const token = new URL(/(https?:\/\/\S+VisitordetailForm\?token=\S+)/.exec(hostMail.text ?? '')![1]!).searchParams.get('token')!;
    const visitor = new TestClient(t);
    const submitted = await submitDetails(t, visitor, token, { name: "-Anne D'Souza", mobileNo: '9812377002', address: ADDRESS, purposeOfVisit: PURPOSE, dateOfVisit: '20-11-2026', timeOfVisit: '03:00 PM' });
    expect(submitted.status).toBe(200);
    expect((await approveVisitor(t, host, id)).status).toBe(200);
    expect((await desk.post('/visitorTimeIn', { encryptedId: t.envelope.encrypt(String(id)) })).status).toBe(200);
    await desk.get('/api/on-site?format=csv');
    const rows = parse(desk.lastBytes.toString('utf8'), { columns: true }) as Record<string, string>[];
    expect(rows.map((row) => row['Name'])).toContain("'-Anne D'Souza");
  });

  it('should still refuse what no name holds, in the form\'s words', async () => {
    expect(await createPass(t, host, { name: 'Anne <b>D</b>', phoneNumber: '9812377003' })).toMatchObject({ status: 400, body: { errmessage: 'Please enter a valid name' } });
    expect(await createPass(t, host, { name: "D''Souza", phoneNumber: '9812377003' })).toMatchObject({ status: 400, body: { errmessage: 'Please enter a valid name' } });
  });
});
