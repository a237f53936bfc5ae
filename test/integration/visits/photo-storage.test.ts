import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jpeg from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../src/platform/logging/logger.ts';
import { importLocalFiles } from '../../../src/platform/storage/import-local-files.ts';
import { PurgeVisitorData } from '../../../src/visits/application/purge-visitor-data.ts';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { runCli } from '../../support/run-cli.ts';
import { recipientsOf, startSmtpSink, type SmtpSink } from '../../support/smtp-sink.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { TestClient } from '../../support/test-client.ts';
import { queryRows, sqlClient } from '../../support/test-database.ts';
import { insertVisits } from '../../support/visit-fixtures.ts';

/** A real JPEG with content of its own, so that bytes can be told apart. */
const webcamJpeg = (seed: number): Buffer => {
  const data = Buffer.alloc(64 * 48 * 4);
  for (let i = 0; i < data.length; i += 4) data.set([(i / 4 + seed) % 256, seed % 256, 160, 255], i);
  return Buffer.from(jpeg.encode({ data, width: 64, height: 48 }, 80).data);
};

/** Every file under a folder, as paths relative to it. */
/**
 * Whether a photo's storage key belongs to a visit: its filename is `<year>-<visit id>-<16 random>.jpg`
 * (visitor-photo.ts), and the random part may itself hold `-<digits>-`, so the id is read from its place.
 */
const isPhotoOf = (key: string, visitId: number): boolean => key.split('/').pop()?.split('-')[1] === String(visitId);

const filesUnder = async (dir: string): Promise<string[]> => {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1)).sort();
  } catch {
    return [];
  }
};

/**
 * Photos live in PostgreSQL (docs/product/visits.md VIS-PHOTO-02; docs/product/security-and-operations.md OPS-REPLICAS-01): two app instances on one database stand for
 * two replicas on two machines, each with its own data folder, container, pool and mail sender.
 */
describe('photo storage shared by every replica', () => {
  let smtp: SmtpSink;
  let a: TestApp;
  let b: TestApp;
  let deskOnA: TestClient;
  let deskOnB: TestClient;
  let ids: Record<string, number>;

  const query = <T extends Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> => queryRows<T>(a.database.url, text, values);
  const storedFiles = () => query<{ key: string; size_bytes: number }>('select key, size_bytes from stored_file order by key');
  const photoRows = () => query<{ storage_key: string }>('select storage_key from visitor_photo order by storage_key');
  const upload = (client: TestClient, id: number, bytes: Buffer) => {
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
    form.append('visitorId', String(id));
    return client.call<{ success?: boolean; filename?: string; errmessage?: string }>('POST', '/upload', form);
  };

  beforeAll(async () => {
    smtp = await startSmtpSink();
    a = await startTestApp({ smtp }); // today at the site: 20-11-2026
    // The second replica: same database and (as NTP would make it) the same time; nothing else shared.
    b = await startTestApp({ smtp, database: a.database, clock: a.clock });
    await addAccount(a, 'admin', 'admin');
    await addAccount(a, 'host', 'manager', { manager: 'admin', password: 'Host@1234' });
    await addAccount(a, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
    deskOnA = await signedIn(a, { email: email('guard'), password: 'Guard@123' });
    // The same browser session, its requests now balanced to the other replica.
    deskOnB = new TestClient(b);
    deskOnB.cookie = deskOnA.cookie;
    const names = ['Arrives Today', 'Failed Upload', 'Old Visit', 'Old Visit Kept', 'Recent Visit'];
    const sql = await sqlClient(a.database.url);
    const created = await insertVisits(sql, [
      { name: names[0]!, hostEmail: email('host'), date: '2026-11-20' },
      { name: names[1]!, hostEmail: email('host'), date: '2026-11-20' },
      { name: names[2]!, hostEmail: email('host'), date: '2026-03-02' },
      { name: names[3]!, hostEmail: email('host'), date: '2026-03-03' },
      { name: names[4]!, hostEmail: email('host'), date: '2026-11-10' },
    ]);
    await sql.end();
    ids = Object.fromEntries(names.map((name, i) => [name, created[i]!]));
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await smtp?.close();
  });

  it('should serve a photo uploaded through one replica from the other, and mail it from the other\'s sender', async () => {
    const id = ids['Arrives Today']!;
    const photo = webcamJpeg(1);
    const uploaded = await upload(deskOnA, id, photo);
    expect(uploaded.status).toBe(200);
    const filename = uploaded.body.filename!;

    const served = await deskOnB.get(`/photos/${filename}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(deskOnB.lastBytes.equals(photo)).toBe(true);
    expect(await storedFiles()).toEqual([{ key: `photos/2026/${filename}`, size_bytes: photo.byteLength }]);
    // Nothing on either machine's disk.
    expect(await filesUnder(join(a.dataDir, 'files'))).toEqual([]);
    expect(await filesUnder(join(b.dataDir, 'files'))).toEqual([]);

    // Checked in through A; B's sender (outside any request) delivers the host's arrival mail.
    expect((await deskOnA.post('/visitorTimeIn', { encryptedId: a.envelope.encrypt(String(id)) })).status).toBe(200);
    expect(await b.deliverMail()).toBeGreaterThanOrEqual(1);
    const mail = await smtp.waitFor((m) => recipientsOf(m).includes(email('host')) && (m.subject ?? '').startsWith('Arrives Today has arrived'));
    const attached = mail.attachments.find((attachment) => attachment.contentType === 'image/jpeg');
    expect(attached?.content.equals(photo)).toBe(true);
    expect(await a.deliverMail()).toBe(0);
  });

  it('should keep no stored file when the upload\'s transaction fails after the bytes were written', async () => {
    const id = ids['Failed Upload']!;
    const filesBefore = await storedFiles();
    // The photo's row is refused by the database, after the file's row was written in the same transaction.
    await query(`create function refuse_photo() returns trigger language plpgsql as $$
      begin raise exception 'test refuses the photo; its file row is %',
        case when exists (select 1 from stored_file where key = new.storage_key) then 'present' else 'absent' end; end $$`);
    await query('create trigger refuse_photo before insert on visitor_photo for each row execute function refuse_photo()');
    try {
      const failed = await upload(deskOnA, id, webcamJpeg(2));
      expect(failed.status).toBe(500);
    } finally {
      await query('drop trigger refuse_photo on visitor_photo');
      await query('drop function refuse_photo()');
    }
    expect(JSON.stringify(a.logs)).toContain('its file row is present');
    expect(await storedFiles()).toEqual(filesBefore);
    expect((await photoRows()).filter((row) => isPhotoOf(row.storage_key, id))).toEqual([]);

    // The same upload succeeds once the database accepts it, through either replica.
    expect((await upload(deskOnB, id, webcamJpeg(3))).status).toBe(200);
    expect(await storedFiles()).toHaveLength(filesBefore.length + 1);
  });

  it('should remove the photos\' stored files with their records in retention, and keep both when the batch fails', async () => {
    for (const [name, seed] of [['Old Visit', 4], ['Old Visit Kept', 5], ['Recent Visit', 6]] as const) {
      expect((await upload(deskOnA, ids[name]!, webcamJpeg(seed))).status).toBe(200);
    }
    const keyOf = async (id: number) => (await photoRows()).map((row) => row.storage_key).filter((key) => isPhotoOf(key, id));
    const old = [...(await keyOf(ids['Old Visit']!)), ...(await keyOf(ids['Old Visit Kept']!))];
    const recent = await keyOf(ids['Recent Visit']!);
    expect(old).toHaveLength(2);
    const purge = (dryRun: boolean) =>
      b.inContext(() => b.get(PurgeVisitorData).execute(180, { type: 'system', label: 'system:retention' }, { dryRun }));

    expect(await purge(true)).toMatchObject({ visits: 2, photos: 2, dryRun: true });
    expect((await storedFiles()).map((file) => file.key)).toEqual(expect.arrayContaining([...old, ...recent]));

    // A batch that fails (its audit entry is refused) rolls back the photos' records and files together.
    await query(`create function refuse_audit() returns trigger language plpgsql as $$ begin raise exception 'test refuses the audit entry'; end $$`);
    await query("create trigger refuse_audit before insert on audit_log for each row when (new.action = 'visits.purged') execute function refuse_audit()");
    try {
      await expect(purge(false)).rejects.toThrow(/test refuses the audit entry/);
    } finally {
      await query('drop trigger refuse_audit on audit_log');
      await query('drop function refuse_audit()');
    }
    expect((await photoRows()).map((row) => row.storage_key)).toEqual(expect.arrayContaining(old));
    expect((await storedFiles()).map((file) => file.key)).toEqual(expect.arrayContaining(old));

    expect(await purge(false)).toMatchObject({ visits: 2, photos: 2, dryRun: false });
    const keysLeft = (await storedFiles()).map((file) => file.key);
    for (const key of old) expect(keysLeft).not.toContain(key);
    expect(keysLeft).toEqual(expect.arrayContaining(recent));
    expect((await photoRows()).map((row) => row.storage_key).filter((key) => old.includes(key))).toEqual([]);
    // The removed photo answers 404 on both replicas.
    const gone = old[0]!.split('/').pop()!;
    expect((await deskOnA.get(`/photos/${gone}`)).status).toBe(404);
    expect((await deskOnB.get(`/photos/${gone}`)).status).toBe(404);
  });

  describe('vms files import', () => {
    let dataDir: string;
    let env: Record<string, string>;
    const vms = (...args: string[]) => runCli(['files', 'import', ...args], env);
    const oldPhotos = [
      { key: 'photos/2025/2025-7-AAAAAAAAAAAAAAAA.jpg', bytes: webcamJpeg(7) },
      { key: 'photos/2025/2025-8-BBBBBBBBBBBBBBBB.jpg', bytes: webcamJpeg(8) },
      { key: 'photos/2026/2026-9-CCCCCCCCCCCCCCCC.jpg', bytes: webcamJpeg(9) },
    ];
    const interrupted = 'photos/2026/2026-9-DDDDDDDDDDDDDDDD.jpg.0123456789ab.tmp';
    const writeLocal = async (key: string, bytes: Buffer) => {
      await mkdir(join(dataDir, 'files', key, '..'), { recursive: true });
      await writeFile(join(dataDir, 'files', key), bytes);
    };
    const storedContent = async (key: string) => (await query<{ content: Buffer }>('select content from stored_file where key = $1', [key]))[0]?.content ?? null;

    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'vms-files-import-'));
      env = { DATABASE_URL: a.database.url, VMS_DATA_DIR: dataDir, VMS_SERVER_SECRET: 's'.repeat(40) };
      for (const photo of oldPhotos) await writeLocal(photo.key, photo.bytes);
      await writeLocal(interrupted, randomBytes(100));
    });
    afterAll(() => rm(dataDir, { recursive: true, force: true }));

    it('should explain itself with an example, and refuse unknown arguments with exit 2', async () => {
      const help = await vms('--help');
      expect(help.code).toBe(0);
      expect(help.stdout).toContain('--dry-run');
      expect(help.stdout).toMatch(/Examples?:\n\s+\$ vms files import/);
      expect((await vms('--wrong')).code).toBe(2);
      expect((await vms('extra')).code).toBe(2);
    });

    it('should count and change nothing with --dry-run', async () => {
      const before = await storedFiles();
      const result = await vms('--dry-run');
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('Found 4 files');
      expect(result.stdout).toContain('Would import 3; 0 already in the database');
      expect(result.stdout).toContain('1 are not files the server made');
      expect(await storedFiles()).toEqual(before);
      expect(await filesUnder(join(dataDir, 'files'))).toEqual([...oldPhotos.map((p) => p.key), interrupted].sort());
    });

    it('should move every file in, byte for byte, and remove the local copies', async () => {
      const result = await vms('--json');
      expect(result.code).toBe(0);
      expect(JSON.parse(result.stdout)).toMatchObject({ dryRun: false, found: 4, imported: 3, alreadyStored: 0, differing: 0, skipped: 1, failed: 0, removed: 3 });
      for (const photo of oldPhotos) expect((await storedContent(photo.key))?.equals(photo.bytes)).toBe(true);
      // Only the interrupted write is left (and the folders it is in); the emptied 2025 folder is gone.
      expect(await filesUnder(join(dataDir, 'files'))).toEqual([interrupted]);
      expect(await readdir(join(dataDir, 'files', 'photos'))).toEqual(['2026']);
      expect(await storedContent(interrupted)).toBeNull();
    });

    it('should be idempotent: a second run finds nothing new, and a copy already stored is only removed', async () => {
      const again = await vms();
      expect(again.code).toBe(0);
      expect(again.stdout).toContain('Imported 0; 0 were already in the database; removed 0 local files.');

      // Another machine's copy of a photo already moved in: same bytes, so only the local copy goes.
      await writeLocal(oldPhotos[0]!.key, oldPhotos[0]!.bytes);
      const copy = await vms('--json');
      expect(copy.code).toBe(0);
      expect(JSON.parse(copy.stdout)).toMatchObject({ imported: 0, alreadyStored: 1, removed: 1 });
      expect(await filesUnder(join(dataDir, 'files'))).toEqual([interrupted]);
    });

    it('should keep a local file that differs from the stored one under its name, and exit 1', async () => {
      const other = webcamJpeg(77);
      await writeLocal(oldPhotos[1]!.key, other);
      const result = await vms();
      expect(result.code).toBe(1);
      expect(result.stdout).toContain('1 differ from the file stored under the same name: kept locally.');
      expect(result.stderr).toContain('vms: 1 files were not imported');
      expect(await readFile(join(dataDir, 'files', oldPhotos[1]!.key))).toEqual(other);
      expect((await storedContent(oldPhotos[1]!.key))?.equals(oldPhotos[1]!.bytes)).toBe(true);
      await rm(join(dataDir, 'files', oldPhotos[1]!.key));
    });

    it('should serve an imported photo once its record exists, from either replica', async () => {
      const key = oldPhotos[2]!.key;
      await query(`insert into visitor_photo (visitor_pass_id, storage_key, size_bytes, created_at) values ($1, $2, $3, now())`, [ids['Arrives Today'], key, oldPhotos[2]!.bytes.byteLength]);
      for (const client of [deskOnA, deskOnB]) {
        expect((await client.get(`/photos/${key.split('/').pop()}`)).status).toBe(200);
        expect(client.lastBytes.equals(oldPhotos[2]!.bytes)).toBe(true);
      }
    });

    it('should import at start-up through one function that logs one line with the counts', async () => {
      const photo = { key: 'photos/2024/2024-3-EEEEEEEEEEEEEEEE.jpg', bytes: webcamJpeg(10) };
      await writeLocal(photo.key, photo.bytes);
      const lines: Record<string, unknown>[] = [];
      const logger = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
      const result = await importLocalFiles(a.runtime.database.orm, join(dataDir, 'files'), { logger });
      expect(result).toMatchObject({ found: 2, imported: 1, skipped: 1, removed: 1 });
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ msg: 'local files imported into the database', found: 2, imported: 1, skipped: 1, removed: 1 });
      expect((await storedContent(photo.key))?.equals(photo.bytes)).toBe(true);

      // An empty or missing folder: nothing to do and nothing logged.
      const quiet: string[] = [];
      const silent = createLogger('info', { write: (line: string) => void quiet.push(line) });
      expect(await importLocalFiles(a.runtime.database.orm, join(dataDir, 'no-such-folder'), { logger: silent })).toMatchObject({ found: 0, imported: 0 });
      expect(quiet).toEqual([]);
    });
  });
});
