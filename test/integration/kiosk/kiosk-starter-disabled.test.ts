import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kioskDeviceListAnswerSchema, kioskDeviceViewSchema } from '#contract/api/kiosk-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { startKiosk } from '../../support/kiosk-flows.ts';
import { runCliInProcess } from '../../support/run-cli.ts';
import { startTestApp, TEST_SERVER_SECRET, type TestApp } from '../../support/test-app.ts';

type Answer = { errmessage?: string; code?: string };

/** Issue 27: a kiosk does not outlive the authority it was started under. */
describe('a kiosk whose starter is disabled', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    await addAccount(t, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
    await addAccount(t, 'keeper', 'security', { manager: 'admin', password: 'Keeper@12' });
  });
  afterAll(() => t.close());

  /** `vms` on the same database and secret as the server, as IT staff run it beside the replicas. */
  const vms = (...args: string[]) => runCliInProcess(args, { DATABASE_URL: t.database.url, VMS_DATA_DIR: t.dataDir, VMS_SERVER_SECRET: TEST_SERVER_SECRET, VMS_TIMEZONE: 'Asia/Kolkata' });

  it('should refuse the kiosk\'s next call once `vms users disable` ran (its cookie cleared), leave other kiosks working, and list it as stopped with the reason', async () => {
    const { tablet, id } = await startKiosk(t, { email: email('guard'), password: 'Guard@123' }, 'Lobby, started by guard');
    const { tablet: other, id: otherId } = await startKiosk(t, { email: email('keeper'), password: 'Keeper@12' }, 'Gate, started by keeper');
    expect((await tablet.get('/api/kiosk/me')).status).toBe(200);

    expect(await vms('users', 'disable', email('guard'))).toMatchObject({ code: 0 });

    // The database decides, on the next call: no job, nothing kept in one replica's memory.
    for (const [method, path] of [['GET', '/api/kiosk/me'], ['POST', '/api/kiosk/appointments/lookup'], ['GET', '/api/kiosk/hosts?q=adm']] as const) {
      const cookie = tablet.cookie;
      const refused = await tablet.call<Answer>(method, path, method === 'POST' ? { encryptedData: t.envelope.encrypt({ phone: '9812345670' }) } : undefined);
      expect(refused.status, path).toBe(401);
      expect(refused.body, path).toEqual({ errmessage: MESSAGES.kiosk.signedOut, code: 'kiosk.required' });
      expect(refused.headers.getSetCookie().find((line) => line.startsWith('vms_kiosk=')), path).toMatch(/Max-Age=0/);
      // Sent again as the tablet kept it, the cookie is refused the same way each time.
      tablet.cookie = cookie;
    }
    expect((await other.get('/api/kiosk/me')).status).toBe(200);

    const listed = await (await signedIn(t, { email: email('admin'), password: 'Admin@123' })).get('/api/kiosk/devices');
    expect(listed.status).toBe(200);
    const status = Object.fromEntries(kioskDeviceListAnswerSchema.parse(listed.body).devices.map((device) => [device.id, device.status]));
    expect(status).toEqual({ [id]: 'starter_disabled', [otherId]: 'active' });

    const json = (JSON.parse((await vms('kiosk', 'list', '--json')).stdout) as unknown[]).map((row) => kioskDeviceViewSchema.parse(row));
    expect(json.map((row) => [row.id, row.status])).toEqual([
      [otherId, 'active'],
      [id, 'starter_disabled'],
    ]);
    const table = await vms('kiosk', 'list');
    expect(table.code).toBe(0);
    const rows = table.stdout.trim().split('\n').slice(1).map((line) => line.split(/\s{2,}/).slice(0, 3));
    expect(rows).toEqual([
      [String(otherId), 'Gate, started by keeper', 'active'],
      [String(id), 'Lobby, started by guard', 'stopped: starter disabled'],
    ]);

    // An admin may still sign it out for good.
    expect(await vms('kiosk', 'revoke', String(id))).toMatchObject({ code: 0 });
    expect((JSON.parse((await vms('kiosk', 'list', '--json')).stdout) as { id: number; status: string }[]).find((row) => row.id === id)).toMatchObject({ status: 'revoked' });
  });
});
