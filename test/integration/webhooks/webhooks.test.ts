import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { webhookAttemptsAnswerSchema, webhookCreatedAnswerSchema, webhookListAnswerSchema } from '#contract/api/webhook-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import { siteToday } from '#contract/visit-time.ts';
import { webhookPayloadSchema, precheckRequestSchema } from '#contract/webhook-payload.ts';
import { DAY, MINUTE, SECOND } from '../../support/fake-clock.ts';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { startKiosk } from '../../support/kiosk-flows.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import type { TestClient } from '../../support/test-client.ts';
import { queryRows, sqlClient } from '../../support/test-database.ts';
import { insertVisits } from '../../support/visit-fixtures.ts';
import { walkInForm } from '../../support/walk-in-form.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.ts';

type Refusal = { errmessage?: string; code?: string };

/**
 * Signed webhooks (issue 32) to a real receiver on 127.0.0.1: deliveries through the outbox signed
 * the Standard Webhooks way (verified with the `standardwebhooks` library), retried until the
 * receiver recovers, paused after a day of failures (the test clock), replayed from the log; and the
 * pre-check allowing, denying and not answering before a check-in or a walk-in.
 */
describe('webhooks', () => {
  let t: TestApp;
  let admin: TestClient;
  let receiver: WebhookReceiver;
  const START = '2026-11-20T04:30:00.000Z';
  const signInAdmin = async () => {
    admin = await signedIn(t, { email: email('admin'), password: 'Admin@123' });
  };

  beforeAll(async () => {
    t = await startTestApp();
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.set(START);
    await signInAdmin();
  });
  afterEach(async () => {
    await receiver.close();
    // Each test's endpoints go with it: later tests hear nothing meant for an earlier one.
    await queryRows(t.database.url, 'delete from webhook_endpoint');
  });

  const query = <Row extends Record<string, unknown>>(text: string, values: unknown[] = []) => queryRows<Row>(t.database.url, text, values);

  const register = async (payload: Record<string, unknown>) => {
    const made = await admin.post('/api/webhooks', { encryptedData: t.envelope.encrypt(payload) });
    expect(made.status).toBe(201);
    return webhookCreatedAnswerSchema.parse(made.body);
  };

  const approvedVisitToday = async (name = 'Meera Iyer'): Promise<number> => {
    const sql = await sqlClient(t.database.url);
    try {
      const [id] = await insertVisits(sql, [{ hostEmail: email('admin'), name, date: siteToday('Asia/Kolkata', t.clock.now()), time: '11:00', phone: '9876543210' }]);
      return id!;
    } finally {
      await sql.end();
    }
  };

  const checkIn = (id: number) => admin.post<Refusal>('/visitorTimeIn', { encryptedId: String(id) });
  const attemptsOf = async (endpointId: number) => webhookAttemptsAnswerSchema.parse((await admin.get(`/api/webhooks/${endpointId}/attempts`)).body).attempts;
  /** The library's verify, as a receiver runs it, on the test's clock (it checks the timestamp against its own now). */
  const verify = (secret: string, body: string, headers: Record<string, string>): unknown => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(t.clock.now());
    try {
      return new Webhook(secret).verify(body, headers);
    } finally {
      vi.useRealTimers();
    }
  };
  const headersOf = (index: number) => {
    const { headers } = receiver.requests[index]!;
    return { 'webhook-id': String(headers['webhook-id']), 'webhook-timestamp': String(headers['webhook-timestamp']), 'webhook-signature': String(headers['webhook-signature']) };
  };

  it('should deliver a check-in signed the Standard Webhooks way, with the documented payload, no secret or number in it, and log the attempt', async () => {
    receiver = await startWebhookReceiver();
    const { secret, endpoint } = await register({ url: receiver.url, events: ['visit.checked_in', 'visit.checked_out'] });
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    // Only sealed at rest: the secret is not in the row.
    const [row] = await query<{ sealed_secret: string }>('select sealed_secret from webhook_endpoint where id = $1', [endpoint.id]);
    expect(row!.sealed_secret).not.toContain(secret.slice(6, 20));
    expect(JSON.stringify(webhookListAnswerSchema.parse((await admin.get('/api/webhooks')).body))).not.toContain(secret.slice(6, 20));

    const id = await approvedVisitToday();
    expect((await checkIn(id)).status).toBe(200);
    await t.deliverMail();
    expect(receiver.requests).toHaveLength(1);

    const { body } = receiver.requests[0]!;
    // What a receiver runs: the library verifies the signature and the timestamp (the clock of the test is the receiver's too).
    const verified = verify(secret, body, headersOf(0));
    expect(webhookPayloadSchema.parse(verified)).toMatchObject({
      version: 1,
      type: 'visit.checked_in',
      timestamp: t.clock.now().toISOString(),
      data: { id, visitorName: 'Meera Iyer', host: { email: email('admin') }, date: '2026-11-20', time: '11:00', approved: true, walkIn: false, checkIn: t.clock.now().toISOString() },
    });
    expect(() => verify(secret, body.replace('Meera', 'Mira'), headersOf(0))).toThrow();
    expect(body).not.toContain('9876543210');
    const [{ pass_code: passCode } = { pass_code: '' }] = await query<{ pass_code: string }>('select pass_code from visitor_pass where id = $1', [id]);
    expect(body).not.toContain(passCode);
    expect(receiver.requests[0]!.headers['content-type']).toBe('application/json');

    expect(await attemptsOf(endpoint.id)).toEqual([
      expect.objectContaining({ messageId: headersOf(0)['webhook-id'], eventType: 'visit.checked_in', outcome: 'delivered', responseStatus: 204, error: null }),
    ]);

    // A check-out is an event of its own.
    expect((await admin.post('/visitorTimeOut', { encryptedId: String(id) })).status).toBe(200);
    await t.deliverMail();
    expect(JSON.parse(receiver.requests[1]!.body)).toMatchObject({ type: 'visit.checked_out', data: { id } });
  });

  it('should retry a failing receiver with the same webhook-id until it recovers, logging each attempt', async () => {
    receiver = await startWebhookReceiver();
    receiver.reply = (_request, index) => (index < 2 ? { status: 500 } : { status: 200 });
    const { secret, endpoint } = await register({ url: receiver.url, events: ['visit.checked_in'] });
    expect((await checkIn(await approvedVisitToday('Ravi Kumar'))).status).toBe(200);

    await t.deliverMail();
    expect(receiver.requests).toHaveLength(1);
    t.clock.advance(5 * SECOND);
    await t.deliverMail();
    expect(receiver.requests).toHaveLength(2);
    t.clock.advance(10 * SECOND);
    await t.deliverMail();

    expect(receiver.requests).toHaveLength(3);
    const ids = receiver.requests.map((_request, index) => headersOf(index)['webhook-id']);
    expect(new Set(ids).size).toBe(1);
    // Each attempt is signed afresh with its own timestamp, and each verifies.
    for (const [index, request] of receiver.requests.entries()) expect(() => verify(secret, request.body, headersOf(index))).not.toThrow();
    expect((await attemptsOf(endpoint.id)).map((attempt) => [attempt.outcome, attempt.responseStatus])).toEqual([
      ['delivered', 200],
      ['failed', 500],
      ['failed', 500],
    ]);
    expect((await query<{ sent: boolean }>("select sent_at is not null as sent from mail_outbox where channel = 'webhook'")).every((outboxRow) => outboxRow.sent)).toBe(true);
  });

  it('should pause an endpoint that failed every delivery for a day, tell the admins by mail, send it nothing more, and replay a delivery once it is resumed', async () => {
    receiver = await startWebhookReceiver();
    receiver.reply = () => ({ status: 503 });
    const { endpoint } = await register({ url: receiver.url, events: ['visit.checked_in'] });
    expect((await checkIn(await approvedVisitToday('Asha Nair'))).status).toBe(200);
    await t.deliverMail();
    t.clock.advance(DAY - SECOND);
    await t.deliverMail();
    // A day later the session is long idle: sign in again.
    await signInAdmin();
    expect(webhookListAnswerSchema.parse((await admin.get('/api/webhooks')).body).endpoints[0]).toMatchObject({ status: 'active' });
    // The next retry (after its backoff) is the failure that finds a whole day of them.
    t.clock.advance(15 * MINUTE);
    await t.deliverMail();
    await signInAdmin();

    const listed = webhookListAnswerSchema.parse((await admin.get('/api/webhooks')).body).endpoints;
    expect(listed).toEqual([expect.objectContaining({ id: endpoint.id, status: 'paused', pausedReason: 'failing' })]);
    const told = await query<{ recipients: string[]; subject: string }>("select recipients, subject from mail_outbox where channel = 'mail' and subject like 'Webhook endpoint paused%'");
    expect(told).toEqual([{ recipients: [email('admin')], subject: MESSAGES.webhooks.endpointPausedSubject.replace('{url}', receiver.url) }]);

    // Paused: a new check-in is not routed to it.
    const before = receiver.requests.length;
    expect((await checkIn(await approvedVisitToday('Kiran Rao'))).status).toBe(200);
    await t.deliverMail();
    expect(receiver.requests).toHaveLength(before);

    // Resumed and replayed: the first message again, with its webhook-id.
    receiver.reply = () => ({ status: 200 });
    expect((await admin.post(`/api/webhooks/${endpoint.id}/resume`, {})).status).toBe(200);
    const first = (await attemptsOf(endpoint.id)).at(-1)!;
    const replayed = await admin.post(`/api/webhooks/${endpoint.id}/messages/${first.messageId}/replay`, {});
    expect(replayed).toMatchObject({ status: 200, body: { message: MESSAGES.webhooks.replayed } });
    await t.deliverMail();
    expect(headersOf(receiver.requests.length - 1)['webhook-id']).toBe(first.messageId);
    expect((await attemptsOf(endpoint.id))[0]).toMatchObject({ messageId: first.messageId, outcome: 'delivered' });
    expect(await admin.post<Refusal>(`/api/webhooks/${endpoint.id}/messages/msg_unknown/replay`, {})).toMatchObject({ status: 404, body: { code: 'webhook.delivery_not_found' } });
  });

  it('should ask a pre-check endpoint before a check-in: allow lets the visitor in, deny refuses with its reason made safe, and nothing is recorded', async () => {
    receiver = await startWebhookReceiver();
    const { secret } = await register({ url: receiver.url, events: [], precheck: true });

    receiver.reply = () => ({ status: 200, body: JSON.stringify({ allow: false, reason: 'Badge\u001b[31m revoked\nby HR' }) });
    const denied = await approvedVisitToday('Dev Patel');
    const refused = await checkIn(denied);
    expect(refused).toMatchObject({ status: 403, body: { code: 'webhook.precheck_denied', errmessage: MESSAGES.webhooks.precheckDenied.replace('{reason}', 'Badge [31m revoked by HR') } });
    expect(await query('select check_in from visitor_pass where id = $1', [denied])).toEqual([{ check_in: null }]);
    const question = verify(secret, receiver.requests[0]!.body, headersOf(0));
    expect(precheckRequestSchema.parse(question)).toMatchObject({ type: 'precheck.check_in', data: { id: denied, visitorName: 'Dev Patel' } });

    receiver.reply = () => ({ status: 200, body: JSON.stringify({ allow: true }) });
    expect((await checkIn(denied)).status).toBe(200);
  });

  it("should apply the site's rule when a pre-check does not answer in 3 s: allow by default, deny once set", async () => {
    receiver = await startWebhookReceiver();
    receiver.reply = () => 'hold';
    await register({ url: receiver.url, events: [], precheck: true });

    const allowed = await approvedVisitToday('Sara Thomas');
    expect((await checkIn(allowed)).status).toBe(200);
    expect(receiver.requests).toHaveLength(1);

    const [{ id: siteId } = { id: 0 }] = await query<{ id: number }>('select id from site order by id limit 1');
    const rule = await admin.put(`/api/webhooks/precheck-rules/${siteId}`, { encryptedData: t.envelope.encrypt({ onTimeout: 'deny' }) });
    expect(rule.status).toBe(200);
    expect(webhookListAnswerSchema.parse((await admin.get('/api/webhooks')).body).rules).toContainEqual(expect.objectContaining({ siteId, onTimeout: 'deny' }));
    const refusedVisit = await approvedVisitToday('Omar Khan');
    expect(await checkIn(refusedVisit)).toMatchObject({ status: 403, body: { code: 'webhook.precheck_unanswered', errmessage: MESSAGES.webhooks.precheckUnanswered } });
    expect(await query('select check_in from visitor_pass where id = $1', [refusedVisit])).toEqual([{ check_in: null }]);
    await admin.put(`/api/webhooks/precheck-rules/${siteId}`, { encryptedData: t.envelope.encrypt({ onTimeout: 'allow' }) });
  });

  it('should ask before a walk-in signs in at a kiosk, and make no visit when refused', async () => {
    receiver = await startWebhookReceiver();
    receiver.reply = () => ({ status: 200, body: JSON.stringify({ allow: false, reason: 'Not expected today' }) });
    await register({ url: receiver.url, events: [], precheck: true });
    const { tablet } = await startKiosk(t, { email: email('admin'), password: 'Admin@123' }, 'Reception, Building A');
    const [{ id: hostId } = { id: 0 }] = await query<{ id: number }>('select id from employee where email = $1', [email('admin')]);
    const before = await query('select count(*)::int as n from visitor_pass');

    const refused = await tablet.post<Refusal>('/api/kiosk/walk-ins', { encryptedData: t.envelope.encrypt(walkInForm(hostId)) });
    expect(refused).toMatchObject({ status: 403, body: { code: 'webhook.precheck_denied', errmessage: MESSAGES.webhooks.precheckDenied.replace('{reason}', 'Not expected today') } });
    expect(await query('select count(*)::int as n from visitor_pass')).toEqual(before);
    expect(JSON.parse(receiver.requests[0]!.body)).toMatchObject({ type: 'precheck.walk_in', data: { kiosk: 'Reception, Building A', host: { email: email('admin') } } });
  });

  it('should refuse an address that is not a full http(s) URL, and a caller who is not an admin', async () => {
    receiver = await startWebhookReceiver();
    const bad = await admin.post<Refusal>('/api/webhooks', { encryptedData: t.envelope.encrypt({ url: 'ftp://example.com/x', events: ['visit.approved'] }) });
    expect(bad).toMatchObject({ status: 400, body: { code: 'webhook.url_invalid' } });
    const none = await admin.post<Refusal>('/api/webhooks', { encryptedData: t.envelope.encrypt({ url: receiver.url, events: [] }) });
    expect(none).toMatchObject({ status: 400, body: { code: 'webhook.events_invalid' } });
    await addAccount(t, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
    const guard = await signedIn(t, { email: email('guard'), password: 'Guard@123' });
    expect((await guard.get('/api/webhooks')).status).toBe(403);
    expect(await query('select count(*)::int as n from webhook_endpoint')).toEqual([{ n: 0 }]);
  });
});
