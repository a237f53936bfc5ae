import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { cameraJpeg, walkInForm } from '../../support/walk-in-form.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { TestClient } from '../../support/test-client.ts';
import { sqlClient } from '../../support/test-database.ts';

type Answer = { errmessage?: string; code?: string; details?: string };

/**
 * Hostile input to every route added for the kiosk, the walk-ins and the watchlist (issue 13, review
 * R1): non-JSON, a JSON that is not an object, no envelope, a forged envelope, wrong types, NUL,
 * huge strings, forged tickets and tokens, a forged base64 photo, a photo that is no JPEG and one
 * of 1.5 MB. Each is refused with a code and a message of the product, never a 500 and never a
 * stack trace, and nothing is written.
 */
describe('the kiosk, walk-in and watchlist routes under hostile input', () => {
  let t: TestApp;
  let tablet: TestClient;
  let guard: TestClient;
  let admin: TestClient;
  let hostId: number;

  const count = async (table: string): Promise<number> => {
    const sql = await sqlClient(t.database.url);
    try {
      return Number((await sql.query<{ n: string }>(`select count(*) n from ${table}`)).rows[0]?.n);
    } finally {
      await sql.end();
    }
  };

  /** A raw request as `client` would make it, with a body that need not be JSON. */
  const raw = async (client: TestClient, method: string, path: string, body?: string): Promise<{ status: number; body: Answer; text: string }> => {
    const headers: Record<string, string> = { 'X-Forwarded-For': client.address, 'User-Agent': 'vitest', 'Content-Type': 'application/json' };
    if (client.cookie) headers['Cookie'] = client.cookie;
    const response = await t.request(path, { method, headers, ...(body === undefined ? {} : { body }) });
    const text = await response.text();
    let parsed: Answer;
    try {
      parsed = JSON.parse(text) as Answer;
    } catch {
      parsed = {};
    }
    return { status: response.status, body: parsed, text };
  };

  const walkIn = (overrides: Record<string, unknown> = {}) => ({ ...walkInForm(hostId, cameraJpeg(0, 32, 24)), ...overrides });

  beforeAll(async () => {
    t = await startTestApp();
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    await addAccount(t, 'host', 'manager', { manager: 'admin', password: 'Host@1234', name: 'Priya Sharma' });
    await addAccount(t, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
    await addAccount(t, 'starter', 'security', { manager: 'admin', password: 'Start@123' });
    const sql = await sqlClient(t.database.url);
    try {
      hostId = (await sql.query<{ id: number }>('select id from employee where email = $1', [email('host')])).rows[0]!.id;
    } finally {
      await sql.end();
    }
    tablet = await signedIn(t, { email: email('guard'), password: 'Guard@123' });
    expect((await tablet.post('/api/kiosk/devices', { encryptedData: t.envelope.encrypt({ name: 'Reception' }) })).status).toBe(201);
    guard = await signedIn(t, { email: email('guard'), password: 'Guard@123' });
    admin = await signedIn(t, { email: email('admin'), password: 'Admin@123' });
  });
  afterAll(() => t.close());
  // Each test starts with the kiosk's lookup allowance whole (30 a minute).
  beforeEach(() => t.clock.advance(61_000));

  /** Bodies every POST route must refuse with a 4xx and a code. */
  const HOSTILE_BODIES: readonly (readonly [string, string])[] = [
    ['not JSON', 'name=Reception'],
    ['truncated JSON', '{"encryptedData":'],
    ['a JSON array', '[1,2,3]'],
    ['a JSON string', '"hello"'],
    ['JSON null', 'null'],
    ['no envelope', '{}'],
    ['an envelope of the wrong type', '{"encryptedData":12}'],
    ['an envelope that is an object', '{"encryptedData":{"a":1}}'],
    ['a forged envelope', `{"encryptedData":"${'a'.repeat(32)}:${'b'.repeat(64)}"}`],
    ['a NUL in the envelope', '{"encryptedData":"\\u0000"}'],
    ['a NUL as a key', '{"\\u0000":1}'],
    ['a lone surrogate', '{"encryptedData":"\\ud800"}'],
    ['a huge string', `{"encryptedData":"${'x'.repeat(1_500_000)}"}`],
    ['a token of the wrong type', '{"token":["a"]}'],
  ];

  it('should refuse every hostile body on every new POST route with a code and a message, never a 500', async () => {
    const routes: readonly (readonly [() => TestClient, string])[] = [
      [() => tablet, '/api/kiosk/appointments/lookup'],
      [() => tablet, '/api/kiosk/departures/lookup'],
      [() => tablet, '/api/kiosk/check-in'],
      [() => tablet, '/api/kiosk/check-out'],
      [() => tablet, '/api/kiosk/walk-ins'],
      [() => guard, '/api/kiosk/devices'],
      [() => new TestClient(t), '/api/walk-in-answers'],
      [() => guard, '/api/watchlist'],
      [() => guard, '/api/watchlist/1/resolve'],
      [() => guard, '/api/flagged-visits/1/clear'],
    ];
    const before = { visits: await count('visitor_pass'), kiosks: await count('kiosk_device'), entries: await count('watchlist_entry') };
    const failures: string[] = [];
    for (const [client, path] of routes) {
      for (const [label, body] of HOSTILE_BODIES) {
        // The kiosk device route ends the caller's session when it starts one: a fresh guard each time.
        const caller = path === '/api/kiosk/devices' ? await signedIn(t, { email: email('starter'), password: 'Start@123' }) : client();
        const answer = await raw(caller, 'POST', path, body);
        if (answer.status >= 500 || answer.status < 400 || !answer.body.code || !answer.body.errmessage || answer.body.code === 'kiosk.required' || /\bat \S+ \(/.test(answer.text)) {
          failures.push(`${path} with ${label}: ${answer.status} ${answer.text.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect({ visits: await count('visitor_pass'), kiosks: await count('kiosk_device'), entries: await count('watchlist_entry') }).toEqual(before);
    expect(t.logs.filter((line) => line['msg'] === 'unexpected error')).toEqual([]);
  });

  it('should refuse wrong types and hostile strings inside the envelope with the field\'s message', async () => {
    const cases: readonly (readonly [TestClient, string, unknown])[] = [
      [tablet, '/api/kiosk/appointments/lookup', { phone: 9812345670 }],
      [tablet, '/api/kiosk/appointments/lookup', { qr: ['VMS:ABCD2345'] }],
      [tablet, '/api/kiosk/appointments/lookup', { phone: { $ne: null } }],
      [tablet, '/api/kiosk/appointments/lookup', { qr: 'x'.repeat(100_000) }],
      [tablet, '/api/kiosk/appointments/lookup', { phone: '9812345670\u0000' }],
      [tablet, '/api/kiosk/appointments/lookup', []],
      [tablet, '/api/kiosk/appointments/lookup', null],
      [tablet, '/api/kiosk/departures/lookup', { phone: true }],
      [tablet, '/api/kiosk/check-in', { ticket: 42 }],
      [tablet, '/api/kiosk/check-in', { ticket: 'x'.repeat(100_000) }],
      [tablet, '/api/kiosk/check-in', { ticket: '1.1.check_in.99999999999999999.' + 'a'.repeat(64) }],
      [tablet, '/api/kiosk/check-out', { ticket: null }],
      [tablet, '/api/kiosk/walk-ins', walkIn({ hostId: '1' })],
      [tablet, '/api/kiosk/walk-ins', walkIn({ hostId: 1e300 })],
      [tablet, '/api/kiosk/walk-ins', walkIn({ hostId: 2_147_483_648 })],
      [tablet, '/api/kiosk/walk-ins', walkIn({ hostId: 99_999 })],
      [tablet, '/api/kiosk/walk-ins', walkIn({ name: 'A'.repeat(100_000) })],
      [tablet, '/api/kiosk/walk-ins', walkIn({ name: 'Meera\u0000Nair' })],
      [tablet, '/api/kiosk/walk-ins', walkIn({ ppeOptions: 'all' })],
      [tablet, '/api/kiosk/walk-ins', walkIn({ ppeOptions: { helmet: 'yes' } })],
      [tablet, '/api/kiosk/walk-ins', walkIn({ termsAccepted: 'true' })],
      [tablet, '/api/kiosk/walk-ins', walkIn({ photo: 12 })],
      [tablet, '/api/kiosk/walk-ins', walkIn({ photo: 'data:image/jpeg;base64,/9j/4AAQ' })],
      [tablet, '/api/kiosk/walk-ins', walkIn({ photo: '////' })],
      [tablet, '/api/kiosk/walk-ins', walkIn({ photo: '/9j/' + 'A'.repeat(400) })],
      [tablet, '/api/kiosk/walk-ins', walkIn({ photo: Buffer.from('GIF89a not a jpeg at all').toString('base64') })],
      [tablet, '/api/kiosk/walk-ins', walkIn({ photo: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]).toString('base64') })],
      [tablet, '/api/kiosk/walk-ins', walkIn({ photo: Buffer.concat([cameraJpeg(), Buffer.alloc(1.5 * 1024 * 1024)]).toString('base64') })],
      [tablet, '/api/kiosk/walk-ins', walkIn({ photo: undefined })],
      [guard, '/api/watchlist', { name: 12, reason: ['x'] }],
      [guard, '/api/watchlist', { name: 'Vikas Malhotra', reason: 'x'.repeat(100_000) }],
      [guard, '/api/watchlist', { name: 'Vikas Malhotra', phone: 98222, reason: 'Seen photographing the line' }],
      [guard, '/api/watchlist', { name: 'Vikas Malhotra', aadhaarLast4: 1234, reason: 'Seen photographing the line' }],
      [guard, '/api/watchlist/1/resolve', { note: 5 }],
      [guard, '/api/flagged-visits/1/clear', { reason: { a: 1 } }],
      [guard, '/api/flagged-visits/1/clear', { reason: 'x'.repeat(100_000) }],
    ];
    const before = { visits: await count('visitor_pass'), photos: await count('visitor_photo'), entries: await count('watchlist_entry'), mails: await count('mail_outbox') };
    const failures: string[] = [];
    for (const [client, path, payload] of cases) {
      const answer = await client.post<Answer>(path, { encryptedData: t.envelope.encrypt(payload) });
      // The tablet stays a kiosk throughout: each refusal is the input's, not "no kiosk".
      if (answer.status >= 500 || answer.status < 400 || !answer.body.code || !answer.body.errmessage || answer.body.code === 'kiosk.required') {
        failures.push(`${path} ${JSON.stringify(payload).slice(0, 80)}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
    expect({ visits: await count('visitor_pass'), photos: await count('visitor_photo'), entries: await count('watchlist_entry'), mails: await count('mail_outbox') }).toEqual(before);
    expect(t.logs.filter((line) => line['msg'] === 'unexpected error')).toEqual([]);
  });

  it('should refuse hostile paths and queries on the new GET routes, never a 500', async () => {
    const cases: readonly (readonly [TestClient, string])[] = [
      [tablet, '/api/kiosk/hosts'],
      [tablet, '/api/kiosk/hosts?q='],
      [tablet, '/api/kiosk/hosts?q=%00%00'],
      [tablet, `/api/kiosk/hosts?q=${'a'.repeat(10_000)}`],
      [tablet, '/api/kiosk/hosts?q=%E0%A4'],
      [tablet, '/api/kiosk/walk-ins/x'],
      [tablet, `/api/kiosk/walk-ins/${'1'.repeat(5000)}`],
      [tablet, '/api/kiosk/walk-ins/1.1.walk_in.99999999999999999.' + 'a'.repeat(64)],
      [tablet, '/api/kiosk/walk-ins/%00'],
      [tablet, '/api/kiosk/walk-ins/%ZZ'],
      [new TestClient(t), '/api/walk-in-answers'],
      [new TestClient(t), '/api/walk-in-answers?token='],
      [new TestClient(t), '/api/walk-in-answers?token=1.approve.1.abc'],
      [new TestClient(t), `/api/walk-in-answers?token=${'9'.repeat(5000)}`],
      [new TestClient(t), '/api/walk-in-answers?token=99999999999999999.approve.99999999999999999.' + 'a'.repeat(64)],
      [admin, '/api/kiosk/devices/abc/revoke'],
      [guard, '/api/watchlist?status=everything'],
      [guard, '/api/watchlist?status=%00'],
    ];
    const failures: string[] = [];
    for (const [client, path] of cases) {
      const method = path.includes('/revoke') ? 'POST' : 'GET';
      const answer = await raw(client, method, path, method === 'POST' ? '{}' : undefined);
      if (answer.status >= 500 || answer.status < 400 || !answer.body.code || !answer.body.errmessage || answer.body.code === 'kiosk.required') failures.push(`${method} ${path.slice(0, 80)}: ${answer.status} ${answer.text.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
    expect(t.logs.filter((line) => line['msg'] === 'unexpected error')).toEqual([]);
  });

  it('should refuse a kiosk cookie that is hostile (huge, NUL, not base64url) as no kiosk at all', async () => {
    for (const token of ['x'.repeat(4000), '%00', '..', '" or 1=1 --', '']) {
      const client = new TestClient(t);
      client.cookie = `vms_kiosk=${token}`;
      const answer = await client.get<Answer>('/api/kiosk/me');
      expect(answer.status, token.slice(0, 10)).toBe(401);
      expect(answer.body.code).toBe('kiosk.required');
    }
  });
});
