import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privacyNoticeAnswerSchema } from '#contract/api/privacy-answers.ts';
import { CONSENT_MESSAGES } from '#contract/consent-messages.ts';
import { DAY } from '../../support/fake-clock.ts';
import { addAccount, email, register, registrant, setPassword, signedIn } from '../../support/identity-flows.ts';
import { startKiosk } from '../../support/kiosk-flows.ts';
import { startSmtpSink, type SmtpSink } from '../../support/smtp-sink.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { TestClient } from '../../support/test-client.ts';
import { queryRows } from '../../support/test-database.ts';
import { createPass, detailsPayload, linkFromMail, submitDetails } from '../../support/visit-flows.ts';
import { walkInForm } from '../../support/walk-in-form.ts';
import { WithdrawalLinks } from '../../../src/privacy/application/withdrawal-links.ts';

interface ConsentRow extends Record<string, unknown> {
  site_id: number;
  visit_id: number | null;
  employee_id: number | null;
  notice_version: number;
  notice_language: string;
  notice_hash: string;
  channel: string;
  purposes: string[];
  given_at: Date;
  withdrawn_at: Date | null;
}

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
const HINDI_WITH_PHOTO = { noticeVersion: 1, language: 'hi', purposes: ['visit_processing', 'photo_badge_reuse'] };

/**
 * Consent as evidence and its withdrawal on PostgreSQL (issue 31, docs/product/privacy.md PRIV-CONSENT,
 * PRIV-WITHDRAW): each channel records who, which notice (version, language, the hash of the text
 * read), when and what was agreed to; a form without the visit's consent is refused and changes
 * nothing; a withdrawal cancels a visit not begun, erases the kept photo and keeps the record.
 */
describe('consent and its withdrawal (issue 31)', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  let host: TestClient;
  let tablet: TestClient;
  let hostId: number;
  const query = <Row extends Record<string, unknown>>(text: string, values: unknown[] = []) => queryRows<Row>(t.database.url, text, values);
  const consentsOf = (column: 'visit_id' | 'employee_id', id: number) => query<ConsentRow>(`select * from consent_record where ${column} = $1 order by id`, [id]);

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ smtp });
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    await addAccount(t, 'host', 'manager', { manager: 'admin', password: 'Host@1234', name: 'Priya Sharma' });
    await addAccount(t, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
    hostId = (await query<{ id: number }>('select id from employee where email = $1', [email('host')]))[0]!.id;
    host = await signedIn(t, { email: email('host'), password: 'Host@1234' });
    tablet = (await startKiosk(t, { email: email('guard'), password: 'Guard@123' }, 'Reception, Gate 1')).tablet;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  let counter = 0;
  /** A fresh pass with its own visitor address; its details-form link, and the mail that carried it. */
  const newPass = async (overrides: Record<string, unknown> = {}) => {
    const visitorEmail = `consent${++counter}@guest.test`;
    const created = await createPass(t, host, { visitorEmail, ...overrides });
    expect(created.status).toBe(201);
    await t.deliverMail();
    const { token, mail } = await linkFromMail(smtp, visitorEmail);
    return { id: created.body.id, token, mail, visitorEmail };
  };
  const noticeRead = async (query: string) => privacyNoticeAnswerSchema.parse((await new TestClient(t).get(`/api/privacy/notice?${query}`)).body);

  it('should record the details form\'s consent (link): the Hindi notice\'s version, language and the hash of the text read, when, and each purpose ticked', async () => {
    const { id, token } = await newPass();
    const read = await noticeRead(`language=hi&token=${encodeURIComponent(token)}`);
    expect(read).toMatchObject({ version: 1, language: 'hi', languages: [{ code: 'en', name: 'English' }, { code: 'hi', name: 'हिन्दी' }] });
    expect(read.purposes.map(({ purpose, required }) => [purpose, required])).toEqual([['visit_processing', true], ['photo_badge_reuse', false]]);
    expect(read.body).toContain('गोपनीयता सूचना');
    const submitted = await submitDetails(t, new TestClient(t), token, { consent: HINDI_WITH_PHOTO });
    expect(submitted.status).toBe(200);
    const [site] = await query<{ site_id: number }>('select site_id from visitor_pass where id = $1', [id]);
    expect(await consentsOf('visit_id', id)).toEqual([
      expect.objectContaining({
        site_id: site!.site_id,
        visit_id: id,
        employee_id: null,
        notice_version: 1,
        notice_language: 'hi',
        notice_hash: sha256(read.body),
        channel: 'link',
        purposes: ['visit_processing', 'photo_badge_reuse'],
        given_at: t.clock.now(),
        withdrawn_at: null,
      }),
    ]);
  });

  it('should refuse the details without the visit\'s consent, or with a notice that is not the current one, and change nothing', async () => {
    const { id, token } = await newPass();
    const before = await query('select * from visitor_pass where id = $1', [id]);
    const refused = [
      [{ consent: undefined }, 400, 'consent.required', CONSENT_MESSAGES.required],
      [{ consent: { noticeVersion: 1, language: 'en', purposes: ['photo_badge_reuse'] } }, 400, 'consent.required', CONSENT_MESSAGES.required],
      [{ consent: { noticeVersion: 1, language: 'en', purposes: [] } }, 400, 'consent.required', CONSENT_MESSAGES.required],
      [{ consent: { noticeVersion: 2, language: 'en', purposes: ['visit_processing'] } }, 409, 'consent.notice_unknown', CONSENT_MESSAGES.noticeUnknown],
      [{ consent: { noticeVersion: 1, language: 'ta', purposes: ['visit_processing'] } }, 409, 'consent.notice_unknown', CONSENT_MESSAGES.noticeUnknown],
    ] as const;
    for (const [overrides, status, code, errmessage] of refused) {
      const payload = detailsPayload(overrides);
      const answer = await new TestClient(t).post('/api/visitorDetails', { encryptedData: t.envelope.encrypt(payload), token });
      expect({ overrides, status: answer.status, body: answer.body }).toMatchObject({ overrides, status, body: { code, errmessage } });
    }
    expect(await query('select * from visitor_pass where id = $1', [id])).toEqual(before);
    expect(await consentsOf('visit_id', id)).toEqual([]);
  });

  it('should record the kiosk\'s walk-in consent (kiosk), and refuse a walk-in without it, making no visit', async () => {
    const visitsBefore = await query<{ n: number }>('select count(*)::int as n from visitor_pass');
    const refused = await tablet.post('/api/kiosk/walk-ins', { encryptedData: t.envelope.encrypt({ ...walkInForm(hostId), consent: undefined }) });
    expect(refused).toMatchObject({ status: 400, body: { code: 'consent.required', errmessage: CONSENT_MESSAGES.required } });
    expect(await query('select count(*)::int as n from visitor_pass')).toEqual(visitsBefore);

    const made = await tablet.post('/api/kiosk/walk-ins', { encryptedData: t.envelope.encrypt({ ...walkInForm(hostId), consent: { noticeVersion: 1, language: 'en', purposes: ['visit_processing'] } }) });
    expect(made.status).toBe(201);
    const [visit] = await query<{ id: number }>("select id from visitor_pass where kiosk_device_id is not null order by id desc limit 1");
    expect(await consentsOf('visit_id', visit!.id)).toEqual([expect.objectContaining({ channel: 'kiosk', notice_version: 1, notice_language: 'en', purposes: ['visit_processing'], withdrawn_at: null })]);
  });

  it('should record a registration\'s consent (registration) for the employee, and refuse a registration without it, making no employee', async () => {
    const without = { ...registrant('nocons', 'host'), consent: undefined as never };
    await expect(register(t, smtp, without)).rejects.toThrow(/submit-user-data 400: .*consent\.required/);
    expect(await query('select id from employee where email = $1', [without.email])).toEqual([]);

    const newcomer = { ...registrant('withcons', 'host'), consent: { noticeVersion: 1, language: 'hi', purposes: ['visit_processing' as const] } };
    await register(t, smtp, newcomer);
    const [employee] = await query<{ id: number }>('select id from employee where email = $1', [newcomer.email]);
    expect(await consentsOf('employee_id', employee!.id)).toEqual([
      expect.objectContaining({ visit_id: null, employee_id: employee!.id, channel: 'registration', notice_version: 1, notice_language: 'hi', purposes: ['visit_processing'] }),
    ]);
  });

  it('should withdraw from the link in the visitor\'s mail: the future visit cancelled (host and visitor told), the record kept with its time, once', async () => {
    const { id, token, mail, visitorEmail } = await newPass();
    expect((await submitDetails(t, new TestClient(t), token)).status).toBe(200);
    const link = new URL(/(https?:\/\/\S+\/WithdrawConsent\?token=\S+)/.exec(mail.text ?? '')![1]!);
    expect(mail.html).toContain('Withdraw my consent');
    t.clock.advance(60_000);
    const visitor = new TestClient(t);
    const withdrawn = await visitor.post('/api/privacy/withdraw', { token: link.searchParams.get('token') });
    expect(withdrawn).toMatchObject({ status: 200, body: { message: CONSENT_MESSAGES.withdrawn, visitCancelled: true, photosErased: 0 } });
    const [pass] = await query<{ cancelled_at: Date | null; cancelled_by_id: number | null; name: string }>('select cancelled_at, cancelled_by_id, name from visitor_pass where id = $1', [id]);
    expect(pass).toEqual({ cancelled_at: t.clock.now(), cancelled_by_id: null, name: 'Arjun Mehta' });
    expect(await consentsOf('visit_id', id)).toEqual([expect.objectContaining({ channel: 'link', purposes: ['visit_processing'], withdrawn_at: t.clock.now() })]);
    await t.deliverMail();
    await smtp.waitFor((m) => (m.to as { text: string }).text.includes(visitorEmail) && /cancelled/.test(m.subject ?? ''));
    await smtp.waitFor((m) => (m.to as { text: string }).text.includes(email('host')) && /cancelled/.test(m.subject ?? '') && (m.text ?? '').includes('Arjun Mehta'));

    // Again: the same words, nothing changes, one audit entry.
    const firstTime = t.clock.now();
    t.clock.advance(60_000);
    expect(await visitor.post('/api/privacy/withdraw', { token: link.searchParams.get('token') })).toMatchObject({ status: 200, body: { visitCancelled: false } });
    expect((await consentsOf('visit_id', id))[0]!.withdrawn_at).toEqual(firstTime);
    expect(await query("select details from audit_log where action = 'consent.withdrawn' and subject_id = $1", [String(id)])).toEqual([
      { details: { channel: 'mail_link', records: 1, visitCancelled: true, photosErased: 0 } },
    ]);
  });

  it('should erase the photo kept for badge reuse when its consent is withdrawn, keeping the record', async () => {
    const made = await tablet.post('/api/kiosk/walk-ins', { encryptedData: t.envelope.encrypt({ ...walkInForm(hostId), consent: HINDI_WITH_PHOTO }) });
    expect(made.status).toBe(201);
    const [visit] = await query<{ id: number }>('select id from visitor_pass where kiosk_device_id is not null order by id desc limit 1');
    expect(await query('select count(*)::int as n from visitor_photo where visitor_pass_id = $1', [visit!.id])).toEqual([{ n: 1 }]);
    const url = new URL(t.get(WithdrawalLinks).url(visit!.id, t.clock.now()));
    const withdrawn = await new TestClient(t).post('/api/privacy/withdraw', { token: url.searchParams.get('token') });
    expect(withdrawn).toMatchObject({ status: 200, body: { visitCancelled: true, photosErased: 1 } });
    expect(await query('select count(*)::int as n from visitor_photo where visitor_pass_id = $1', [visit!.id])).toEqual([{ n: 0 }]);
    expect(await consentsOf('visit_id', visit!.id)).toEqual([expect.objectContaining({ channel: 'kiosk', purposes: ['visit_processing', 'photo_badge_reuse'], withdrawn_at: t.clock.now() })]);
  });

  it('should refuse a forged or expired withdrawal link and change nothing', async () => {
    const { id, mail } = await newPass();
    const token = new URL(/(https?:\/\/\S+\/WithdrawConsent\?token=\S+)/.exec(mail.text ?? '')![1]!).searchParams.get('token')!;
    const forged = `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`;
    const other = token.replace(/^\d+/, String(id + 1000));
    for (const bad of [forged, other, '', 'x']) {
      expect(await new TestClient(t).post('/api/privacy/withdraw', { token: bad })).toMatchObject({ status: 400, body: { code: 'consent.withdrawal_link_invalid' } });
    }
    t.clock.advance(91 * DAY);
    expect(await new TestClient(t).post('/api/privacy/withdraw', { token })).toMatchObject({ status: 410, body: { code: 'consent.withdrawal_link_expired' } });
    expect(await query('select cancelled_at from visitor_pass where id = $1', [id])).toEqual([{ cancelled_at: null }]);
    t.clock.advance(-91 * DAY);
  });

  it('should let an employee withdraw the consent of their registration with one button, keeping the record', async () => {
    const newcomer = registrant('button', 'host');
    await register(t, smtp, newcomer);
    expect((await host.post('/api/auth/approve-user', { encryptedData: t.envelope.encrypt({ email_to_approve: newcomer.email }) })).status).toBe(200);
    await setPassword(t, smtp, newcomer.email, 'Button@123');
    const employee = await signedIn(t, { email: newcomer.email, password: 'Button@123' });
    expect((await employee.get('/api/privacy/my-consent')).body).toEqual({ given: true, withdrawn: false, noticeVersion: 1, noticeLanguage: 'en' });
    expect(await employee.post('/api/privacy/my-consent/withdraw', {})).toMatchObject({ status: 200, body: { message: CONSENT_MESSAGES.employeeWithdrawn } });
    expect((await employee.get('/api/privacy/my-consent')).body).toMatchObject({ given: true, withdrawn: true });
    const [row] = await query<{ id: number }>('select id from employee where email = $1', [newcomer.email]);
    expect(await consentsOf('employee_id', row!.id)).toEqual([expect.objectContaining({ channel: 'registration', withdrawn_at: t.clock.now() })]);
    // An account made without a registration (by an admin) has no consent to withdraw.
    expect(await host.post('/api/privacy/my-consent/withdraw', {})).toMatchObject({ status: 404, body: { code: 'consent.nothing_to_withdraw' } });
  });
});
