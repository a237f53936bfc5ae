import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kioskWalkInAnswerSchema, kioskWalkInSchema } from '#contract/api/kiosk-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { startSmtpSink, type SmtpSink } from '../../support/smtp-sink.ts';
import { cameraJpeg, walkInForm } from '../../support/walk-in-form.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { TestClient } from '../../support/test-client.ts';
import { queryRows } from '../../support/test-database.ts';

type Answer = { errmessage?: string; code?: string; details?: string; message?: string };

/**
 * A walk-in's mailed links speak for its host (issue 13, review R1): a host disabled after the mail was
 * sent (someone who left the company, whose mailbox may still be read) can no longer let a stranger in
 * with them, as they could no longer sign in to the approval screen; the link's page no longer asks. Nothing changes, nothing is audited.
 */
describe('a walk-in\'s mailed links once their host is disabled', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  let tablet: TestClient;

  const query = <Row extends Record<string, unknown>>(text: string, values: unknown[] = []) => queryRows<Row>(t.database.url, text, values);

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ smtp });
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    await addAccount(t, 'leaver', 'manager', { manager: 'admin', password: 'Host@1234', name: 'Kiran Leaver' });
    await addAccount(t, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
    tablet = await signedIn(t, { email: email('guard'), password: 'Guard@123' });
    expect((await tablet.post('/api/kiosk/devices', { encryptedData: t.envelope.encrypt({ name: 'Reception' }) })).status).toBe(201);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it.each(['Approve', 'Decline'] as const)('should refuse to show or take the %s link of a host disabled since the mail, changing nothing', async (label) => {
    const hostId = (await query<{ id: number }>('select id from employee where email = $1', [email('leaver')]))[0]!.id;
    await query('update employee set disabled_at = null where id = $1', [hostId]);
    const name = `Visitor For ${label === 'Approve' ? 'Approval' : 'Decline'}`;
    const made = await tablet.post<Answer>('/api/kiosk/walk-ins', {
      encryptedData: t.envelope.encrypt({ ...walkInForm(hostId, cameraJpeg(99, 16, 16)), name }),
    });
    expect(made.status).toBe(201);
    const id = Number(kioskWalkInSchema.parse(t.envelope.decryptJson(kioskWalkInAnswerSchema.parse(made.body).details)).ticket.split('.')[0]);
    await t.deliverMail();
    const mail = await smtp.waitFor((m) => m.subject === `Walk-in visitor waiting: ${name}`);
    const token = new URL(new RegExp(`${label}: (http\\S+/WalkInAnswer\\?token=\\S+)`).exec(mail.text ?? '')![1]!).searchParams.get('token')!;

    // The host leaves the company the same day.
    await query('update employee set disabled_at = now() where id = $1', [hostId]);
    // Opening the link (the page's question) refuses as the answer does, rather than asking a question
    // whose answer would be refused.
    const question = await new TestClient(t).get<Answer>(`/api/walk-in-answers?token=${encodeURIComponent(token)}`);
    expect(question.status).toBe(400);
    expect(question.body).toEqual({ errmessage: MESSAGES.walkIn.linkInvalid, code: 'walkin.link_invalid' });
    const answer = await new TestClient(t).post<Answer>('/api/walk-in-answers', { token });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ errmessage: MESSAGES.walkIn.linkInvalid, code: 'walkin.link_invalid' });
    const [row] = await query<{ approve_status: string; approved_at: Date | null; declined_at: Date | null }>('select approve_status, approved_at, declined_at from visitor_pass where id = $1', [id]);
    expect([row!.approved_at, row!.declined_at]).toEqual([null, null]);
    expect(await query("select 1 from audit_log where subject_id = $1 and action in ('visit.approved', 'visit.walk_in_declined')", [String(id)])).toEqual([]);
  });
});
