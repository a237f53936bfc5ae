import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY } from '../../support/fake-clock.ts';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { startSmtpSink, type SmtpSink } from '../../support/smtp-sink.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { TestClient } from '../../support/test-client.ts';
import { sqlClient } from '../../support/test-database.ts';
import { DETAILS_FIELD_CASES } from '../../support/details-form-cases.ts';
import { approveVisitor, createPass, detailsPayload, fetchVisitorData, linkFromMail, submitDetails } from '../../support/visit-flows.ts';

describe('visitor links and the rules around them', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  let host: TestClient;
  let otherHost: TestClient;
  let plainEmployee: TestClient;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ smtp });
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    await addAccount(t, 'host', 'manager', { manager: 'admin', password: 'Host@1234' });
    await addAccount(t, 'other', 'employee', { manager: 'host', password: 'Other@123' });
    await addAccount(t, 'plain', 'employee', { manager: 'host', password: 'Plain@123' });
    host = await signedIn(t, { email: email('host'), password: 'Host@1234' });
    otherHost = await signedIn(t, { email: email('other'), password: 'Other@123' });
    plainEmployee = await signedIn(t, { email: email('plain'), password: 'Plain@123' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** A fresh pass with its own visitor address, and its link. */
  let counter = 0;
  const newPass = async (creator = host, overrides: Record<string, unknown> = {}) => {
    const visitorEmail = `visitor${++counter}@guest.test`;
    const created = await createPass(t, creator, { visitorEmail, ...overrides });
    expect(created.status).toBe(201);
    await t.deliverMail();
    const { token } = await linkFromMail(smtp, visitorEmail);
    return { id: created.body.id, token };
  };
  const row = async (id: number) => {
    const sql = await sqlClient(t.database.url);
    const { rows } = await sql.query('select name, address, submitted_at, approve_status from visitor_pass where id = $1', [id]);
    await sql.end();
    return rows[0];
  };

  it('should limit each client address on the visitor link calls, so a script cannot try tokens without end', async () => {
    const { token } = await newPass();
    const forged = `${token.slice(0, token.lastIndexOf(',') + 1)}forged-signature`;
    const guesser = new TestClient(t);
    const calls = [
      () => fetchVisitorData(t, guesser, '9812345670', forged),
      () => submitDetails(t, guesser, forged),
      () => guesser.get(`/api/walk-in-answers?token=${encodeURIComponent(forged)}`),
    ];
    // 60 a minute between the three calls, then 429 on each of them; another address is not held up.
    const statuses: number[] = [];
    for (let i = 0; i < 60; i += 1) statuses.push((await calls[i % calls.length]!()).status);
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    for (const call of calls) {
      expect(await call()).toMatchObject({ status: 429, body: { code: 'http.too_many_requests' } });
    }
    expect((await fetchVisitorData(t, new TestClient(t), '9812345670', token)).status).toBe(200);
    t.clock.advance(61_000);
    expect((await fetchVisitorData(t, guesser, '9812345670', token)).status).toBe(200);
  });

  it('should refuse a second submission with 409 and change nothing', async () => {
    const { id, token } = await newPass();
    const visitor = new TestClient(t);
    expect((await submitDetails(t, visitor, token)).status).toBe(200);
    const before = await row(id);
    expect(await submitDetails(t, visitor, token, { address: 'A completely different address 9' })).toMatchObject({
      status: 409,
      body: { errmessage: 'This form has already been submitted', code: 'link.already_submitted' },
    });
    expect(await row(id)).toEqual(before);
    // The form shows the already-submitted page from this.
    const reopened = await fetchVisitorData(t, visitor, '9812345670', token);
    expect((t.envelope.decryptJson(reopened.body.details) as { is_submitted: boolean }[])[0]?.is_submitted).toBe(true);
  });

  it('should let only one of two racing submissions land', async () => {
    const { token } = await newPass();
    const results = await Promise.all([submitDetails(t, new TestClient(t), token), submitDetails(t, new TestClient(t), token)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('should refuse an expired link with 410 on reading and on submitting, and change nothing', async () => {
    const { id, token } = await newPass(host, { date: '20-11-2026', time: '11:00 AM' });
    t.clock.advance(DAY);
    const visitor = new TestClient(t);
    expect(await fetchVisitorData(t, visitor, '9812345670', token)).toMatchObject({ status: 410, body: { errmessage: 'This link has expired.', code: 'link.expired' } });
    expect(await submitDetails(t, visitor, token)).toMatchObject({ status: 410, body: { errmessage: 'This link has expired.', code: 'link.expired' } });
    expect((await row(id))?.['submitted_at']).toBeNull();
    t.clock.advance(-DAY);
  });

  it.each([
    ['a flipped character in an enveloped part', (token: string) => token.replace(/^(.{40})(.)/, (_m, head: string, c: string) => head + (c === '0' ? '1' : '0'))],
    ['another pass id in the signature', (token: string) => token.replace(/,(\d+)\./, (_m, id: string) => `,${Number(id) + 1}.`)],
    ['a forged signature', (token: string) => token.replace(/\.[0-9a-f]{64}$/, `.${'a'.repeat(64)}`)],
    // What a visitor could do with the envelope's public phrase: seal another name and keep the signature.
    ['a part sealed again by hand, the signature kept', (token: string) => [t.envelope.encrypt('Someone Else'), ...token.split(',').slice(1)].join(',')],
    ['a missing part', (token: string) => token.split(',').slice(1).join(',')],
    ['garbage', () => 'not-a-token'],
    ['nothing', () => ''],
  ])('should answer %s with 400 "Invalid or corrupted token" and change nothing', async (_label, tamper) => {
    const { id, token } = await newPass();
    const visitor = new TestClient(t);
    const bad = tamper(token);
    expect(await fetchVisitorData(t, visitor, '9812345670', bad)).toMatchObject({ status: 400, body: { errmessage: 'Invalid or corrupted token', code: 'link.invalid' } });
    expect(await submitDetails(t, visitor, bad)).toMatchObject({ status: 400, body: { errmessage: 'Invalid or corrupted token', code: 'link.invalid' } });
    expect((await row(id))?.['submitted_at']).toBeNull();
  });

  it('should refuse a link opened with another phone number', async () => {
    const { token } = await newPass();
    expect(await fetchVisitorData(t, new TestClient(t), '9000000000', token)).toMatchObject({ status: 400, body: { errmessage: 'Invalid or corrupted token', code: 'link.invalid' } });
  });

  it('should refuse details that break any rule of the form with the form\'s message word for word, and change nothing', async () => {
    const { id, token } = await newPass();
    const visitor = new TestClient(t);
    // The unit table's valid form answers "No" to more visitors; the table's "Yes" cases bring their own count.
    const base = { additionalVisitorOption: 'No', additionalVisitors: null };
    for (const [change, message] of DETAILS_FIELD_CASES) {
      expect(await submitDetails(t, visitor, token, { ...base, ...change }), JSON.stringify(change)).toMatchObject({ status: 400, body: { errmessage: message, code: 'input.invalid' } });
    }
    expect((await row(id))?.['submitted_at']).toBeNull();
  });

  it('should answer a field of the wrong type with 400 and a message of the form, never a 500 or a parser\'s words', async () => {
    const { id, token } = await newPass();
    for (const field of [...Object.keys(detailsPayload()), 'empEmail', 'empId']) {
      // A client (an address) per field: the public calls' per-address limit would answer 429 otherwise.
      const visitor = new TestClient(t);
      // `true` is the one right value of the terms' checkbox.
      for (const wrong of [{ nested: true }, 12345, ['list'], ...(field === 'termsAccepted' ? [] : [true])]) {
        const result = await submitDetails(t, visitor, token, { [field]: wrong });
        // The consent's field answers its own code (issue 31, docs/product/privacy.md PRIV-CONSENT-02).
        expect(result, `${field}: ${JSON.stringify(wrong)}`).toMatchObject({ status: 400, body: { code: field === 'consent' ? 'consent.required' : 'input.invalid' } });
        expect(result.body.errmessage, `${field}: ${JSON.stringify(wrong)}`).toMatch(/^(Please|Aadhaar|The request)/);
      }
    }
    expect((await row(id))?.['submitted_at']).toBeNull();
  });

  it('should not let an employee approve another host\'s visitor, nor see it', async () => {
    const { id, token } = await newPass();
    await submitDetails(t, new TestClient(t), token);
    expect(await approveVisitor(t, otherHost, id)).toMatchObject({ status: 404, body: { errmessage: 'Error approving visitor.', code: 'visit.not_found' } });
    expect((await row(id))?.['approve_status']).toBe('Pending');
    expect((await otherHost.get(`/fetchVisitorDetails/${encodeURIComponent(t.envelope.encrypt(String(id)))}`)).status).toBe(404);
    const theirList = await otherHost.get<{ details: string }>(`/fetch-visitorData/${encodeURIComponent(t.envelope.encrypt(email('other')))}/true`);
    expect(t.envelope.decryptJson(theirList.body.details)).toEqual([]);
    expect((await otherHost.get(`/fetch-visitorData/${encodeURIComponent(t.envelope.encrypt(email('host')))}/true`)).status).toBe(403);
  });

  it('should let an admin approve any visitor, but not one without details', async () => {
    const admin = await signedIn(t, { email: email('admin'), password: 'Admin@123' });
    const { id } = await newPass();
    expect(await approveVisitor(t, admin, id)).toMatchObject({ status: 409, body: { errmessage: 'The visitor has not submitted the details form yet.', code: 'visit.not_submitted' } });
  });

  it('should keep the desk\'s host list and security\'s calls away from employees', async () => {
    expect((await plainEmployee.get('/getActiveEmployee')).status).toBe(403);
    expect((await new TestClient(t).post('/api/visitorForm', { encryptedData: 'x' })).status).toBe(401);
  });

  it.each([
    [{ date: '19-11-2026' }, 'The date cannot be in the past.'],
    [{ date: '2026-11-21' }, 'Please select a valid date.'],
    [{ date: '' }, 'Please select a date.'],
    [{ date: '20-11-2026', time: '09:30 AM' }, 'Please select a time from now on.'],
    [{ time: '10:15 AM' }, 'Please select a valid time.'],
    [{ time: '' }, 'Please select a time.'],
    [{ visitorType: '' }, 'Please select visitor type.'],
    [{ visitorType: 'Others', visitorTypeOther: '' }, 'Please specify the visitor type.'],
    [{ visitorType: 'Others', visitorTypeOther: 'Ab' }, 'Visitor type must be at least 3 characters.'],
    [{ visitorType: 'Others', visitorTypeOther: 'Film  crew' }, 'Visitor type may contain letters and single spaces only.'],
    [{ visitorType: 'Others', visitorTypeOther: 'a'.repeat(101) }, 'Visitor type must not exceed 100 characters.'],
    [{ name: '' }, 'Please enter the visitor name.'],
    [{ name: 'Al' }, 'Please enter a valid name (minimum 3 characters)'],
    [{ name: 'Arjun  M' }, 'Please enter a valid name'],
    [{ name: '. .' }, 'Please enter a valid name'],
    [{ name: 'A'.repeat(51) }, 'Name must not exceed 50 characters.'],
    [{ phoneNumber: '' }, 'Please enter your phone number.'],
    [{ phoneNumber: '98123' }, 'Please enter a valid 10-digit phone number using numbers only.'],
    [{ phoneNumber: '0812345670' }, 'Please enter a valid 10-digit phone number using numbers only.'],
    [{ visitorEmail: 'not-an-address' }, 'Please enter a valid Email.'],
  ])('should refuse the pass %j with the form\'s message and create nothing', async (change, message) => {
    const sql = await sqlClient(t.database.url);
    const before = Number((await sql.query<{ n: string }>('select count(*) n from visitor_pass')).rows[0]?.n);
    expect(await createPass(t, host, change)).toMatchObject({ status: 400, body: { errmessage: message, code: 'input.invalid' } });
    const after = Number((await sql.query<{ n: string }>('select count(*) n from visitor_pass')).rows[0]?.n);
    await sql.end();
    expect(after).toBe(before);
  });

  it('should answer a pass field of the wrong type with 400 and a message of the form, creating nothing', async () => {
    const sql = await sqlClient(t.database.url);
    const count = async () => Number((await sql.query<{ n: string }>('select count(*) n from visitor_pass')).rows[0]?.n);
    const before = await count();
    for (const field of ['phoneNumber', 'visitorType', 'visitorTypeOther', 'name', 'date', 'time', 'visitorEmail', 'empEmail', 'empId', 'role', 'emailInput']) {
      for (const wrong of [{ nested: true }, 12345, ['list'], true]) {
        const change = field === 'visitorTypeOther' ? { visitorType: 'Others', [field]: wrong } : { [field]: wrong };
        const result = await createPass(t, host, change);
        // The consent's field answers its own code (issue 31, docs/product/privacy.md PRIV-CONSENT-02).
        expect(result, `${field}: ${JSON.stringify(wrong)}`).toMatchObject({ status: 400, body: { code: field === 'consent' ? 'consent.required' : 'input.invalid' } });
        expect(result.body.errmessage, `${field}: ${JSON.stringify(wrong)}`).toMatch(/^(Please|Email is invalid|The request)/);
      }
    }
    expect(await count()).toBe(before);
    await sql.end();
  });

  it('should keep "Others" with the visitor\'s own words', async () => {
    const { id } = await newPass(host, { visitorType: 'Others', visitorTypeOther: 'Film crew' });
    const detail = await host.get<{ details: string }>(`/fetchVisitorDetails/${encodeURIComponent(t.envelope.encrypt(String(id)))}`);
    expect(t.envelope.decryptJson(detail.body.details)).toMatchObject({ visitortype: 'Others', visitortype_other: 'Film crew' });
  });
});
