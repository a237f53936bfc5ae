import { request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kioskWalkInAnswerSchema, kioskWalkInSchema } from '#contract/api/kiosk-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { serveOnLoopback, type LoopbackServer } from '../../support/loopback-server.ts';
import { startSmtpSink, type SmtpSink } from '../../support/smtp-sink.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { TestClient } from '../../support/test-client.ts';
import { queryRows } from '../../support/test-database.ts';
import { cameraJpeg, walkInForm } from '../../support/walk-in-form.ts';
import { createPass, detailsPayload, linkFromMail } from '../../support/visit-flows.ts';

/** The test app's VMS_PUBLIC_URL (test-app.ts): the product's own origin. */
const OWN_ORIGIN = 'http://vms.test';
const CROSS_SITE = { status: 403, body: { errmessage: MESSAGES.http.crossSite, code: 'request.cross_site' } };
const NOT_JSON = { status: 415, body: { errmessage: MESSAGES.http.unsupportedType, code: 'request.unsupported_type' } };

interface Sent {
  readonly origin?: string;
  readonly fetchSite?: string;
  readonly contentType?: string;
  readonly body?: string | FormData;
}

/**
 * Issue 27, item 2: a page of another site (a sibling subdomain included) cancelled a host's visit with
 * a `no-cors` fetch of a `text/plain` body, and an auto-submitting form turned a security user's browser
 * into a kiosk. A request that may change something is refused when its browser says it comes from
 * another origin (docs/adr/0017-cross-site-requests.md), and a body that is not JSON (or a file on
 * the desk's upload) with 415, before anything reads it; the product's own pages keep working.
 */
describe('requests from a page of another site', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  let host: TestClient;
  let hostId: number;

  const query = <Row extends Record<string, unknown>>(text: string, values: unknown[] = []) => queryRows<Row>(t.database.url, text, values);

  /** A request as a browser sends it: its cookies, and the headers it adds to say where it comes from. */
  const send = async (client: TestClient, method: string, path: string, sent: Sent = {}) => {
    const headers: Record<string, string> = { 'X-Forwarded-For': client.address, 'User-Agent': 'vitest' };
    if (client.cookie) headers['Cookie'] = client.cookie;
    if (sent.origin !== undefined) headers['Origin'] = sent.origin;
    if (sent.fetchSite !== undefined) headers['Sec-Fetch-Site'] = sent.fetchSite;
    if (sent.contentType !== undefined) headers['Content-Type'] = sent.contentType;
    const response = await t.request(path, { method, headers, ...(sent.body === undefined ? {} : { body: sent.body }) });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  const cancelledAt = async (id: number) => (await query<{ cancelled_at: Date | null }>('select cancelled_at from visitor_pass where id = $1', [id]))[0]!.cancelled_at;
  const liveKiosks = async () => Number((await query<{ n: string }>('select count(*) n from kiosk_device where revoked_at is null'))[0]!.n);

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ smtp });
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    await addAccount(t, 'host', 'manager', { manager: 'admin', password: 'Host@1234', name: 'Priya Sharma' });
    await addAccount(t, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
    host = await signedIn(t, { email: email('host'), password: 'Host@1234' });
    hostId = (await query<{ id: number }>('select id from employee where email = $1', [email('host')]))[0]!.id;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("should refuse a page of another site cancelling a host's visit with a text/plain body, changing nothing", async () => {
    const created = await createPass(t, host, { visitorEmail: 'cancel.me@supplier.test' });
    expect(created.status).toBe(201);
    const cancel = `/api/my-visits/${created.body.id}/cancel`;
    // What a `no-cors` fetch sends: a simple body, and the page's own origin.
    const attacks: readonly Sent[] = [
      { origin: 'https://evil.example', fetchSite: 'cross-site', contentType: 'text/plain;charset=UTF-8', body: '{}' },
      { origin: 'https://evil.example', contentType: 'text/plain;charset=UTF-8', body: '{}' },
      // A sibling subdomain: the same site, another origin.
      { origin: 'http://intranet.vms.test', fetchSite: 'same-site', contentType: 'text/plain;charset=UTF-8', body: '{}' },
      { fetchSite: 'same-site', contentType: 'text/plain;charset=UTF-8', body: '{}' },
      { fetchSite: 'cross-site' },
      // A sandboxed frame or a data: page has an opaque origin.
      { origin: 'null', contentType: 'application/json', body: '{}' },
      // Even JSON, which a page of another site could only send after asking (and is never allowed to).
      { origin: 'https://evil.example', contentType: 'application/json', body: '{}' },
    ];
    for (const attack of attacks) expect(await send(host, 'POST', cancel, attack), JSON.stringify(attack)).toEqual(CROSS_SITE);
    expect(await cancelledAt(created.body.id)).toBeNull();
    // A text body from no page at all is still not JSON, nor is a form with no field in it.
    expect(await send(host, 'POST', cancel, { contentType: 'text/plain;charset=UTF-8', body: '{}' })).toEqual(NOT_JSON);
    expect(await send(host, 'POST', cancel, { contentType: 'application/x-www-form-urlencoded', body: '' })).toEqual(NOT_JSON);
    expect(await cancelledAt(created.body.id)).toBeNull();

    // From the product's own page, as the SPA sends it, the same call cancels.
    const own = await send(host, 'POST', cancel, { origin: OWN_ORIGIN, fetchSite: 'same-origin', contentType: 'application/json', body: '{}' });
    expect(own).toEqual({ status: 200, body: { message: MESSAGES.myVisits.cancelled } });
    expect(await cancelledAt(created.body.id)).not.toBeNull();
  });

  it("should refuse an auto-submitting form turning a security user's browser into a kiosk: their session lives on, no kiosk is made", async () => {
    const guard = await signedIn(t, { email: email('guard'), password: 'Guard@123' });
    const before = await liveKiosks();
    const form = `encryptedData=${encodeURIComponent(t.envelope.encrypt({ name: 'Hijacked' }))}`;
    const formData = new FormData();
    formData.append('encryptedData', t.envelope.encrypt({ name: 'Hijacked' }));
    expect(await send(guard, 'POST', '/api/kiosk/devices', { origin: 'https://evil.example', fetchSite: 'cross-site', contentType: 'application/x-www-form-urlencoded', body: form })).toEqual(CROSS_SITE);
    expect(await send(guard, 'POST', '/api/kiosk/devices', { origin: 'http://intranet.vms.test', fetchSite: 'same-site', contentType: 'application/x-www-form-urlencoded', body: form })).toEqual(CROSS_SITE);
    // Without a word on where they come from, form bodies are still not JSON (a multipart one included, off the desk's upload).
    expect(await send(guard, 'POST', '/api/kiosk/devices', { contentType: 'application/x-www-form-urlencoded', body: form })).toEqual(NOT_JSON);
    expect(await send(guard, 'POST', '/api/kiosk/devices', { body: formData })).toEqual(NOT_JSON);
    expect(await send(guard, 'POST', '/api/kiosk/devices', { contentType: 'text/plain', body: JSON.stringify({ encryptedData: t.envelope.encrypt({ name: 'Hijacked' }) }) })).toEqual(NOT_JSON);

    expect(await liveKiosks()).toBe(before);
    expect(guard.cookie).toContain('vms_session=');
    expect(guard.cookie).not.toContain('vms_kiosk=');
    expect((await guard.get('/api/watchlist')).status).toBe(200);

    // The security user's own click, from the product's page, starts the kiosk.
    const own = await send(guard, 'POST', '/api/kiosk/devices', { origin: OWN_ORIGIN, fetchSite: 'same-origin', contentType: 'application/json', body: JSON.stringify({ encryptedData: t.envelope.encrypt({ name: 'Reception' }) }) });
    expect(own.status).toBe(201);
    expect(await liveKiosks()).toBe(before + 1);
  });

  it("should take the visitor's details form and the walk-in confirm page, public pages that post from the product's own origin", async () => {
    const browser = { origin: OWN_ORIGIN, fetchSite: 'same-origin', contentType: 'application/json' } as const;
    // The details form, opened from the mailed link.
    const created = await createPass(t, host, { visitorEmail: 'details.form@supplier.test' });
    await t.deliverMail();
    const { token } = await linkFromMail(smtp, 'details.form@supplier.test');
    const visitor = new TestClient(t);
    const details = await send(visitor, 'POST', '/api/visitorDetails', { ...browser, body: JSON.stringify({ encryptedData: t.envelope.encrypt(detailsPayload()), token }) });
    expect(details).toEqual({ status: 200, body: { message: MESSAGES.submission.detailsSubmitted } });
    expect((await query<{ is_submitted: boolean }>('select submitted_at is not null is_submitted from visitor_pass where id = $1', [created.body.id]))[0]!.is_submitted).toBe(true);

    // The walk-in confirm page, opened from the host's mail.
    const tablet = await signedIn(t, { email: email('guard'), password: 'Guard@123' });
    expect((await tablet.post('/api/kiosk/devices', { encryptedData: t.envelope.encrypt({ name: 'Front door' }) })).status).toBe(201);
    const made = await tablet.post('/api/kiosk/walk-ins', { encryptedData: t.envelope.encrypt({ ...walkInForm(hostId, cameraJpeg(7, 16, 16)), name: 'Walk In Visitor' }) });
    expect(made.status).toBe(201);
    const walkInId = Number(kioskWalkInSchema.parse(t.envelope.decryptJson(kioskWalkInAnswerSchema.parse(made.body).details)).ticket.split('.')[0]);
    await t.deliverMail();
    const mail = await smtp.waitFor((m) => m.subject === 'Walk-in visitor waiting: Walk In Visitor');
    const answerToken = new URL(/Approve: (http\S+\/WalkInAnswer\?token=\S+)/.exec(mail.text ?? '')![1]!).searchParams.get('token')!;
    const answered = await send(new TestClient(t), 'POST', '/api/walk-in-answers', { ...browser, body: JSON.stringify({ token: answerToken }) });
    expect(answered.status).toBe(200);
    expect((await query<{ approve_status: string }>('select approve_status from visitor_pass where id = $1', [walkInId]))[0]!.approve_status).not.toBe('pending');
    // The same confirm from another site's page is refused.
    expect(await send(new TestClient(t), 'POST', '/api/walk-in-answers', { origin: 'https://evil.example', contentType: 'text/plain', body: JSON.stringify({ token: answerToken }) })).toEqual(CROSS_SITE);
  });

  it("should take the desk's photo upload as a file from its own page, and nothing but JSON or that file there", async () => {
    const guard = await signedIn(t, { email: email('guard'), password: 'Guard@123' });
    const noPhoto = new FormData();
    noPhoto.append('visitorId', '1');
    // Past the frame: the route itself answers that no photo came.
    expect(await send(guard, 'POST', '/upload', { origin: OWN_ORIGIN, fetchSite: 'same-origin', body: noPhoto })).toEqual({ status: 400, body: { errmessage: MESSAGES.photo.missing, code: 'photo.missing' } });
    expect(await send(guard, 'POST', '/upload', { origin: 'https://evil.example', body: noPhoto })).toEqual(CROSS_SITE);
    expect(await send(guard, 'POST', '/upload', { contentType: 'text/plain', body: 'photo' })).toEqual(NOT_JSON);
    expect(await send(guard, 'POST', '/upload', { contentType: 'application/x-www-form-urlencoded', body: 'visitorId=1' })).toEqual(NOT_JSON);
  });
});

/** The same checks on a real socket, where the body is read from Node's own request (node-json-body.ts). */
describe('requests from a page of another site, on a real socket', () => {
  let t: TestApp;
  let server: LoopbackServer;

  const post = (path: string, headers: OutgoingHttpHeaders, body?: string): Promise<{ status: number; body: Record<string, unknown> }> =>
    new Promise((done, fail) => {
      const request = httpRequest({ host: '127.0.0.1', port: server.port, method: 'POST', path, headers: { 'X-Forwarded-For': '10.9.8.7', ...headers } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown> }));
        response.on('error', fail);
      });
      request.on('error', fail);
      request.end(body);
    });

  beforeAll(async () => {
    t = await startTestApp();
    server = await serveOnLoopback(t);
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });

  it('should refuse another origin and a body that is not JSON, and take JSON and a request without a body', async () => {
    const login = '/api/auth/login';
    expect(await post(login, { Origin: 'https://evil.example', 'Content-Type': 'text/plain' }, '{}')).toEqual(CROSS_SITE);
    expect(await post(login, { 'Sec-Fetch-Site': 'same-site', 'Content-Type': 'application/json' }, '{}')).toEqual(CROSS_SITE);
    expect(await post(login, { 'Content-Type': 'application/x-www-form-urlencoded' }, 'data=x')).toEqual(NOT_JSON);
    // Chunked, with no length: still a body, still not JSON.
    expect(await post(login, { 'Content-Type': 'text/plain', 'Transfer-Encoding': 'chunked' }, '{"data":"x"}')).toEqual(NOT_JSON);
    // JSON from the product's own origin reaches the route, which reads it.
    expect(await post(login, { Origin: OWN_ORIGIN, 'Content-Type': 'application/json' }, '{}')).toMatchObject({ status: 400, body: { code: 'envelope.undefined' } });
    // No body and no type: nothing to refuse (a logout without a session says it is done).
    expect(await post('/logout/x', {})).toEqual({ status: 200, body: { message: MESSAGES.session.loggedOut } });
  });
});
