import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE } from '../../support/fake-clock.ts';
import { addAccount, email, register, registrant, signedIn } from '../../support/identity-flows.ts';
import { recipientsOf, startSmtpSink, type SmtpSink } from '../../support/smtp-sink.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import type { TestClient } from '../../support/test-client.ts';
import { queryRows } from '../../support/test-database.ts';

describe('rejecting a registration', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  const REASON = 'Please pick Priya Sharma as your reporting manager & register again.';

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ smtp });
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    await addAccount(t, 'm.one', 'manager', { manager: 'admin', password: 'Manager@123' });
    await addAccount(t, 'm.two', 'manager', { manager: 'admin', password: 'Manager@123' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const reject = (client: TestClient, address: string, reason: unknown = REASON) =>
    client.post<{ result?: { message: string }; errmessage?: string; code?: string }>('/api/auth/reject-user', {
      encryptedData: t.envelope.encrypt({ email_to_reject: address, reason }),
    });
  const rowsOf = (address: string) => queryRows<{ status: string; emp_id: string }>(t.database.url, 'select status, emp_id from employee where email = $1', [address]);

  it('should tell the person by mail, free their e-mail and employee id, and let them register again', async () => {
    const first = registrant('rejected.one', 'm.one');
    await register(t, smtp, first);
    const manager = await signedIn(t, { email: email('m.one'), password: 'Manager@123' });

    expect(await reject(manager, first.email)).toMatchObject({ status: 200, body: { result: { message: 'The registration was rejected and the person was told by e-mail.' } } });
    expect(await rowsOf(first.email)).toEqual([]);

    await t.deliverMail();
    const mail = await smtp.waitFor((each) => recipientsOf(each).includes(first.email) && each.subject === 'Your Visitor Desk registration was not approved');
    expect(mail.text).toContain(`Reason: ${REASON}`);
    expect(mail.text).toContain('register again with the same e-mail and employee ID');
    // The reason is written by a person: in the HTML it is text, not markup.
    expect(mail.html).toContain('Priya Sharma as your reporting manager &amp; register again.');

    const [audit] = await queryRows<{ actor_label: string; details: { reason: string } }>(
      t.database.url,
      "select actor_label, details from audit_log where action = 'employee.registration_rejected' and subject_id = $1",
      [first.email],
    );
    expect(audit).toMatchObject({ actor_label: email('m.one'), details: { reason: REASON } });

    // The same person, the same e-mail and employee id, a fresh OTP (once the resend wait is over): a new pending registration.
    t.clock.advance(2 * MINUTE);
    await register(t, smtp, { ...first, selectedManager: email('m.two') });
    expect(await rowsOf(first.email)).toEqual([{ status: 'Approval Pending', emp_id: first.employeeid }]);
  });

  it('should refuse another manager\'s report and a reason too short, changing nothing; an admin may reject anyone', async () => {
    const theirs = registrant('rejected.two', 'm.two');
    await register(t, smtp, theirs);
    const one = await signedIn(t, { email: email('m.one'), password: 'Manager@123' });
    expect(await reject(one, theirs.email)).toMatchObject({
      status: 403,
      body: { errmessage: 'Only the reporting manager or an admin can reject this registration.', code: 'approval.reject_not_your_report' },
    });
    const admin = await signedIn(t, { email: email('admin'), password: 'Admin@123' });
    expect(await reject(admin, theirs.email, 'No.')).toMatchObject({
      status: 400,
      body: { errmessage: 'The reason for rejecting must be at least 10 characters.', code: 'input.invalid' },
    });
    expect(await rowsOf(theirs.email)).toHaveLength(1);
    expect((await reject(admin, theirs.email)).status).toBe(200);
    expect(await rowsOf(theirs.email)).toEqual([]);
    expect((await reject(admin, theirs.email)).status).toBe(404);
  });

  it('should refuse to reject an approved employee', async () => {
    const admin = await signedIn(t, { email: email('admin'), password: 'Admin@123' });
    expect(await reject(admin, email('m.one'))).toMatchObject({ status: 409, body: { code: 'approval.already_approved' } });
  });
});
