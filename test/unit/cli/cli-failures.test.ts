import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CliRun, EXIT, lostDatabase } from '../../../cli/cli-context.ts';

/** How a run of `vms` reports a failure: one line on stderr, a stack only when LOG_LEVEL asks for detail. */
const report = async (error: unknown, env: Record<string, string> = {}): Promise<{ code: number; stderr: string }> => {
  const stderr = new PassThrough();
  const chunks: Buffer[] = [];
  stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
  const run = new CliRun({ stdout: new PassThrough(), stderr, env });
  const code = await run.reportFailure(error);
  return { code, stderr: Buffer.concat(chunks).toString('utf8') };
};

const systemError = (message: string, fields: Record<string, unknown>): Error => Object.assign(new Error(message), fields);

describe('vms failures', () => {
  it('should report an unexpected error in one line, and its stack only with LOG_LEVEL=debug or trace', async () => {
    const error = new Error('something broke\nsecond line');
    const quiet = await report(error, { LOG_LEVEL: 'warn' });
    expect(quiet).toEqual({ code: EXIT.failed, stderr: 'vms: unexpected error: something broke (run again with LOG_LEVEL=debug for the details)\n' });
    for (const level of ['debug', 'trace']) {
      const detailed = await report(error, { LOG_LEVEL: level });
      expect(detailed.code).toBe(EXIT.failed);
      expect(detailed.stderr.startsWith('vms: unexpected error: something broke (')).toBe(true);
      expect(detailed.stderr).toContain(error.stack!);
    }
  });

  it('should name a file it could not open and why', async () => {
    const error = systemError("EACCES: permission denied, open '/srv/photos/a.jpg'", { code: 'EACCES', syscall: 'open', path: '/srv/photos/a.jpg' });
    expect(await report(error)).toEqual({ code: EXIT.failed, stderr: 'vms: /srv/photos/a.jpg: permission denied\n' });
  });

  it('should say the connection was lost mid-command, naming the database, never the statement or the password', () => {
    const url = 'postgres://vms:s3cret@db.internal:6432/vms';
    const lost = 'lost the connection to the database at db.internal:6432 (%s); what the command had not finished was not saved';
    // As the ORM wraps PostgreSQL's FATAL: its message starts with the statement.
    const ended = systemError("update visitor_pass set approve_status = 'Approved' where id = 7 - terminating connection due to administrator command", { code: '57P01' });
    expect(lostDatabase(ended, url)?.message).toBe(lost.replace('%s', 'the server ended the session'));
    expect(lostDatabase(systemError('read ECONNRESET', { code: 'ECONNRESET', syscall: 'read' }), url)?.message).toBe(lost.replace('%s', 'the connection was closed'));
    expect(lostDatabase(new Error('Connection terminated unexpectedly'), url)?.message).toBe(lost.replace('%s', 'the connection was closed'));
    // Not the database's: a refusal of the product's rules, a file, standard output closed by its reader.
    expect(lostDatabase(new Error('a bug'), url)).toBeNull();
    expect(lostDatabase(systemError('write EPIPE', { code: 'EPIPE', syscall: 'write' }), url)).toBeNull();
    expect(lostDatabase(systemError("ENOENT: no such file, open '/x'", { code: 'ENOENT', path: '/x' }), url)).toBeNull();
    expect(lostDatabase(systemError('duplicate key value violates unique constraint', { code: '23505' }), url)).toBeNull();
  });
});
