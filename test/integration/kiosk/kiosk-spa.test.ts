import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHttpApp } from '../../../src/http-app.ts';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

/** A tablet that is a kiosk sees only /kiosk: the SPA's other pages send it there (no database read needed). */
describe('the SPA for a kiosk', () => {
  let t: TestApp;
  let app: ReturnType<typeof buildHttpApp>;
  const HTML = { Accept: 'text/html,application/xhtml+xml' };

  beforeAll(async () => {
    t = await startTestApp();
    const webDir = join(t.dataDir, 'web');
    await mkdir(join(webDir, 'assets'), { recursive: true });
    await writeFile(join(webDir, 'index.html'), '<!doctype html><title>Visitor Desk</title><div id="root"></div>');
    await writeFile(join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    app = buildHttpApp(t.runtime.container, webDir);
  });
  afterAll(() => t.close());

  it('should send a browser with a kiosk cookie to /kiosk from every other page, and serve /kiosk itself', async () => {
    for (const path of ['/', '/index.html', '/SecurityLogin', '/VisitorView', '/Kiosks', '/no/such/page', '/kiosk/', '/Dashboard?tab=1']) {
      const response = await app.request(path, { headers: { ...HTML, Cookie: 'vms_kiosk=anything' } });
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe('/kiosk');
    }
    for (const path of ['/kiosk', '/kiosk?from=idle']) {
      const kiosk = await app.request(path, { headers: { ...HTML, Cookie: 'vms_kiosk=anything; theme=dark' } });
      expect(kiosk.status, path).toBe(200);
      expect(await kiosk.text()).toContain('<div id="root">');
    }
  });

  it('should still serve the SPA\'s files, its settings and the API to a kiosk', async () => {
    const headers = { Cookie: 'vms_kiosk=anything' };
    expect((await app.request('/assets/app-abc123.js', { headers })).status).toBe(200);
    expect((await app.request('/app-config.js', { headers })).status).toBe(200);
    const api = await app.request('/api/kiosk/me', { headers });
    expect(api.status).toBe(401);
  });

  it('should serve every page as before to a browser without a kiosk cookie, signed in or not', async () => {
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    await addAccount(t, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
    const guard = await signedIn(t, { email: email('guard'), password: 'Guard@123' });
    for (const cookie of [undefined, guard.cookie!]) {
      for (const path of ['/', '/SecurityLogin', '/kiosk', '/VisitorView']) {
        const response = await app.request(path, { headers: { ...HTML, ...(cookie ? { Cookie: cookie } : {}) } });
        expect(response.status, path).toBe(200);
      }
    }
    // Starting a kiosk then turns this very browser into one.
    const started = await guard.post('/api/kiosk/devices', { encryptedData: t.envelope.encrypt({ name: 'Reception' }) });
    expect(started.status).toBe(201);
    const after = await app.request('/Dashboard', { headers: { ...HTML, Cookie: guard.cookie! } });
    expect(after.status).toBe(302);
    expect(after.headers.get('location')).toBe('/kiosk');
  });
});
