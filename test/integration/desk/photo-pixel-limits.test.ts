import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages.ts';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { greyJpeg, jpegClaiming, jpegSize, noisyJpeg } from '../../support/photo-files.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import type { TestClient } from '../../support/test-client.ts';
import { queryRows, sqlClient } from '../../support/test-database.ts';
import { insertVisits } from '../../support/visit-fixtures.ts';

const TOO_MANY_PIXELS = { status: 400, body: { errmessage: MESSAGES.photo.tooManyPixels, code: 'photo.too_many_pixels' } };

/**
 * Issue 27, item 1: a photo is refused by the size its JPEG header states (12 megapixels, 4000 pixels a
 * side) before anything is decoded; an allowed one is decoded once, off the event loop, which makes
 * its thumbnail, stored beside it and sent as stored.
 */
describe('photo sizes in pixels and stored thumbnails (the desk\'s upload)', () => {
  let t: TestApp;
  let desk: TestClient;

  const query = <T extends Record<string, unknown>>(text: string, values: unknown[] = []) => queryRows<T>(t.database.url, text, values);
  const visit = async (name: string): Promise<number> => {
    const sql = await sqlClient(t.database.url);
    const [id] = await insertVisits(sql, [{ name, hostEmail: email('host'), date: '2026-11-20', checkIn: t.clock.now() }]);
    await sql.end();
    return id!;
  };
  const upload = (id: number, bytes: Buffer) => {
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
    form.append('visitorId', String(id));
    return desk.call<{ filename?: string; errmessage?: string; code?: string }>('POST', '/upload', form);
  };
  /** What an upload leaves behind for a visit: its photo records, stored files and audit entries. */
  const traces = async (id: number) => ({
    photos: await query('select storage_key from visitor_photo where visitor_pass_id = $1', [id]),
    // A file's name begins with its year and its visit (visitor-photo.ts), photo and thumbnail alike.
    files: await query("select key from stored_file where split_part(key, '/', 3) like $1", [`2026-${id}-%`]),
    audit: await query("select 1 from audit_log where action = 'visit.photo_taken' and subject_id = $1", [id]),
  });
  const thumbnailOf = async (filename: string) => {
    const answer = await desk.get(`/photos/${filename}?size=thumbnail`);
    return { status: answer.status, type: answer.headers.get('content-type'), bytes: desk.lastBytes };
  };

  beforeAll(async () => {
    t = await startTestApp();
    await addAccount(t, 'admin', 'admin');
    await addAccount(t, 'host', 'manager', { manager: 'admin', password: 'Host@1234' });
    await addAccount(t, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
    desk = await signedIn(t, { email: email('guard'), password: 'Guard@123' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('should refuse a photo over 12 megapixels, one over 4000 pixels a side and a decompression bomb by their headers, changing nothing', async () => {
    const id = await visit('Too Many Pixels');
    const over = await greyJpeg(4000, 3200); // 12.8 megapixels, 4000 a side: real, and small in bytes
    const tall = await greyJpeg(1000, 4100); // 4.1 megapixels, but one side over 4000
    const bomb = await jpegClaiming(20000, 20000); // a few hundred bytes claiming 400 megapixels
    expect(over.length).toBeLessThan(1024 * 1024);
    expect(bomb.length).toBeLessThan(1024);
    expect(await jpegSize(bomb)).toEqual([20000, 20000]);
    for (const photo of [over, tall, bomb]) expect(await upload(id, photo)).toMatchObject(TOO_MANY_PIXELS);
    expect(await traces(id)).toEqual({ photos: [], files: [], audit: [] });
    // The visit takes a photo the product's camera makes.
    expect((await upload(id, await greyJpeg(320, 240))).status).toBe(200);
  });

  it('should answer /healthz while five photos of 3400×3400 are being decoded, before any of their uploads is answered', async () => {
    // The attack: 3400×3400 (11.6 megapixels, under the limit) five at once. Each is decoded on
    // libvips's threads: the event loop answers the health check meanwhile.
    const photo = await greyJpeg(3400, 3400);
    const ids = await Promise.all([1, 2, 3, 4, 5].map((n) => visit(`Large Photo ${'ABCDE'[n - 1]}`)));
    let answered = 0;
    const uploads = ids.map((id) => upload(id, photo).finally(() => void (answered += 1)));
    // The signal that a photo is being processed: sharp counts the decodes running on its threads.
    const decoding = new Promise<void>((started, never) => {
      const look = () => {
        if (sharp.counters().process > 0) started();
        else if (answered === uploads.length) never(new Error('every upload was answered before sharp decoded anything'));
        else setImmediate(look);
      };
      look();
    });
    await decoding;
    const health = await t.request('/healthz');
    const answeredBeforeHealth = answered;
    expect(health.status).toBe(200);
    expect(answeredBeforeHealth).toBe(0);
    expect((await Promise.all(uploads)).map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
  });

  it('should store the thumbnail at upload and send it as stored, without decoding the photo again', async () => {
    const id = await visit('Stored Thumbnail');
    const photo = await noisyJpeg(1280, 960);
    expect(photo.length).toBeGreaterThan(48 * 1024);
    const { body } = await upload(id, photo);
    const key = `photos/2026/${body.filename}`;
    const [record] = await query<{ thumbnail_key: string }>('select thumbnail_key from visitor_photo where storage_key = $1', [key]);
    expect(record).toEqual({ thumbnail_key: `thumbnails/2026/${body.filename}` });
    const [stored] = await query<{ content: Buffer }>('select content from stored_file where key = $1', [record!.thumbnail_key]);
    expect(await jpegSize(stored!.content)).toEqual([160, 120]);

    // The photo's own bytes spoilt in the database: the thumbnail is still sent, byte for byte as stored.
    await query('update stored_file set content = $1 where key = $2', [Buffer.from('not a picture any more'), key]);
    const thumbnail = await thumbnailOf(body.filename!);
    expect(thumbnail).toMatchObject({ status: 200, type: 'image/jpeg' });
    expect(thumbnail.bytes.equals(stored!.content)).toBe(true);
  });

  it('should keep a small photo as its own thumbnail, storing one file', async () => {
    const id = await visit('Own Thumbnail');
    const photo = await greyJpeg(320, 240);
    const { body } = await upload(id, photo);
    const key = `photos/2026/${body.filename}`;
    expect(await query('select thumbnail_key from visitor_photo where storage_key = $1', [key])).toEqual([{ thumbnail_key: key }]);
    expect((await traces(id)).files).toEqual([{ key }]);
    expect((await thumbnailOf(body.filename!)).bytes.equals(photo)).toBe(true);
  });

  it('should make the thumbnail of a photo stored before thumbnails were once, on its first request, and keep it', async () => {
    const id = await visit('Older Photo');
    const photo = await noisyJpeg(1280, 960);
    const { body } = await upload(id, photo);
    const key = `photos/2026/${body.filename}`;
    // As a photo stored before this change is: no thumbnail recorded, none stored.
    await query('update visitor_photo set thumbnail_key = null where storage_key = $1', [key]);
    await query('delete from stored_file where key = $1', [`thumbnails/2026/${body.filename}`]);

    const first = await thumbnailOf(body.filename!);
    expect(first).toMatchObject({ status: 200, type: 'image/jpeg' });
    expect(await jpegSize(first.bytes)).toEqual([160, 120]);
    const thumbnailKey = `thumbnails/2026/${body.filename}`;
    expect(await query('select thumbnail_key from visitor_photo where storage_key = $1', [key])).toEqual([{ thumbnail_key: thumbnailKey }]);
    const [stored] = await query<{ content: Buffer }>('select content from stored_file where key = $1', [thumbnailKey]);
    expect(stored!.content.equals(first.bytes)).toBe(true);
    // From then on it is sent as stored, as a new photo's is.
    await query('update stored_file set content = $1 where key = $2', [Buffer.from('not a picture any more'), key]);
    expect((await thumbnailOf(body.filename!)).bytes.equals(first.bytes)).toBe(true);
  });
});
