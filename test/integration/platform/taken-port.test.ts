import { once } from 'node:events';
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, onFreePort } from '../../support/free-port.ts';
import { replicaEnv, startServerProcess, type ServerProcess } from '../../support/server-process.ts';
import { startSmtpSink, type SmtpSink } from '../../support/smtp-sink.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createTestDatabase, queryRows, type TestDatabase } from '../../support/test-database.ts';
import { startEmbedded, type TestPostgres } from '../../support/test-postgres.ts';

/**
 * A port found free and taken by another process before the server binds it (a flaky CI run:
 * "Port 34309 is already in use"): the start tries another port instead of failing. Each test hands
 * the start a port this test holds busy first.
 */
describe('a start whose first port is taken', () => {
  let busy: Server;
  let busyPort: number;
  /** The held port first, then free ones, and every port handed out. */
  const ports = () => {
    const handed: number[] = [];
    return { handed, pickPort: async () => (handed.push(handed.length === 0 ? busyPort : await freePort()), handed.at(-1)!) };
  };

  beforeAll(async () => {
    busy = createServer();
    busy.listen(0, '127.0.0.1');
    await once(busy, 'listening');
    busyPort = (busy.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((done) => busy.close(() => done())));

  it('should start the test PostgreSQL on another port', async () => {
    const { handed, pickPort } = ports();
    let postgres: TestPostgres | undefined;
    try {
      postgres = await startEmbedded({ pickPort });
      expect(handed).toHaveLength(2);
      expect(new URL(postgres.serverUrl).port).toBe(String(handed[1]));
      expect(await queryRows<{ one: number }>(postgres.serverUrl, 'select 1 as one')).toEqual([{ one: 1 }]);
    } finally {
      await postgres?.stop();
    }
  }, 120_000);

  describe('a server process', () => {
    let database: TestDatabase;
    let smtp: SmtpSink;
    let setup: TestApp;
    let server: ServerProcess | undefined;

    beforeAll(async () => {
      database = await createTestDatabase();
      smtp = await startSmtpSink();
      setup = await startTestApp({ database });
    });
    afterAll(async () => {
      await server?.stop();
      await setup?.close();
      await database?.drop();
      await smtp?.close();
    });

    it('should start on another port', async () => {
      const { handed, pickPort } = ports();
      server = await startServerProcess(replicaEnv(database.url, smtp.url, { DATABASE_POOL_MAX: '2' }), { pickPort });
      expect(handed).toHaveLength(2);
      expect(server.url).toBe(`http://127.0.0.1:${handed[1]}`);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    }, 120_000);
  });

  it('should not try again after a failure of another kind', async () => {
    let tries = 0;
    await expect(onFreePort(async () => (tries++, Promise.reject(new Error('bad setting'))))).rejects.toThrow('bad setting');
    expect(tries).toBe(1);
  });
});
