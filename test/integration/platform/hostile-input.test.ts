import { request as httpRequest, Agent, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages.ts';
import { addAccount, captcha, digest, email, nextEmpId, signedIn } from '../../support/identity-flows.ts';
import { serveOnLoopback, type LoopbackServer } from '../../support/loopback-server.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { TestClient } from '../../support/test-client.ts';
import { sqlClient } from '../../support/test-database.ts';
import { detailsPayload, passPayload } from '../../support/visit-flows.ts';
import { VISIT_CONSENT } from '../../support/consent.ts';

/** Characters PostgreSQL refuses: NUL in text, a lone surrogate in json. */
const HOSTILE = [
  ['a NUL byte', 'Arjun\u0000Mehta'],
  ['a lone high surrogate', 'Arjun\ud800Mehta'],
  ['a lone low surrogate', 'Arjun\udc00Mehta'],
] as const;

const REFUSED = { status: 400, errmessage: MESSAGES.http.invalidCharacter, code: 'input.invalid_character' };

describe('input PostgreSQL would refuse', () => {
  let t: TestApp;
  let desk: TestClient;
  let host: TestClient;
  let rowsBefore: Record<string, number>;

  const countRows = async () => {
    const sql = await sqlClient(t.database.url);
    const { rows } = await sql.query<Record<string, string>>(
      `select (select count(*) from employee) employees, (select count(*) from visitor_pass) passes,
              (select count(*) from one_time_password) otps, (select count(*) from mail_outbox) mails,
              (select count(*) from audit_log) audits`,
    );
    await sql.end();
    return Object.fromEntries(Object.entries(rows[0]!).map(([key, value]) => [key, Number(value)]));
  };

  const errorsLogged = () => t.logs.filter((line) => Number(line['level']) >= 50);

  beforeAll(async () => {
    t = await startTestApp();
    await addAccount(t, 'admin', 'admin');
    await addAccount(t, 'host', 'manager', { manager: 'admin', password: 'Host@1234' });
    await addAccount(t, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
    desk = await signedIn(t, { email: email('guard'), password: 'Guard@123' });
    host = await signedIn(t, { email: email('host'), password: 'Host@1234' });
    rowsBefore = await countRows();
  });
  afterAll(async () => {
    // Nothing any refused request did was written, and nothing was logged as an error.
    expect(await countRows()).toEqual(rowsBefore);
    expect(errorsLogged()).toEqual([]);
    await t.close();
  });

  it.each(['q', 'filter', 'sort', 'order', 'view', 'page', 'pageSize'])('should answer 400 to a NUL in the desk list parameter %s', async (name) => {
    const result = await desk.get(`/api/getApprovedVisitor?${name}=%00`);
    expect({ status: result.status, errmessage: result.body['errmessage'], code: result.body['code'] }).toEqual(REFUSED);
  });

  it.each([
    ['a lone surrogate', '%ED%A0%80'],
    ['a broken escape', '%E0%A4%A'],
  ])('should answer 400 to %s in a query', async (_name, encoded) => {
    const result = await desk.get(`/api/getApprovedVisitor?q=${encoded}`);
    expect(result.status).toBe(400);
  });

  it.each([
    '/fetchVisitorDetails/%00',
    '/fetch-visitorData/%00/true',
    '/fetchVisitorData/%00?token=x',
    '/photos/%00.jpg',
    '/check-session/%00/1',
    '/api/fetchEmployeesToApprove?encryptedData=%00',
    '/api/latest-photo?id=%00&name=x',
  ])('should answer 400 to a NUL in the path or query of %s', async (path) => {
    const result = await host.get(path);
    expect({ status: result.status, errmessage: result.body['errmessage'], code: result.body['code'] }).toEqual(REFUSED);
  });

  it.each(HOSTILE)('should answer 400 to %s in any field of a visitor pass', async (_name, text) => {
    for (const field of Object.keys(passPayload())) {
      const result = await host.post('/api/visitorForm', { encryptedData: t.envelope.encrypt(passPayload({ [field]: text })) });
      expect({ field, status: result.status, errmessage: result.body['errmessage'], code: result.body['code'] }).toEqual({ field, ...REFUSED });
    }
  });

  it.each(HOSTILE)('should answer 400 to %s in any field of the details form, and in its token', async (_name, text) => {
    for (const field of Object.keys(detailsPayload())) {
      const result = await new TestClient(t).post('/api/visitorDetails', { encryptedData: t.envelope.encrypt(detailsPayload({ [field]: text })), token: 'x' });
      expect({ field, status: result.status, errmessage: result.body['errmessage'], code: result.body['code'] }).toEqual({ field, ...REFUSED });
    }
    const result = await new TestClient(t).post('/api/visitorDetails', { encryptedData: t.envelope.encrypt(detailsPayload()), token: text });
    expect({ status: result.status, errmessage: result.body['errmessage'], code: result.body['code'] }).toEqual(REFUSED);
  });

  it.each(HOSTILE)('should answer 400 to %s in any field of a registration, a login and an OTP', async (_name, text) => {
    const client = new TestClient(t);
    const registration = {
      email: email('neha'),
      name: 'Neha Kulkarni',
      phonenumber: '9123456780',
      employeeid: nextEmpId(),
      selectedDesignation: 'Employee',
      selectedManager: email('host'),
    };
    for (const field of Object.keys(registration)) {
      const body = { ...registration, consent: VISIT_CONSENT, ...(await captcha(client)), [field]: text };
      const result = await client.post('/api/auth/submit-user-data', { encryptedData: t.envelope.encrypt(body) });
      expect({ field, status: result.status, errmessage: result.body['errmessage'], code: result.body['code'] }).toEqual({ field, ...REFUSED });
    }
    const login = await client.post('/api/auth/login', { data: t.envelope.encrypt({ email: text, password: digest('x'), ...(await captcha(client)) }) });
    expect({ status: login.status, errmessage: login.body['errmessage'], code: login.body['code'] }).toEqual(REFUSED);
    const loginCaptcha = await client.post('/api/auth/login', { data: t.envelope.encrypt({ email: email('host'), password: digest('x'), captchaId: text, captcha: 'AB12' }) });
    expect({ status: loginCaptcha.status, errmessage: loginCaptcha.body['errmessage'], code: loginCaptcha.body['code'] }).toEqual(REFUSED);
    const purpose = await client.post('/api/auth/send-otp', { en_email: t.envelope.encrypt(email('neha')), purpose: text });
    expect({ status: purpose.status, errmessage: purpose.body['errmessage'], code: purpose.body['code'] }).toEqual(REFUSED);
    const verify = await client.post('/api/auth/verify-otp', { encryptedData: t.envelope.encrypt({ email: email('neha'), otp: text, purpose: 'register' }) });
    expect({ status: verify.status, errmessage: verify.body['errmessage'], code: verify.body['code'] }).toEqual(REFUSED);
  });

  it.each(HOSTILE)('should answer 400 to %s in a plain JSON field, a key or an enveloped id', async (_name, text) => {
    const plain = await desk.post('/visitorTimeIn', { encryptedId: text, time_in: '10:00' });
    expect({ status: plain.status, errmessage: plain.body['errmessage'], code: plain.body['code'] }).toEqual(REFUSED);
    const key = await desk.post('/visitorTimeIn', { [text]: 1 });
    expect({ status: key.status, errmessage: key.body['errmessage'], code: key.body['code'] }).toEqual(REFUSED);
  });

  // UTF-8 cannot carry a lone surrogate, so an enveloped plain string can only smuggle a NUL.
  it('should answer 400 to a NUL in an enveloped plain string: an e-mail, an id', async () => {
    const otp = await new TestClient(t).post('/api/auth/send-otp', { en_email: t.envelope.encrypt('neha\u0000@example.com'), purpose: 'register' });
    expect({ status: otp.status, errmessage: otp.body['errmessage'], code: otp.body['code'] }).toEqual(REFUSED);
    const id = await desk.post('/visitorTimeIn', { encryptedId: t.envelope.encrypt('1\u0000'), time_in: '10:00' });
    expect({ status: id.status, errmessage: id.body['errmessage'], code: id.body['code'] }).toEqual(REFUSED);
  });
});

interface RawAnswer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** One request through a keep-alive agent, as a browser or a load balancer would send it. */
const send = (agent: Agent, port: number, method: string, path: string, body?: Buffer): Promise<RawAnswer> =>
  new Promise((done, fail) => {
    const request = httpRequest({ host: '127.0.0.1', port, method, path, agent, headers: body ? { 'Content-Type': 'application/json', 'Content-Length': body.length } : {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', fail);
    });
    // The server may answer 413 before the whole body is written; that is expected.
    request.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : fail(error)));
    request.end(body);
  });

describe('a body over the limit on a keep-alive connection', () => {
  let t: TestApp;
  let server: LoopbackServer;
  let port: number;

  beforeAll(async () => {
    t = await startTestApp();
    server = await serveOnLoopback(t);
    port = server.port;
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });

  it('should answer 413 with Connection: close, so the next request on the agent succeeds', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const warm = await send(agent, port, 'GET', '/healthz');
      expect(warm.status).toBe(200);
      const tooLarge = await send(agent, port, 'POST', '/api/auth/login', Buffer.from(JSON.stringify({ data: 'x'.repeat(3 * 1024 * 1024) })));
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.headers['connection']).toBe('close');
      expect(JSON.parse(tooLarge.body)).toMatchObject({ errmessage: MESSAGES.http.payloadTooLarge, code: 'http.payload_too_large' });
      for (let i = 0; i < 3; i += 1) {
        const next = await send(agent, port, 'GET', '/healthz');
        expect(next.status).toBe(200);
      }
    } finally {
      agent.destroy();
    }
  });
});
