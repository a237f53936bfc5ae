import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { MikroORM } from '@mikro-orm/postgresql';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventStreamRoutes } from '../../../src/live/adapters/http/event-stream-routes.ts';
import { FollowChanges } from '../../../src/live/application/follow-changes.ts';
import { runInEntityManagerScope } from '../../../src/platform/database/entity-manager-scope.ts';
import type { AppEnv } from '../../../src/platform/http/app-env.ts';
import { SessionAuthenticator } from '../../../src/platform/ports/session-authenticator.ts';
import { addAccount, checkSession, email, signedIn } from '../../support/identity-flows.ts';
import { openEventStream, type EventStreamReader } from '../../support/event-stream.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

/**
 * docs/product/identity.md ID-SESSION-02: ten minutes without a call other than check-session ends a session, and 12
 * hours in all. A live-update stream (ADR 12) is no call: holding it open must not keep a session
 * alive, and the stream must end once its session is over by time, not only when it is ended
 * (event-stream.test.ts shows logout). The route is served with the real authenticator and use case,
 * on the test app's database and fake clock, checking the session again every few milliseconds
 * instead of every 30 seconds, so the test moves the clock and waits for nothing but the stream.
 */
describe('a live-update stream and the session\'s time', () => {
  let t: TestApp;
  let server: ServerType;
  let base: string;
  /** Closed after the tests, so that a stream a failing test left open does not hold the server. */
  const streams: EventStreamReader[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    await addAccount(t, 'admin', 'admin');
    await addAccount(t, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
    const orm = t.get(MikroORM);
    const scope = <T>(work: () => Promise<T>) => runInEntityManagerScope(orm.em, work);
    const app = new Hono<AppEnv>();
    app.use((_c, next) => scope(next));
    eventStreamRoutes({
      authenticator: t.get(SessionAuthenticator),
      followChanges: t.get(FollowChanges),
      scope,
      timing: { heartbeatMs: 3_600_000, recheckMs: 5 },
    })(app);
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await new Promise<void>((done) => server.close(() => done()));
    await t.close();
  });

  it('should end a stream whose session went ten minutes without a call, and not count the open stream as one', async () => {
    const guard = await signedIn(t, { email: email('guard'), password: 'Guard@123' });
    const stream = await openEventStream(base, guard.cookie);
    streams.push(stream);
    expect(stream.status).toBe(200);
    await stream.waitFor((event) => event.event === 'ready', 10_000);

    // Nine minutes with the stream open: the session lives on, and the stream with it.
    t.clock.advance(9 * 60_000);
    expect((await checkSession(t, guard, email('guard'))).status).toBe(200);
    // One more minute and a bit: idle, although the stream was open all along.
    t.clock.advance(61_000);
    await stream.ended;
    expect(stream.events.map((event) => event.event)).toEqual(['ready', 'ended']);
    expect(await checkSession(t, guard, email('guard'))).toMatchObject({ status: 401, body: { message: 'Previous session destroyed' } });
  });

  it('should end a stream at the session\'s twelfth hour however busy the session was', async () => {
    const guard = await signedIn(t, { email: email('guard'), password: 'Guard@123' });
    const stream = await openEventStream(base, guard.cookie);
    streams.push(stream);
    await stream.waitFor((event) => event.event === 'ready', 10_000);
    // A call every eight minutes keeps it from going idle, up to 11 h 52 min.
    for (let minutes = 8; minutes <= 12 * 60 - 8; minutes += 8) {
      t.clock.advance(8 * 60_000);
      expect((await guard.get('/api/dashboard-counts')).status).toBe(200);
    }
    expect(stream.events.map((event) => event.event)).toEqual(['ready']);
    // Nine minutes on, 12 h 1 min in all: over by its lifetime, not by idling.
    t.clock.advance(9 * 60_000);
    await stream.ended;
    expect(stream.events.map((event) => event.event)).toEqual(['ready', 'ended']);
  });
});
