import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kioskDeviceChangeAnswerSchema, kioskDeviceListAnswerSchema, kioskSelfAnswerSchema } from '#contract/api/kiosk-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import { addAccount, checkSession, email, signedIn } from '../../support/identity-flows.ts';
import { startKiosk as startKioskAs } from '../../support/kiosk-flows.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { TestClient } from '../../support/test-client.ts';
import { queryRows } from '../../support/test-database.ts';

type Answer = { message?: string; errmessage?: string; code?: string; field?: string };

describe('kiosk devices: security or an admin starts a tablet as a kiosk; admins list and revoke kiosks', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    await addAccount(t, 'mgr', 'manager', { manager: 'admin', password: 'Mgr@12345' });
    await addAccount(t, 'emp', 'employee', { manager: 'mgr', password: 'Emp@12345' });
    await addAccount(t, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
  });
  afterAll(() => t.close());

  const query = <Row extends Record<string, unknown>>(text: string, values: unknown[] = []) => queryRows<Row>(t.database.url, text, values);
  const start = (client: TestClient, payload: unknown) => client.post<Answer>('/api/kiosk/devices', { encryptedData: t.envelope.encrypt(payload) });
  const guard = () => signedIn(t, { email: email('guard'), password: 'Guard@123' });
  const admin = () => signedIn(t, { email: email('admin'), password: 'Admin@123' });
  /** A tablet that security has started as a kiosk named `name`. */
  const kiosk = (name: string) => startKioskAs(t, { email: email('guard'), password: 'Guard@123' }, name);

  it('should start a kiosk for security: the cookie is set, the caller\'s session ends, the device is stored without its token, and audited', async () => {
    const tablet = await guard();
    const sessionCookie = tablet.cookie!;
    const started = await tablet.post<Answer>('/api/kiosk/devices', { encryptedData: t.envelope.encrypt({ name: '  Reception, Building A ' }) });
    expect(started.status).toBe(201);
    const answer = kioskDeviceChangeAnswerSchema.parse(started.body);
    expect(answer.message).toBe(MESSAGES.kiosk.started);
    expect(answer.device).toMatchObject({ name: 'Reception, Building A', startedBy: email('guard'), status: 'active', lastSeenAt: null, revokedAt: null, revokedBy: null });

    const setCookies = started.headers.getSetCookie();
    const kioskCookie = setCookies.find((cookie) => cookie.startsWith('vms_kiosk='))!;
    expect(kioskCookie).toMatch(/^vms_kiosk=[A-Za-z0-9_-]{43};/);
    expect(kioskCookie).toContain('Max-Age=15552000');
    expect(kioskCookie).toContain('Path=/');
    expect(kioskCookie).toContain('HttpOnly');
    expect(kioskCookie).toContain('SameSite=Strict');
    expect(setCookies.find((cookie) => cookie.startsWith('vms_session='))).toMatch(/Max-Age=0/);
    // The tablet keeps only the kiosk's cookie; the guard's session is over on the server too.
    expect(tablet.cookie).toMatch(/^vms_kiosk=[^;]+$/);
    const token = tablet.cookie!.slice('vms_kiosk='.length);
    const stale = new TestClient(t);
    stale.cookie = sessionCookie;
    expect((await checkSession(t, stale, email('guard'))).status).toBe(401);
    expect((await stale.get('/api/kiosk/devices')).status).toBe(401);

    const [row] = await query<{ token_hash: string; started_by_id: number | null; started_by_label: string }>('select token_hash, started_by_id, started_by_label from kiosk_device where id = $1', [answer.device.id]);
    expect(row!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.token_hash).not.toContain(token);
    expect(row!.started_by_id).not.toBeNull();
    expect(row!.started_by_label).toBe(email('guard'));
    const audit = await query<{ actor_type: string; actor_label: string; action: string; subject_type: string; details: unknown }>(
      "select actor_type, actor_label, action, subject_type, details from audit_log where (subject_type = 'kiosk_device' and subject_id = $1) or (action = 'session.ended' and actor_label = $2) order by id",
      [String(answer.device.id), email('guard')],
    );
    expect(audit).toEqual([
      { actor_type: 'employee', actor_label: email('guard'), action: 'kiosk.started', subject_type: 'kiosk_device', details: { name: 'Reception, Building A', site: 1 } },
      { actor_type: 'employee', actor_label: email('guard'), action: 'session.ended', subject_type: 'session', details: null },
    ]);

    const me = await tablet.get('/api/kiosk/me');
    expect(me.status).toBe(200);
    expect(kioskSelfAnswerSchema.parse(me.body)).toEqual({ id: answer.device.id, name: 'Reception, Building A', siteId: 1, requiresPin: false });
  });

  it('should let an admin start a kiosk too', async () => {
    const started = await start(await admin(), { name: 'Lobby tablet' });
    expect(started.status).toBe(201);
    expect(kioskDeviceChangeAnswerSchema.parse(started.body).device.startedBy).toBe(email('admin'));
  });

  it('should refuse employees, managers and callers without a session, starting nothing', async () => {
    const before = await query<{ n: number }>('select count(*)::int n from kiosk_device');
    for (const [prefix, password] of [['emp', 'Emp@12345'], ['mgr', 'Mgr@12345']] as const) {
      const client = await signedIn(t, { email: email(prefix), password });
      const refused = await start(client, { name: 'My own kiosk' });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ errmessage: MESSAGES.http.forbidden, code: 'http.forbidden' });
      expect(refused.headers.getSetCookie()).toEqual([]);
      expect((await checkSession(t, client, email(prefix))).status).toBe(200);
    }
    const anonymous = await start(new TestClient(t), { name: 'Nobody\'s kiosk' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('auth.required');
    expect(await query<{ n: number }>('select count(*)::int n from kiosk_device')).toEqual(before);
  });

  it('should refuse a bad name with the form\'s message, keeping the caller signed in', async () => {
    const client = await guard();
    const cases: [unknown, string][] = [
      [{}, MESSAGES.kiosk.deviceNameRequired],
      [{ name: '   ' }, MESSAGES.kiosk.deviceNameRequired],
      [{ name: 'AB' }, MESSAGES.kiosk.deviceNameTooShort],
      [{ name: 'x'.repeat(41) }, MESSAGES.kiosk.deviceNameTooLong],
      [{ name: 42 }, MESSAGES.kiosk.deviceNameRequired],
    ];
    for (const [payload, message] of cases) {
      const refused = await start(client, payload);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ errmessage: message, code: 'input.invalid', field: 'name' });
    }
    const unreadable = await client.post<Answer>('/api/kiosk/devices', { name: 'Reception' });
    expect(unreadable.status).toBe(400);
    expect((await checkSession(t, client, email('guard'))).status).toBe(200);
  });

  it('should refuse /api/kiosk/me without a kiosk cookie, or with an unknown one, clearing it', async () => {
    const none = await new TestClient(t).get<Answer>('/api/kiosk/me');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ errmessage: MESSAGES.kiosk.signedOut, code: 'kiosk.required' });
    const forged = new TestClient(t);
    forged.cookie = 'vms_kiosk=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    const refused = await forged.get<Answer>('/api/kiosk/me');
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('kiosk.required');
    expect(refused.headers.getSetCookie().find((cookie) => cookie.startsWith('vms_kiosk='))).toMatch(/Max-Age=0/);
    expect(forged.cookie).toBeUndefined();
    // A signed-in guard is no kiosk.
    expect((await (await guard()).get('/api/kiosk/me')).status).toBe(401);
  });

  it('should record the kiosk\'s last sign of life at most once a minute', async () => {
    const { tablet, id } = await kiosk('Seen tablet');
    const seen = async () => (await query<{ last_seen_at: Date | null }>('select last_seen_at from kiosk_device where id = $1', [id]))[0]!.last_seen_at?.getTime() ?? null;
    const first = t.clock.now().getTime();
    await tablet.get('/api/kiosk/me');
    expect(await seen()).toBe(first);
    t.clock.advance(59_000);
    await tablet.get('/api/kiosk/me');
    expect(await seen()).toBe(first);
    t.clock.advance(1_000);
    await tablet.get('/api/kiosk/me');
    expect(await seen()).toBe(first + 60_000);
  });

  it('should list kiosks for admins only, newest first, never with their tokens', async () => {
    const { id } = await kiosk('Listed tablet');
    const listed = await (await admin()).get('/api/kiosk/devices');
    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toBe('no-store');
    const { devices } = kioskDeviceListAnswerSchema.parse(listed.body);
    expect(devices[0]).toMatchObject({ id, name: 'Listed tablet', startedBy: email('guard'), status: 'active' });
    expect(devices.map((device) => device.id)).toEqual([...devices.map((device) => device.id)].sort((a, b) => b - a));
    expect(JSON.stringify(listed.body)).not.toMatch(/token|hash/i);
    const refused = await (await guard()).get<Answer>('/api/kiosk/devices');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('http.forbidden');
  });

  it('should let an admin revoke a kiosk once (audited): its next call is refused and its cookie cleared', async () => {
    const { tablet, id } = await kiosk('Revoked tablet');
    expect((await tablet.get('/api/kiosk/me')).status).toBe(200);
    const byGuard = await (await guard()).post<Answer>(`/api/kiosk/devices/${id}/revoke`);
    expect(byGuard.status).toBe(403);

    const client = await admin();
    const revoked = await client.post(`/api/kiosk/devices/${id}/revoke`);
    expect(revoked.status).toBe(200);
    const answer = kioskDeviceChangeAnswerSchema.parse(revoked.body);
    expect(answer.message).toBe(MESSAGES.kiosk.revoked);
    expect(answer.device).toMatchObject({ id, status: 'revoked', revokedBy: email('admin') });
    expect(answer.device.revokedAt).toBe(t.clock.now().toISOString());
    const audit = await query("select actor_type, actor_label, action, details from audit_log where subject_type = 'kiosk_device' and subject_id = $1 and action = 'kiosk.revoked'", [String(id)]);
    expect(audit).toEqual([{ actor_type: 'employee', actor_label: email('admin'), action: 'kiosk.revoked', details: { name: 'Revoked tablet' } }]);

    const refused = await tablet.get<Answer>('/api/kiosk/me');
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ errmessage: MESSAGES.kiosk.signedOut, code: 'kiosk.required' });
    expect(refused.headers.getSetCookie().find((cookie) => cookie.startsWith('vms_kiosk='))).toMatch(/Max-Age=0/);
    expect(tablet.cookie).toBeUndefined();

    const again = await client.post<Answer>(`/api/kiosk/devices/${id}/revoke`);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ errmessage: MESSAGES.kiosk.alreadyRevoked, code: 'kiosk.already_revoked' });
    for (const path of ['/api/kiosk/devices/999999/revoke', '/api/kiosk/devices/abc/revoke', '/api/kiosk/devices/0/revoke', '/api/kiosk/devices/99999999999/revoke']) {
      const missing = await client.post<Answer>(path);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ errmessage: MESSAGES.kiosk.notFound, code: 'kiosk.not_found' });
    }
  });
});

describe('the kiosk cookie behind https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { VMS_PUBLIC_URL: 'https://vms.example.com' } });
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
  });
  afterAll(() => t.close());

  it('should be Secure, as the session cookie is', async () => {
    const client = await signedIn(t, { email: email('admin'), password: 'Admin@123' });
    const started = await client.post('/api/kiosk/devices', { encryptedData: t.envelope.encrypt({ name: 'Reception' }) });
    expect(started.status).toBe(201);
    const kioskCookie = started.headers.getSetCookie().find((cookie) => cookie.startsWith('vms_kiosk='))!;
    expect(kioskCookie.split('; ')).toEqual(expect.arrayContaining(['Secure', 'HttpOnly', 'SameSite=Strict', 'Path=/', 'Max-Age=15552000']));
  });
});
