import jpeg from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import type { TestClient } from '../../support/test-client.ts';
import { sqlClient } from '../../support/test-database.ts';
import { insertVisits } from '../../support/visit-fixtures.ts';

/** A real JPEG of this size, with enough detail that a large one is large in bytes too. */
const photoJpeg = (width: number, height: number): Buffer => {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) data.set([(x >> 2) % 256, (y >> 2) % 256, (x * y) % 48, 255], (y * width + x) * 4);
  }
  return Buffer.from(jpeg.encode({ data, width, height }, 85).data);
};

/** Photo thumbnails (issue 12): `GET /photos/{filename}?size=thumbnail`, checked like the photo itself. */
describe('photo thumbnails', () => {
  let t: TestApp;
  let desk: TestClient;
  let host: TestClient;
  let otherHost: TestClient;

  beforeAll(async () => {
    t = await startTestApp();
    await addAccount(t, 'admin', 'admin');
    await addAccount(t, 'host', 'manager', { manager: 'admin', password: 'Host@1234' });
    await addAccount(t, 'other', 'employee', { manager: 'host', password: 'Other@123' });
    await addAccount(t, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
    desk = await signedIn(t, { email: email('guard'), password: 'Guard@123' });
    host = await signedIn(t, { email: email('host'), password: 'Host@1234' });
    otherHost = await signedIn(t, { email: email('other'), password: 'Other@123' });
  });
  afterAll(async () => {
    await t.close();
  });

  const photographed = async (name: string, bytes: Buffer): Promise<string> => {
    const sql = await sqlClient(t.database.url);
    const [id] = await insertVisits(sql, [{ name, hostEmail: email('host'), date: '2026-11-20', checkIn: t.clock.now() }]);
    await sql.end();
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
    form.append('visitorId', String(id));
    const uploaded = await desk.call<{ filename: string }>('POST', '/upload', form);
    expect(uploaded.status).toBe(200);
    return uploaded.body.filename;
  };

  const fetchPhoto = async (client: TestClient, path: string) => {
    const answer = await client.get<{ errmessage?: string; code?: string }>(path);
    return { status: answer.status, body: answer.body, bytes: client.lastBytes, type: answer.headers.get('content-type') };
  };

  it('should shrink a large photo to at most 160 pixels a side, and send a small one as it is', async () => {
    const large = photoJpeg(1280, 960);
    expect(large.length).toBeGreaterThan(48 * 1024);
    expect(large.length).toBeLessThanOrEqual(1024 * 1024);
    const largeName = await photographed('Large Photo', large);
    const thumb = await fetchPhoto(desk, `/photos/${largeName}?size=thumbnail`);
    expect(thumb.status).toBe(200);
    expect(thumb.type).toBe('image/jpeg');
    const decoded = jpeg.decode(thumb.bytes, { useTArray: true });
    expect([decoded.width, decoded.height]).toEqual([160, 120]);
    expect(thumb.bytes.length).toBeLessThan(large.length / 10);
    // The photo itself is still the photo as taken.
    const full = await fetchPhoto(desk, `/photos/${largeName}`);
    expect(Buffer.compare(full.bytes, large)).toBe(0);
    expect(Buffer.compare((await fetchPhoto(desk, `/photos/${largeName}?size=full`)).bytes, large)).toBe(0);

    const small = photoJpeg(320, 240);
    expect(small.length).toBeLessThanOrEqual(48 * 1024);
    const smallName = await photographed('Small Photo', small);
    const same = await fetchPhoto(desk, `/photos/${smallName}?size=thumbnail`);
    expect(same.status).toBe(200);
    expect(Buffer.compare(same.bytes, small)).toBe(0);
  });

  it('should show a thumbnail only to those who may see the photo: the desk and the visitor\'s own host, never another host', async () => {
    const name = await photographed('Private Photo', photoJpeg(1280, 960));
    expect((await fetchPhoto(host, `/photos/${name}?size=thumbnail`)).status).toBe(200);
    expect(await fetchPhoto(otherHost, `/photos/${name}?size=thumbnail`)).toMatchObject({
      status: 404,
      body: { code: 'photo.not_available', errmessage: 'Photo not available. Please take a photo first.' },
    });
    const anonymous = await t.request(`/photos/${name}?size=thumbnail`);
    expect(anonymous.status).toBe(401);
    expect(await fetchPhoto(desk, `/photos/${name}?size=huge`)).toMatchObject({
      status: 400,
      body: { code: 'input.invalid', errmessage: 'size must be full or thumbnail', field: 'size' },
    });
    expect(await fetchPhoto(desk, '/photos/2026-999999-nothing.jpg?size=thumbnail')).toMatchObject({ status: 404, body: { code: 'photo.not_available' } });
  });
});
