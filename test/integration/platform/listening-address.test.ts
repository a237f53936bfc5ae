import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replicaEnv, startServerProcess, type ServerProcess } from '../../support/server-process.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

/** Whether a TCP connection to this address and port is accepted (`connected`) or refused, as the system answers. */
const tcpAnswer = (host: string, port: number): Promise<'connected' | string> =>
  new Promise((done) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      done('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
  });

const portOf = (server: ServerProcess): number => Number(new URL(server.url).port);

/**
 * Issue 27, item 8: a bare replica must not be reachable on every interface, where anyone reaching
 * its port directly chooses their own rate-limit address with X-Forwarded-For. `HOST` sets the
 * listening address, 127.0.0.1 unless set. Linux answers the whole 127.0.0.0/8 on the loopback
 * interface, so 127.0.0.2 is "another address of this machine" on any machine, with no network.
 */
describe('the listening address', () => {
  let database: TestDatabase;
  let byDefault: ServerProcess;
  let onSecondLoopback: ServerProcess;

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = replicaEnv(database.url, 'smtp://127.0.0.1:1', { VMS_BACKGROUND: 'off' });
    [byDefault, onSecondLoopback] = await Promise.all([startServerProcess(env), startServerProcess({ ...env, HOST: '127.0.0.2' })]);
  });
  afterAll(async () => {
    await Promise.all([byDefault?.stop(), onSecondLoopback?.stop()]);
    await database.drop();
  });

  it('should listen on 127.0.0.1 only when HOST is not set', async () => {
    expect((await fetch(`http://127.0.0.1:${portOf(byDefault)}/healthz`)).status).toBe(200);
    expect(await tcpAnswer('127.0.0.2', portOf(byDefault))).toBe('ECONNREFUSED');
    expect(byDefault.logLines().find((line) => line['msg'] === 'visitor desk ready')).toMatchObject({ url: `http://127.0.0.1:${portOf(byDefault)}` });
  });

  it('should listen on the address HOST names, and on no other', async () => {
    expect((await fetch(`http://127.0.0.2:${portOf(onSecondLoopback)}/healthz`)).status).toBe(200);
    expect(await tcpAnswer('127.0.0.1', portOf(onSecondLoopback))).toBe('ECONNREFUSED');
  });
});
