/**
 * Issue 27, item 1: large photos against a server's event loop. The real server in a process of its
 * own on a loopback port; this process uploads a 3400×3400 grey JPEG as the desk does (`POST /upload`),
 * once and then five in a row, and asks for its thumbnail five times in a row, while a prober here
 * sends `GET /healthz` one after the other and records how long each took to answer. The goal: every
 * health answer within 100 ms.
 *
 *   node --import tsx bench/photo-attack.ts
 *
 * `PHOTO_SIDE` changes the photo's side (default 3400). The database is the embedded one in a fresh
 * folder unless BENCH_DATA_DIR or DATABASE_URL says otherwise; a few hundred visits are enough.
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { siteToday } from '#contract/visit-time.ts';
import { benchRuntime } from './bench-database.ts';
import { ensureDeskAccount, signInDesk, startBenchServer } from './bench-desk.ts';
import { seedVisits } from './seed-visits.ts';
import { sql } from './sql.ts';

const SIDE = Number(process.env['PHOTO_SIDE'] ?? 3400);
const runtime = await benchRuntime();
const run = sql(runtime);
const today = siteToday(runtime.config.timeZone, new Date());
await seedVisits(runtime, Number(process.env['BENCH_VISITS'] ?? 500), today);
// Any visit may have a photo taken but a cancelled (or declined) one: seven of them.
const ids = (
  await run<{ id: number }>(`select id from visitor_pass where approve_status = 'Approved' and anonymised_at is null and cancelled_at is null order by id desc limit 7`)
).map((r) => r.id);
const email = await ensureDeskAccount(runtime);

const server = await startBenchServer(runtime);
const { base } = server;
const cookie = await signInDesk(runtime, base, email);

// The photo: one grey, 3400×3400 (11.6 megapixels: under the 12-megapixel limit, so it is
// stored and thumbnailed rather than refused).
const photo = await sharp({ create: { width: SIDE, height: SIDE, channels: 3, background: { r: 128, g: 128, b: 128 } } }).jpeg({ quality: 100 }).toBuffer();

/**
 * A request on a connection of its own: a server whose event loop was stalled for seconds closes its
 * idle keep-alive connections late, and a pooled one would be reset under the next request.
 */
const call = (path: string, init: RequestInit = {}): Promise<Response> => fetch(`${base}${path}`, { ...init, headers: { ...init.headers, Connection: 'close' } });
const upload = async (visitId: number): Promise<{ status: number; filename?: string }> => {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
  form.append('visitorId', String(visitId));
  const answer = await call('/upload', { method: 'POST', headers: { Cookie: cookie }, body: form });
  return { status: answer.status, ...((await answer.json()) as { filename?: string }) };
};
const thumbnail = async (filename: string): Promise<{ status: number }> => {
  const answer = await call(`/photos/${filename}?size=thumbnail`, { headers: { Cookie: cookie } });
  await answer.arrayBuffer();
  return { status: answer.status };
};

/** Runs `attack` while health checks go one after the other; the attack's time and every health check's. */
const underAttack = async (label: string, attack: () => Promise<number[]>) => {
  const health: number[] = [];
  let attacking = true;
  const prober = (async () => {
    while (attacking) {
      const started = performance.now();
      await call('/healthz').then((r) => r.arrayBuffer());
      health.push(performance.now() - started);
      await sleep(5);
    }
  })();
  const started = performance.now();
  const statuses = await attack();
  const took = performance.now() - started;
  attacking = false;
  await prober;
  const sorted = [...health].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const over100 = health.filter((ms) => ms > 100).length;
  console.log(
    `${label.padEnd(34)} ${took.toFixed(0).padStart(6)} ms, answers ${JSON.stringify(statuses)}; /healthz ×${health.length}: ` +
      `median ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms, over 100 ms: ${over100}`,
  );
};

try {
  console.log(`photo: ${SIDE}×${SIDE} grey JPEG, ${(photo.length / 1024).toFixed(0)} KB`);
  // A photo the desk's camera makes, first: what the server loads on its first upload is not counted.
  const warmUp = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 90, g: 90, b: 90 } } }).jpeg().toBuffer();
  {
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(warmUp)], { type: 'image/jpeg' }), 'photo.jpg');
    form.append('visitorId', String(ids[6]));
    const answer = await call('/upload', { method: 'POST', headers: { Cookie: cookie }, body: form });
    const { filename } = (await answer.json()) as { filename: string };
    await (await call(`/photos/${filename}?size=thumbnail`, { headers: { Cookie: cookie } })).arrayBuffer();
  }
  // What this machine answers without an attack, to read the rest against.
  await underAttack('no attack (2 s)', async () => {
    await sleep(2000);
    return [];
  });
  let stored: string | undefined;
  await underAttack('one upload', async () => {
    const answer = await upload(ids[0]!);
    stored = answer.filename;
    return [answer.status];
  });
  await underAttack('five uploads in a row', async () => {
    const statuses: number[] = [];
    for (const id of ids.slice(1, 6)) statuses.push((await upload(id)).status);
    return statuses;
  });
  await underAttack('five thumbnail requests in a row', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await thumbnail(stored!)).status);
    return statuses;
  });
  await underAttack('five uploads at once', async () => (await Promise.all(ids.slice(1, 6).map(upload))).map((answer) => answer.status));
} finally {
  await server.stop();
  await runtime.close();
}
