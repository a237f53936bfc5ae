import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionAnswerSchema } from '#contract/api/identity-answers.ts';
import { MINUTE, SECOND } from '../../support/fake-clock.ts';
import { addAccount, email, logIn, signedIn } from '../../support/identity-flows.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { TestClient } from '../../support/test-client.ts';

/** Issue 28 item 3: `GET /api/auth/session`, the lookup a tab without a saved sign-in makes. */
describe('the session lookup (GET /api/auth/session)', () => {
  let t: TestApp;
  const lookUp = (client: TestClient) => client.get<Record<string, unknown>>('/api/auth/session');
  const pendingList = (client: TestClient, address: string) =>
    client.get(`/api/fetchEmployeesToApprove?encryptedData=${encodeURIComponent(t.envelope.encrypt(address))}`);

  beforeAll(async () => {
    t = await startTestApp();
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    await addAccount(t, 'manager', 'manager', { manager: 'admin', password: 'Manager@123', name: 'Rahul Mehta' });
  });
  afterAll(() => t.close());

  it('should answer a live session with the login answer\'s user data and session handle', async () => {
    const client = new TestClient(t);
    const login = await logIn(t, client, email('manager'), 'Manager@123');
    expect(login.status).toBe(200);
    const found = await lookUp(client);
    expect(found.status).toBe(200);
    const answer = sessionAnswerSchema.parse(found.body);
    expect(answer.result.storedSessionId).toBe(login.body.result.storedSessionId);
    const open = (field: keyof typeof answer.result.sessionData) => t.envelope.decrypt(String(answer.result.sessionData[field]));
    expect(answer.result.sessionData.id).toBe(login.body.result.sessionData['id']);
    expect({ name: open('emp_name'), email: open('emp_email'), manager: open('manager'), status: open('userstatus'), jobtitle: open('jobtitle') }).toEqual({
      name: 'Rahul Mehta',
      email: email('manager'),
      manager: email('admin'),
      status: 'Approved',
      jobtitle: 'Manager',
    });
    // Field for field what the login answered (each field is enveloped afresh, so compared opened).
    for (const field of ['emp_phonenumber', 'emp_id'] as const) {
      expect(open(field)).toBe(t.envelope.decrypt(String(login.body.result.sessionData[field])));
    }
    expect(t.envelope.decrypt(answer.user)).toEqual(t.envelope.decrypt(login.body.user));
  });

  it('should answer 401 auth.required without a cookie', async () => {
    expect(await lookUp(new TestClient(t))).toMatchObject({ status: 401, body: { errmessage: 'Please log in to continue.', code: 'auth.required' } });
  });

  it('should answer 401 session.destroyed for a session replaced by a newer login, and for one logged out', async () => {
    const first = await signedIn(t, { email: email('manager'), password: 'Manager@123' });
    const second = await signedIn(t, { email: email('manager'), password: 'Manager@123' });
    expect(await lookUp(first)).toMatchObject({ status: 401, body: { errmessage: 'Previous session destroyed', code: 'session.destroyed' } });
    expect((await lookUp(second)).status).toBe(200);
    // Logged out: the browser forgets the cookie; one that kept it finds the session over on the server.
    const kept = new TestClient(t);
    kept.cookie = second.cookie;
    expect((await second.post('/logout/any', {})).status).toBe(200);
    expect(await lookUp(second)).toMatchObject({ status: 401, body: { code: 'auth.required' } });
    expect(await lookUp(kept)).toMatchObject({ status: 401, body: { code: 'session.destroyed' } });
  });

  it('should not count as activity: a session asked about only ends ten minutes after its last call', async () => {
    const client = await signedIn(t, { email: email('admin'), password: 'Admin@123' });
    t.clock.advance(9 * MINUTE);
    expect((await lookUp(client)).status).toBe(200);
    t.clock.advance(MINUTE + SECOND);
    expect(await lookUp(client)).toMatchObject({ status: 401, body: { code: 'session.destroyed' } });
    expect((await pendingList(client, email('admin'))).status).toBe(401);
  });

  it('should see the idle limit moved by a real call', async () => {
    const client = await signedIn(t, { email: email('admin'), password: 'Admin@123' });
    t.clock.advance(9 * MINUTE);
    expect((await pendingList(client, email('admin'))).status).toBe(200);
    t.clock.advance(MINUTE + SECOND);
    expect((await lookUp(client)).status).toBe(200);
  });
});
