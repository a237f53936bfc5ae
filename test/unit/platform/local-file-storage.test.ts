import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalFileStorage } from '../../../src/platform/storage/local-file-storage.ts';

describe(LocalFileStorage.name, () => {
  let root: string;
  let storage: LocalFileStorage;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'vms-files-'));
    storage = new LocalFileStorage(root);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('should keep, return and delete a file under its key', async () => {
    await storage.put('photos/2026/visit-1-abc.jpg', Buffer.from('jpeg bytes'));
    expect((await storage.get('photos/2026/visit-1-abc.jpg'))?.toString()).toBe('jpeg bytes');
    await storage.delete('photos/2026/visit-1-abc.jpg');
    expect(await storage.get('photos/2026/visit-1-abc.jpg')).toBeNull();
  });

  it('should answer null for a missing file and delete it quietly', async () => {
    expect(await storage.get('photos/none.jpg')).toBeNull();
    await expect(storage.delete('photos/none.jpg')).resolves.toBeUndefined();
  });

  it('should leave no temporary files behind', async () => {
    await storage.put('a/b.jpg', Buffer.from('x'));
    expect(await readdir(join(root, 'a'))).toEqual(['b.jpg']);
  });

  it.each(['../etc/passwd', '/etc/passwd', 'photos/../../x', '', 'photos//x', 'photos/.hidden'])(
    'should refuse the key %j',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
    },
  );
});
