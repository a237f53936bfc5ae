import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_STREAMS_PER_SESSION } from '../../../src/live/application/follow-changes.ts';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { isChange, openEventStream, type EventStreamReader } from '../../support/event-stream.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { sqlClient } from '../../support/test-database.ts';
import { insertVisits } from '../../support/visit-fixtures.ts';

/**
 * Issue 27, item 8: live-update streams per session were unlimited (40 accepted). A session keeps
 * at most MAX_STREAMS_PER_SESSION open; one more closes its oldest, which is told `replaced` (so
 * that its page does not reopen it and close another), and no other session's stream. The test
 * app is served on a real port, as a browser would hold the streams open.
 */
describe('streams per session', () => {
  let t: TestApp;
  let server: ServerType;
  let base: string;
  /** Closed after the tests, so that a stream a failing test left open does not hold the server. */
  const streams: EventStreamReader[] = [];

  const ready = async (cookie: string | undefined): Promise<EventStreamReader> => {
    const stream = await openEventStream(base, cookie);
    streams.push(stream);
    expect(stream.status).toBe(200);
    await stream.waitFor((event) => event.event === 'ready', 10_000);
    return stream;
  };

  beforeAll(async () => {
    t = await startTestApp();
    await addAccount(t, 'admin', 'admin');
    await addAccount(t, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
    server = serve({ fetch: (request, bindings) => t.app.fetch(request, bindings), port: 0, hostname: '127.0.0.1' });
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await new Promise<void>((done) => server.close(() => done()));
    await t.close();
  });

  it('should close the session\'s oldest stream when one more than the cap opens, and leave the rest and other sessions open', async () => {
    const guard = await signedIn(t, { email: email('guard'), password: 'Guard@123' });
    const admin = await signedIn(t, { email: email('admin'), password: 'Passw0rd!' });
    const elsewhere = await ready(admin.cookie);
    const mine: EventStreamReader[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_SESSION; i += 1) mine.push(await ready(guard.cookie));

    const newest = await ready(guard.cookie);
    await mine[0]!.ended;
    expect(mine[0]!.events.map((event) => event.event)).toEqual(['ready', 'replaced']);

    // The others are still open: each hears of a visit made now (the desk and an admin hear of every visit).
    const sql = await sqlClient(t.database.url);
    const [visitId] = await insertVisits(sql, [{ name: 'Heard Everywhere', hostEmail: email('admin'), date: '2026-11-20' }]).finally(() => sql.end());
    await Promise.all([...mine.slice(1), newest, elsewhere].map((stream) => stream.waitFor(isChange('visit', visitId!), 10_000)));
    expect(mine[0]!.events.some(isChange('visit', visitId!))).toBe(false);
  });
});
