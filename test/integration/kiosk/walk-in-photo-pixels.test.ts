import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages.ts';
import { addAccount, email } from '../../support/identity-flows.ts';
import { startKiosk } from '../../support/kiosk-flows.ts';
import { greyJpeg, jpegClaiming, jpegSize, noisyJpeg } from '../../support/photo-files.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import type { TestClient } from '../../support/test-client.ts';
import { queryRows } from '../../support/test-database.ts';
import { walkInForm } from '../../support/walk-in-form.ts';

/**
 * Issue 27, item 1, at the kiosk: a walk-in's photo rides inside its request and is checked as the
 * desk's upload is, by its JPEG header first (12 megapixels, 4000 pixels a side), then decoded once off
 * the event loop, which makes its stored thumbnail.
 */
describe('the pixels of a kiosk walk-in\'s photo', () => {
  let t: TestApp;
  let tablet: TestClient;
  let hostId: number;

  const query = <T extends Record<string, unknown>>(text: string, values: unknown[] = []) => queryRows<T>(t.database.url, text, values);
  const walkIn = (name: string, photo: Buffer) =>
    tablet.post<{ errmessage?: string; code?: string }>('/api/kiosk/walk-ins', { encryptedData: t.envelope.encrypt({ ...walkInForm(hostId, photo), name }) });

  beforeAll(async () => {
    t = await startTestApp();
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    await addAccount(t, 'host', 'manager', { manager: 'admin', password: 'Host@1234', name: 'Priya Sharma' });
    await addAccount(t, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
    [{ id: hostId }] = (await query<{ id: number }>('select id from employee where email = $1', [email('host')])) as [{ id: number }];
    ({ tablet } = await startKiosk(t, { email: email('guard'), password: 'Guard@123' }, 'Reception, Gate 1'));
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['of over 12 megapixels', () => greyJpeg(4000, 3200), 'Many Pixels'],
    ['that is a decompression bomb', () => jpegClaiming(20000, 20000), 'Bomb Photo'],
  ] as const)('should refuse a photo %s by its header, creating nothing', async (_, photo, name) => {
    const storedFiles = async () => (await query<{ files: number }>('select count(*)::int as files from stored_file'))[0]!.files;
    const filesBefore = await storedFiles();
    const answer = await walkIn(name, await photo());
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 400, body: { errmessage: MESSAGES.photo.tooManyPixels, code: 'photo.too_many_pixels' } });
    expect(await query('select 1 from visitor_pass where name = $1', [name])).toEqual([]);
    expect(await storedFiles()).toBe(filesBefore);
  });

  it('should answer /healthz while a walk-in\'s 3400×3400 photo is being decoded, before the walk-in is answered', async () => {
    let answered = false;
    const walkedIn = walkIn('Large Photo', await greyJpeg(3400, 3400)).finally(() => void (answered = true));
    // The signal that the photo is being processed: sharp counts the decodes running on its threads.
    await new Promise<void>((started, never) => {
      const look = () => {
        if (sharp.counters().process > 0) started();
        else if (answered) never(new Error('the walk-in was answered before sharp decoded anything'));
        else setImmediate(look);
      };
      look();
    });
    const health = await t.request('/healthz');
    const answeredBeforeHealth = answered;
    expect(health.status).toBe(200);
    expect(answeredBeforeHealth).toBe(false);
    expect((await walkedIn).status).toBe(201);
  });

  it('should store a walk-in\'s thumbnail with its photo', async () => {
    const answer = await walkIn('Thumbnail Stored', await noisyJpeg(1280, 960));
    expect(answer.status).toBe(201);
    const [record] = await query<{ storage_key: string; thumbnail_key: string }>(
      "select storage_key, thumbnail_key from visitor_photo where visitor_pass_id = (select id from visitor_pass where name = 'Thumbnail Stored')",
    );
    expect(record!.thumbnail_key).toBe(record!.storage_key.replace(/^photos\//, 'thumbnails/'));
    const [stored] = await query<{ content: Buffer }>('select content from stored_file where key = $1', [record!.thumbnail_key]);
    expect(await jpegSize(stored!.content)).toEqual([160, 120]);
  });
});
