import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { TestClient } from '../../support/test-client.ts';

/**
 * The kiosk's reduced rights (issue 13, docs/adr/0014-reception-kiosk.md): its cookie is not a user
 * session. Every route of the app other than the kiosk's own, taken from the Hono app's route table so
 * that a route added later is covered too, is called with only a kiosk's cookie: it answers exactly
 * what it answers a caller with no cookie at all, and never 2xx unless it is one of the few public
 * calls anyone may make.
 */
describe('a kiosk cookie opens no route but the kiosk\'s own', () => {
  let t: TestApp;
  let kioskCookie: string;

  beforeAll(async () => {
    t = await startTestApp();
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    await addAccount(t, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
    const tablet = await signedIn(t, { email: email('guard'), password: 'Guard@123' });
    const started = await tablet.post('/api/kiosk/devices', { encryptedData: t.envelope.encrypt({ name: 'Reception' }) });
    expect(started.status).toBe(201);
    kioskCookie = tablet.cookie!;
    expect(kioskCookie).toMatch(/^vms_kiosk=[^;]+$/);
  });
  afterAll(() => t.close());

  /** Calls anyone may make without signing in; each answers the kiosk as it answers anyone. */
  const PUBLIC = new Set([
    'GET /healthz',
    'GET /readyz',
    'GET /captcha',
    'GET /captcha/question',
    'GET /api/auth/get-roles',
    'GET /api/auth/get-all-managers',
    // The sites a registrant picks a home site from (issue 30): ids and names.
    'GET /api/registration/sites',
    'GET /app-config.js',
    // The token API's OpenAPI document and its reference page (issue 32): they describe calls, not data.
    'GET /api/openapi.json',
    'GET /api/reference',
    // The privacy notice (issue 31): read before any form, by a visitor with no account.
    'GET /api/privacy/notice',
    // SCIM's discovery documents (RFC 7644 s.4, ADR 41): what the service provider supports, no data.
    'GET /scim/v2/ServiceProviderConfig',
    'GET /scim/v2/ResourceTypes',
    'GET /scim/v2/ResourceTypes/User',
    'GET /scim/v2/Schemas',
    // Logging out without a session is no error (the description's call); it ends nothing.
    'POST /logout/1',
  ]);
  /** The kiosk's own calls (behind requireKiosk), which other tests cover. */
  const isKioskOwn = (path: string) => path.startsWith('/api/kiosk/') && !path.startsWith('/api/kiosk/devices');

  it('should answer every other route as it answers a caller with no cookie, and refuse each that needs a session', async () => {
    const routes = new Map<string, { method: string; path: string }>();
    for (const route of t.app.routes) {
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) || route.path.includes('*') || isKioskOwn(route.path)) continue;
      const path = route.path.replace(/:[A-Za-z]+/g, '1');
      routes.set(`${route.method} ${path}`, { method: route.method, path });
    }
    // The table is the app's: the routes this test must not miss are in it.
    for (const known of ['POST /visitorTimeIn', 'POST /visitorTimeOut', 'GET /api/getApprovedVisitor', 'GET /api/events', 'GET /api/watchlist', 'POST /api/visitorForm', 'GET /api/kiosk/devices', 'POST /api/kiosk/devices']) {
      expect([...routes.keys()]).toContain(known);
    }
    expect(routes.size).toBeGreaterThan(40);

    const outcomes: string[] = [];
    for (const [key, { method, path }] of routes) {
      const asKiosk = new TestClient(t);
      asKiosk.cookie = kioskCookie;
      const body = method === 'GET' ? undefined : {};
      const kiosk = await asKiosk.call(method, path, body);
      const anonymous = await new TestClient(t).call(method, path, body);
      const ok = kiosk.status >= 200 && kiosk.status < 300;
      if (kiosk.status !== anonymous.status || (ok && !PUBLIC.has(key))) outcomes.push(`${key}: kiosk ${kiosk.status}, no cookie ${anonymous.status}`);
      if (ok) expect(PUBLIC.has(key), key).toBe(true);
      // Never a 500: a kiosk cookie where a session is expected is a plain refusal.
      expect(kiosk.status, key).toBeLessThan(500);
    }
    expect(outcomes).toEqual([]);
  });

  it('should refuse the staff routes with the session\'s own refusal (401), naming no kiosk', async () => {
    for (const [method, path] of [['GET', '/api/getApprovedVisitor'], ['POST', '/visitorTimeIn'], ['GET', '/api/kiosk/devices'], ['GET', '/api/dashboard-counts'], ['GET', '/api/events']] as const) {
      const asKiosk = new TestClient(t);
      asKiosk.cookie = kioskCookie;
      const refused = await asKiosk.call<{ code?: string }>(method, path, method === 'GET' ? undefined : {});
      expect(refused.status, path).toBe(401);
      expect(refused.body.code, path).toBe('auth.required');
    }
    // Starting a kiosk from a kiosk is refused too: it has no session to hand over.
    const asKiosk = new TestClient(t);
    asKiosk.cookie = kioskCookie;
    expect((await asKiosk.post('/api/kiosk/devices', { encryptedData: t.envelope.encrypt({ name: 'Another one' }) })).status).toBe(401);
    // The kiosk itself is still signed in.
    expect((await asKiosk.get('/api/kiosk/me')).status).toBe(200);
  });
});
