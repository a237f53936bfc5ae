import { describe, expect, it } from 'vitest';
import { tellingLine } from '../../../src/platform/config/startup-problem.ts';
import { explainConnectionFailure } from '../../../src/platform/database/connection-failure.ts';
import { firstLockedFolder } from '../../../src/platform/database/postgres-user-access.ts';

describe('the folder the database user cannot enter', () => {
  const tree: Record<string, { mode: number; uid: number; gid: number }> = {
    '/': { mode: 0o755, uid: 0, gid: 0 },
    '/root': { mode: 0o700, uid: 0, gid: 0 },
    '/root/tmp': { mode: 0o755, uid: 0, gid: 0 },
    '/srv': { mode: 0o750, uid: 0, gid: 50 },
    '/srv/vms': { mode: 0o700, uid: 70, gid: 70 },
  };
  const statOf = async (folder: string) => tree[folder] ?? Promise.reject(new Error('ENOENT'));
  const postgres = { uid: 70, gids: [70] };

  it('should be the first on the way that neither owner, group nor others let it through', async () => {
    expect(await firstLockedFolder('/root/tmp/clone/.data', postgres, statOf)).toBe('/root');
    expect(await firstLockedFolder('/srv/vms/.data', postgres, statOf)).toBe('/srv');
    expect(await firstLockedFolder('/srv/vms/.data', { uid: 70, gids: [70, 50] }, statOf)).toBeNull();
  });

  it('should read a user not made yet as one of the others', async () => {
    expect(await firstLockedFolder('/srv/x', { uid: null, gids: [] }, statOf)).toBe('/srv');
    expect(await firstLockedFolder('/root', { uid: null, gids: [] }, statOf)).toBe('/root');
  });
});

describe('the line that says why a program failed', () => {
  it('should be its last error line, without the time stamp', () => {
    const log = [
      '2026-11-28 10:00:00.000 UTC [41] LOG:  starting PostgreSQL 18',
      '2026-11-28 10:00:00.001 UTC [41] FATAL:  database files are incompatible with server',
      '2026-11-28 10:00:00.002 UTC [41] DETAIL:  The data directory was initialized by PostgreSQL version 3',
      '2026-11-28 10:00:00.003 UTC [41] LOG:  database system is shut down',
    ].join('\n');
    expect(tellingLine(log)).toBe('FATAL:  database files are incompatible with server');
    expect(tellingLine('[STDERR] initdb: error: could not access directory "/x": Permission denied\n')).toBe(
      'initdb: error: could not access directory "/x": Permission denied',
    );
  });
});

describe('an external database that cannot be used', () => {
  it('should name the cause, the address and the setting, never the password', () => {
    const refused = explainConnectionFailure({ code: '28P01' }, 'postgres://vms:s3cret@db.acme:6432/vms', 'DATABASE_URL');
    expect(refused?.message).toBe(
      'Cannot use the database of DATABASE_URL: PostgreSQL at db.acme:6432 refused the password of user "vms". Start PostgreSQL there or correct DATABASE_URL.',
    );
    expect(explainConnectionFailure({ code: '3D000' }, 'postgres://vms:s3cret@db.acme/visits', 'DATABASE_URL')?.message).toContain(
      'PostgreSQL at db.acme:5432 has no database "visits"',
    );
  });

  it('should leave any other failure as it is', () => {
    expect(explainConnectionFailure(new TypeError('a bug'), 'postgres://db/vms', 'DATABASE_URL')).toBeUndefined();
  });
});
