import { createHash } from 'node:crypto';
import { readdir, readFile, rmdir, stat, unlink } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../logging/logger.ts';
import { LocalFilesImporter, type LocalFilesImport } from '../ports/local-files-importer.ts';
import { isStorageKey } from './storage-key.ts';

export interface ImportLocalFilesOptions {
  /** Count only: nothing is written or removed. */
  readonly dryRun?: boolean;
  /** When given and the folder held files: one line with the counts. */
  readonly logger?: Logger;
}

type Outcome = 'imported' | 'alreadyStored' | 'differing' | 'skipped' | 'failed';

const WORKERS = 4;
const MAX_PROBLEMS = 20;
// LocalFileStorage wrote `<key>.<12 hex>.tmp` and renamed it; one left over is an interrupted write.
const TEMPORARY = /\.tmp$/i;

/** Every regular file under `dir` (symbolic links are not followed); none when the folder is missing. */
const listFiles = async (dir: string): Promise<string[]> => {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files: string[] = [];
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(path)));
    else if (entry.isFile()) files.push(path);
  }
  return files;
};

/** Removes the folders the import emptied (deepest first), never `root` itself. */
const pruneEmptyFolders = async (root: string, dir = root): Promise<void> => {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) if (entry.isDirectory()) await pruneEmptyFolders(root, join(dir, entry.name));
  if (dir !== root) await rmdir(dir).catch(() => undefined);
};

const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/**
 * Moves the files of the old local storage (`<VMS_DATA_DIR>/files/photos/2026/…jpg`, the key being
 * the path under the folder) into `stored_file`, so that every replica serves them. Safe to run again
 * and on several replicas at once: a row already present is never overwritten (`on conflict do
 * nothing`), only compared (size, then SHA-256), and a local file is removed only once a row with its
 * bytes has committed. Used by `vms files import` and by the server at start-up.
 */
export const importLocalFiles = async (orm: MikroORM, filesDir: string, options: ImportLocalFilesOptions = {}): Promise<LocalFilesImport> => {
  const dryRun = options.dryRun ?? false;
  const files = await listFiles(filesDir);
  const counts: Record<Outcome, number> = { imported: 0, alreadyStored: 0, differing: 0, skipped: 0, failed: 0 };
  const problems: { path: string; reason: string }[] = [];
  let removed = 0;
  const connection = orm.em.fork().getConnection();

  const note = (outcome: Outcome, path: string, reason?: string): void => {
    counts[outcome] += 1;
    if (reason && problems.length < MAX_PROBLEMS) problems.push({ path, reason });
  };

  /** The row under `key`, compared with the local bytes; null when there is none. */
  const storedMatches = async (key: string, bytes: Buffer): Promise<boolean | null> => {
    const rows = await connection.execute<{ size_bytes: number; sha: string | null }[]>(
      `select size_bytes, case when size_bytes = ? then encode(sha256(content), 'hex') end as sha from stored_file where key = ?`,
      [bytes.byteLength, key],
    );
    const row = rows[0];
    if (!row) return null;
    return row.size_bytes === bytes.byteLength && row.sha === sha256(bytes);
  };

  const importOne = async (path: string): Promise<void> => {
    const key = relative(filesDir, path).split(sep).join('/');
    if (TEMPORARY.test(key) || !isStorageKey(key)) return note('skipped', key, 'not a storage key');
    let bytes: Buffer;
    let modifiedAt: Date;
    try {
      [bytes, modifiedAt] = await Promise.all([readFile(path), stat(path).then((info) => info.mtime)]);
    } catch (error) {
      return note('failed', key, (error as Error).message);
    }
    try {
      if (dryRun) {
        const matches = await storedMatches(key, bytes);
        return matches === null ? note('imported', key) : matches ? note('alreadyStored', key) : note('differing', key, 'stored with other content');
      }
      // One statement, committed on its own before the file goes.
      const inserted = await connection.execute<{ key: string }[]>(
        `insert into stored_file (key, content, size_bytes, created_at) values (?, ?, ?, ?)
           on conflict (key) do nothing returning key`,
        [key, bytes, bytes.byteLength, modifiedAt],
      );
      if (inserted.length === 0) {
        const matches = await storedMatches(key, bytes);
        if (matches !== true) return note('differing', key, matches === null ? 'its row was removed meanwhile' : 'stored with other content');
        note('alreadyStored', key);
      } else {
        note('imported', key);
      }
      await unlink(path).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
      removed += 1;
    } catch (error) {
      note('failed', key, (error as Error).message);
    }
  };

  const queue = [...files];
  await Promise.all(
    Array.from({ length: Math.min(WORKERS, queue.length) }, async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) await importOne(path);
    }),
  );
  if (!dryRun && removed > 0) await pruneEmptyFolders(filesDir);

  const result: LocalFilesImport = { dryRun, found: files.length, ...counts, removed, problems };
  if (options.logger && files.length > 0) {
    const { problems: shown, ...figures } = result;
    const level = counts.differing + counts.failed + counts.skipped > 0 ? 'warn' : 'info';
    options.logger[level]({ dir: filesDir, ...figures, ...(shown.length ? { problems: shown } : {}) }, 'local files imported into the database');
  }
  return result;
};

/** The importer the container hands the CLI (`vms files import`); the server calls importLocalFiles at start. */
export class PostgresLocalFilesImporter extends LocalFilesImporter {
  constructor(private readonly orm: MikroORM) {
    super();
  }

  importFrom(filesDir: string, options: { readonly dryRun: boolean }): Promise<LocalFilesImport> {
    return importLocalFiles(this.orm, filesDir, options);
  }
}
