import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR, MINUTE } from '../../support/fake-clock.ts';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { recipientsOf, startSmtpSink, type SmtpSink } from '../../support/smtp-sink.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { TestClient } from '../../support/test-client.ts';
import { queryRows } from '../../support/test-database.ts';
import { approveVisitor, createPass, linkFromMail, submitDetails } from '../../support/visit-flows.ts';

const SITE_ADDRESS = 'Plot 4, MIDC Bhosari, Pune 411026';

/** The mail's calendar part as a calendar program reads it (ical.js), with the MIME part's own method. */
const invitationIn = (mail: ParsedMail) => {
  const parts = mail.attachments.filter((part) => part.contentType === 'text/calendar');
  expect(parts, `one text/calendar part in "${mail.subject}"`).toHaveLength(1);
  const part = parts[0]!;
  const ics = part.content.toString('utf8');
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  const contentType = part.headers.get('content-type') as { value: string; params: Record<string, string> };
  return {
    ics,
    partMethod: contentType.params['method'],
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    status: vevent.getFirstPropertyValue('status'),
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    zone: event.startDate.zone?.tzid,
    wallClock: event.startDate.toString(),
    summary: event.summary,
    location: event.location,
    description: event.description,
    attendees: event.attendees.map((attendee) => String(attendee.getFirstValue()).replace(/^mailto:/i, '').toLowerCase()),
  };
};

describe('calendar invitations in the visit mails, through the outbox and a real SMTP server', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  let host: TestClient;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ smtp, env: { VMS_SITE_ADDRESS: SITE_ADDRESS } });
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    await addAccount(t, 'calhost', 'manager', { manager: 'admin', password: 'Host@1234', name: 'Priya Sharma' });
    host = await signedIn(t, { email: email('calhost'), password: 'Host@1234' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('should invite the visitor and the host when the pass is made, and send the confirmed event with the approval', async () => {
    const visitorEmail = 'cal.visitor@supplier.test';
    const created = await createPass(t, host, { visitorEmail, name: 'Kavya Rao', date: '21-11-2026', time: '02:30 PM' });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const [row] = await queryRows<{ pass_code: string }>(t.database.url, 'select pass_code from visitor_pass where id = $1', [id]);
    const passCode = row!.pass_code;
    await t.deliverMail();

    // The visitor's link mail: 02:30 PM at the site (Asia/Kolkata, UTC+05:30) is 09:00 UTC, for an hour.
    const { mail: linkMail, token } = await linkFromMail(smtp, visitorEmail);
    const invited = invitationIn(linkMail);
    expect(invited).toMatchObject({
      partMethod: 'REQUEST',
      method: 'REQUEST',
      uid: `visit-${id}@vms.test`,
      sequence: 0,
      status: 'TENTATIVE',
      zone: 'Asia/Kolkata',
      wallClock: '2026-11-21T14:30:00',
      start: '2026-11-21T09:00:00.000Z',
      end: '2026-11-21T10:00:00.000Z',
      summary: 'Visit to Priya Sharma',
      location: SITE_ADDRESS,
      attendees: [email('calhost'), visitorEmail],
    });
    expect(invited.description).toContain(`Pass code: ${passCode}`);
    expect(invited.description).toContain(`Host: Priya Sharma (${email('calhost')})`);
    // The link's token stays in the mail, never in the calendar.
    expect(invited.ics).not.toContain(token.slice(0, 20));

    // The host's mail at creation: the same event, named for the visitor.
    const hostMail = await smtp.waitFor((m) => recipientsOf(m).includes(email('calhost')) && m.subject === 'Visitor pass created for Kavya Rao on 21-11-2026');
    const forHost = invitationIn(hostMail);
    expect(forHost).toMatchObject({ method: 'REQUEST', uid: invited.uid, sequence: 0, start: '2026-11-21T09:00:00.000Z', zone: 'Asia/Kolkata', summary: 'Visitor: Kavya Rao', location: SITE_ADDRESS });
    expect(forHost.description).toContain(`Pass code: ${passCode}`);

    // Details (with an Aadhaar number), then the approval three hours later.
    const visitor = new TestClient(t);
    expect((await submitDetails(t, visitor, token, { name: 'Kavya Rao', timeOfVisit: '02:30 PM' })).status).toBe(200);
    t.clock.advance(3 * HOUR + 5 * MINUTE);
    // Three idle hours end a session: the host signs in again.
    host = await signedIn(t, { email: email('calhost'), password: 'Host@1234' });
    expect((await approveVisitor(t, host, id)).status).toBe(200);
    await t.deliverMail();
    const approved = await smtp.waitFor((m) => recipientsOf(m).includes(visitorEmail) && m.subject === 'Your visit on 21-11-2026 is approved');
    const copy = await smtp.waitFor((m) => recipientsOf(m).includes(email('calhost')) && m.subject === 'Copy: visit of Kavya Rao on 21-11-2026 approved');
    for (const mail of [approved, copy]) {
      const confirmed = invitationIn(mail);
      expect(confirmed).toMatchObject({
        partMethod: 'REQUEST',
        uid: invited.uid,
        sequence: 3 * 3600 + 5 * 60,
        status: 'CONFIRMED',
        wallClock: '2026-11-21T14:30:00',
        start: '2026-11-21T09:00:00.000Z',
        location: SITE_ADDRESS,
      });
      expect(confirmed.description).toContain(`Pass code: ${passCode}`);
      // The QR code is still there, inline.
      expect(mail.attachments.some((part) => part.contentType === 'image/png' && part.cid === 'pass-qr')).toBe(true);
    }
    expect(invitationIn(approved).description).toMatch(/^Your visit is approved\./);

    // No invitation, mail or queued row holds the Aadhaar number, masked or not.
    const rows = await queryRows(t.database.url, 'select attachments from mail_outbox');
    const everything = JSON.stringify([rows, smtp.mails.map((m) => [m.text, m.html, m.attachments.map((a) => a.content.toString('utf8'))])]);
    expect(everything).not.toContain('234123412346');
    expect(everything).not.toContain('XXXX XXXX 2346');
  });

  it("should withdraw the visit from the host's calendar when it is cancelled: the same event, METHOD:CANCEL, a higher sequence", async () => {
    const visitorEmail = 'cancel.cal@supplier.test';
    const created = await createPass(t, host, { visitorEmail, name: 'Meera Iyer', phoneNumber: '9876512345', date: '21-11-2026', time: '03:30 PM' });
    expect(created.status).toBe(201);
    const id = created.body.id;
    await t.deliverMail();
    const { token } = await linkFromMail(smtp, visitorEmail);
    const invitedHost = invitationIn(
      await smtp.waitFor((m) => recipientsOf(m).includes(email('calhost')) && m.subject === 'Visitor pass created for Meera Iyer on 21-11-2026'),
    );
    expect((await submitDetails(t, new TestClient(t), token, { name: 'Meera Iyer', timeOfVisit: '03:30 PM' })).status).toBe(200);
    // Minutes apart, within the session's ten idle minutes.
    t.clock.advance(5 * MINUTE);
    expect((await approveVisitor(t, host, id)).status).toBe(200);
    await t.deliverMail();
    const approvedHost = invitationIn(
      await smtp.waitFor((m) => recipientsOf(m).includes(email('calhost')) && m.subject === 'Copy: visit of Meera Iyer on 21-11-2026 approved'),
    );

    t.clock.advance(MINUTE);
    expect((await host.post(`/api/my-visits/${id}/cancel`)).status).toBe(200);
    await t.deliverMail();
    const hostMail = await smtp.waitFor((m) => recipientsOf(m).includes(email('calhost')) && m.subject === 'Visit of Meera Iyer on 21-11-2026 cancelled');
    expect(recipientsOf(hostMail)).toEqual([email('calhost')]);
    expect(hostMail.text).toContain("Meera Iyer's visit on 21-11-2026 at 03:30 PM has been cancelled");
    const cancelled = invitationIn(hostMail);
    expect(cancelled).toMatchObject({ partMethod: 'CANCEL', method: 'CANCEL', uid: invitedHost.uid, status: 'CANCELLED', start: '2026-11-21T10:00:00.000Z' });
    expect(cancelled.uid).toBe(`visit-${id}@vms.test`);
    expect(cancelled.sequence).toBeGreaterThan(approvedHost.sequence);
    expect(approvedHost.sequence).toBeGreaterThan(invitedHost.sequence);
    // The visitor's own cancellation is still sent, for the same event.
    const visitorMail = await smtp.waitFor((m) => recipientsOf(m).includes(visitorEmail) && m.subject === 'Your visit on 21-11-2026 has been cancelled');
    expect(invitationIn(visitorMail)).toMatchObject({ method: 'CANCEL', uid: invitedHost.uid, sequence: cancelled.sequence });

    // Nothing of the phone, the Aadhaar number or the link in the host's cancellation.
    const everything = [hostMail.text, hostMail.html, ...hostMail.attachments.map((a) => a.content.toString('utf8'))].join('\n');
    for (const secret of ['9876512345', '234123412346', 'XXXX XXXX 2346', token.slice(0, 20), 'VisitordetailForm']) expect(everything).not.toContain(secret);
  });

  it("should tell the host and withdraw their invitation when a visit without the visitor's e-mail is cancelled", async () => {
    const created = await createPass(t, host, { visitorEmail: '', name: 'No Mail Guest', phoneNumber: '9876598765', time: '04:30 PM' });
    expect(created.status).toBe(201);
    const id = created.body.id;
    await t.deliverMail();
    await smtp.waitFor((m) => recipientsOf(m).includes(email('calhost')) && m.subject === 'Visitor pass created for No Mail Guest on 21-11-2026');
    t.clock.advance(MINUTE);
    expect((await host.post(`/api/my-visits/${id}/cancel`)).status).toBe(200);
    await t.deliverMail();
    const hostMail = await smtp.waitFor((m) => recipientsOf(m).includes(email('calhost')) && m.subject === 'Visit of No Mail Guest on 21-11-2026 cancelled');
    expect(hostMail.text).toContain('The visitor left no e-mail: please let them know.');
    const cancelled = invitationIn(hostMail);
    expect(cancelled).toMatchObject({ method: 'CANCEL', uid: `visit-${id}@vms.test`, attendees: [email('calhost')] });
    expect(cancelled.sequence).toBeGreaterThan(0);
    const everything = [hostMail.text, hostMail.html, ...hostMail.attachments.map((a) => a.content.toString('utf8'))].join('\n');
    expect(everything).not.toContain('9876598765');
  });

  it('should invite only the host when the visitor gives no e-mail', async () => {
    const created = await createPass(t, host, { visitorEmail: '', name: 'Walk In', phoneNumber: '9876501234', time: '11:00 AM' });
    expect(created.status).toBe(201);
    await t.deliverMail();
    const hostMail = await smtp.waitFor((m) => recipientsOf(m).includes(email('calhost')) && m.subject === 'Visitor pass created for Walk In on 21-11-2026');
    expect(invitationIn(hostMail)).toMatchObject({
      uid: `visit-${created.body.id}@vms.test`,
      start: '2026-11-21T05:30:00.000Z',
      attendees: [email('calhost')],
    });
  });
});
