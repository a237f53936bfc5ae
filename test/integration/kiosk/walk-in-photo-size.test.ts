import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import jpeg from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages.ts';
import { NodeEnvelope } from '#kernel/envelope/node-envelope.ts';
import { addAccount, email } from '../../support/identity-flows.ts';
import { startKiosk } from '../../support/kiosk-flows.ts';
import { walkInForm } from '../../support/walk-in-form.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { TestClient } from '../../support/test-client.ts';
import { queryRows } from '../../support/test-database.ts';

const MIB = 1024 * 1024;

/** A real camera-sized JPEG of noise (which compresses badly): its size grows with `side`. */
const noiseJpeg = (side: number): Buffer => {
  const data = Buffer.alloc(side * side * 4);
  let seed = side;
  for (let i = 0; i < data.length; i++) {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    data[i] = seed >> 16;
  }
  return Buffer.from(jpeg.encode({ data, width: side, height: side }, 90).data);
};

/**
 * The 1 MiB photo rule at the kiosk (docs/product/visits.md VIS-PHOTO-02, as at the desk): a walk-in's photo travels
 * as base64 inside the payload envelope (hex), about 2.7 times its size, so a photo from about 770 KB on
 * used to meet the 2 MiB body limit first (413 `http.payload_too_large`, "request too large"). Now a photo
 * up to 1 MiB is taken, and a larger one is refused with the photo rule's own code and words, whichever
 * limit it meets first; in process and over a real HTTP connection (the server reads JSON bodies
 * itself there, node-json-body.ts).
 */
describe('the size of a kiosk walk-in\'s photo', () => {
  let t: TestApp;
  let server: ServerType;
  let clients: Record<'in process' | 'over HTTP', TestClient>;
  let hostId: number;
  const photos = { near: noiseJpeg(700), over: noiseJpeg(760), far: noiseJpeg(900) };

  /**
   * Sealed with the server's own envelope (node:crypto), not the SPA's crypto-js (the test app's
   * `envelope`): the same bytes (test/unit/shared/envelope.test.ts), and crypto-js took about 2 s of CPU
   * (a profile) to seal these six megabyte photos (docs/performance.md, "Test suite").
   */
  const walkIn = (client: TestClient, name: string, photo: Buffer) =>
    client.post<{ errmessage?: string; code?: string }>('/api/kiosk/walk-ins', { encryptedData: t.get(NodeEnvelope).encrypt({ ...walkInForm(hostId, photo), name }) });
  const visitsNamed = async (name: string) => (await queryRows(t.database.url, 'select 1 from visitor_pass where name = $1', [name])).length;

  beforeAll(async () => {
    t = await startTestApp();
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    await addAccount(t, 'host', 'manager', { manager: 'admin', password: 'Host@1234', name: 'Priya Sharma' });
    await addAccount(t, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
    [{ id: hostId }] = (await queryRows<{ id: number }>(t.database.url, 'select id from employee where email = $1', [email('host')])) as [{ id: number }];
    const { tablet } = await startKiosk(t, { email: email('guard'), password: 'Guard@123' }, 'Reception, Gate 1');
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await once(server, 'listening');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const overHttp = new TestClient({ request: (path, init) => fetch(`${url}${path}`, init) });
    overHttp.cookie = tablet.cookie;
    clients = { 'in process': tablet, 'over HTTP': overHttp };
  });
  afterAll(async () => {
    await new Promise<void>((done) => server?.close(() => done()));
    await t?.close();
  });

  it('should use photos of the sizes the test means', () => {
    expect(photos.near.length).toBeGreaterThan(0.85 * MIB);
    expect(photos.near.length).toBeLessThan(MIB);
    expect(photos.over.length).toBeGreaterThan(MIB);
    expect(photos.over.length).toBeLessThan(1.1 * MIB);
    expect(photos.far.length).toBeGreaterThan(1.4 * MIB);
  });

  it.each(['in process', 'over HTTP'] as const)('should take a photo just under 1 MiB (%s)', async (how) => {
    const name = `Nearly Large ${how === 'in process' ? 'Inproc' : 'Overhttp'}`;
    expect((await walkIn(clients[how], name, photos.near)).status).toBe(201);
    expect(await visitsNamed(name)).toBe(1);
  });

  it.each([
    ['in process', 'over'],
    ['over HTTP', 'over'],
    ['in process', 'far'],
    ['over HTTP', 'far'],
  ] as const)('should refuse a photo over 1 MiB with the photo rule (%s, %s), creating nothing', async (how, size) => {
    const name = `Too Large ${size === 'over' ? 'Over' : 'Far'} ${how === 'in process' ? 'Inproc' : 'Overhttp'}`;
    const answer = await walkIn(clients[how], name, photos[size]);
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 413, body: { errmessage: MESSAGES.photo.tooLarge, code: 'photo.too_large' } });
    expect(await visitsNamed(name)).toBe(0);
  });
});
