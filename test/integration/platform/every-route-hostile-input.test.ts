import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_EVENTS_PATH } from '#contract/api/live-events.ts';
import { MAX_JSON_NESTING } from '#contract/json-nesting.ts';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { TestClient } from '../../support/test-client.ts';
import { sqlClient } from '../../support/test-database.ts';

interface Answer {
  readonly status: number;
  readonly text: string;
  readonly body: { errmessage?: unknown; message?: unknown; detail?: unknown; code?: unknown };
}

/** What only says the caller may not use the route: an answer that tells nothing about the input. */
const GUARD_CODES = new Set(['auth.required', 'kiosk.required', 'http.forbidden', 'session.destroyed', 'http.too_many_requests']);

/** Every key a route opens an envelope or an id from: one body reaches whichever the route reads. */
const BODY_KEYS = ['encryptedData', 'data', 'en_email', 'encryptedId', 'token'] as const;

/** An id no row can have (just beyond PostgreSQL's integer), and one beyond any integer type. */
const HUGE_IDS = ['2147483648', '99999999999999999999'] as const;

/** Logging out takes no input: it ends the caller's own session, whatever is sent (and only a caller without one tries it here). */
const takesNoInput = (path: string) => path.startsWith('/logout/');

const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/**
 * Issue 27: no input answers 500. Every route the app has, taken from Hono's own list (`app.routes`), so
 * that a route added later is covered without anyone remembering it: bodies nested far deeper than any
 * form (raw and enveloped), envelopes of the wrong shape (a list, a string, a number, null), bodies
 * that are not objects, and ids beyond any row in the body, the path and the query. Each is tried by
 * the first of a visitor, a host, the desk, an admin and a kiosk whom the route lets past its guard; every answer is under 500, every refusal is
 * `{ errmessage, code }` without a stack, nothing is written and nothing is logged as unexpected.
 */
describe('every route under hostile input', () => {
  let t: TestApp;
  let callers: readonly (readonly [string, TestClient])[];

  const counts = async () => {
    const sql = await sqlClient(t.database.url);
    try {
      const { rows } = await sql.query<Record<string, string>>(
        `select (select count(*) from visitor_pass) passes, (select count(*) from visitor_photo) photos,
                (select count(*) from watchlist_entry) entries, (select count(*) from visit_flag) flags,
                (select count(*) from kiosk_device where revoked_at is null) kiosks, (select count(*) from employee) employees,
                (select count(*) from mail_outbox) mails`,
      );
      return rows[0];
    } finally {
      await sql.end();
    }
  };

  const send = async (client: TestClient, method: string, path: string, body?: string): Promise<Answer> => {
    const headers: Record<string, string> = { 'X-Forwarded-For': client.address, 'User-Agent': 'vitest' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (client.cookie) headers['Cookie'] = client.cookie;
    const response = await t.request(path, { method, headers, ...(body === undefined ? {} : { body }) });
    const text = await response.text();
    let parsed: Answer['body'] = {};
    try {
      parsed = JSON.parse(text) as Answer['body'];
    } catch {
      // Not JSON: a photo, a CSV, the app's config script.
    }
    return { status: response.status, text, body: parsed };
  };

  beforeAll(async () => {
    t = await startTestApp();
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    await addAccount(t, 'host', 'manager', { manager: 'admin', password: 'Host@1234' });
    await addAccount(t, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
    await addAccount(t, 'starter', 'security', { manager: 'admin', password: 'Start@123' });
    const tablet = await signedIn(t, { email: email('starter'), password: 'Start@123' });
    expect((await tablet.post('/api/kiosk/devices', { encryptedData: t.envelope.encrypt({ name: 'Reception' }) })).status).toBe(201);
    callers = [
      ['a visitor', new TestClient(t)],
      ['a host', await signedIn(t, { email: email('host'), password: 'Host@1234' })],
      ['the desk', await signedIn(t, { email: email('guard'), password: 'Guard@123' })],
      ['an admin', await signedIn(t, { email: email('admin'), password: 'Admin@123' })],
      ['a kiosk', tablet],
    ];
  });
  afterAll(() => t.close());

  /** Each route once: Hono lists a route once per handler (its guards too), and its catch-alls with `*`. */
  const routes = () => {
    const seen = new Map<string, { method: string; path: string }>();
    for (const { method, path } of t.app.routes) {
      if (method === 'ALL' || path.includes('*')) continue;
      // The live-update stream never ends by itself, and reads neither a body nor a parameter.
      if (path === LIVE_EVENTS_PATH) continue;
      seen.set(`${method} ${path}`, { method, path });
    }
    return [...seen.values()];
  };

  /** The route's path with each parameter set to `value`. */
  const pathWith = (path: string, value: string) => path.replace(/:[A-Za-z]+/g, value);

  const enveloped = (value: unknown) => t.envelope.encrypt(value);
  const underEveryKey = (json: string) => `{${BODY_KEYS.map((key) => `"${key}":${json}`).join(',')}}`;

  /** Bodies no route may answer with 500. */
  const hostileBodies = (): readonly (readonly [string, string])[] => [
    ['4,000 nested lists', nestedArrays(4000)],
    ['4,000 nested objects', nestedObjects(4000)],
    ['lists nested one level too deep', nestedArrays(MAX_JSON_NESTING + 1)],
    ['4,000 nested lists under every key', underEveryKey(nestedArrays(4000))],
    ['an envelope of 4,000 nested lists', underEveryKey(JSON.stringify(enveloped(nestedArrays(4000))))],
    ['an envelope of 4,000 nested objects', underEveryKey(JSON.stringify(enveloped(nestedObjects(4000))))],
    ['an envelope of a list', underEveryKey(JSON.stringify(enveloped([])))],
    ['an envelope of a list of one object', underEveryKey(JSON.stringify(enveloped([{ name: 'x' }])))],
    ['an envelope of a string', underEveryKey(JSON.stringify(enveloped('"x"')))],
    ['an envelope of a number', underEveryKey(JSON.stringify(enveloped(42)))],
    ['an envelope of null', underEveryKey(JSON.stringify(enveloped(null)))],
    ['a body that is a list', '[]'],
    ['a body that is a string', '"x"'],
    ['a body that is a number', '42'],
    ['a body that is null', 'null'],
    ...HUGE_IDS.flatMap((id): [string, string][] => [
      [`the id ${id} as a number`, underEveryKey(id)],
      [`the id ${id} as text`, underEveryKey(JSON.stringify(id))],
      [`the id ${id} enveloped`, underEveryKey(JSON.stringify(enveloped(id)))],
      [`the id ${id} inside an envelope`, underEveryKey(JSON.stringify(enveloped({ id: Number(id), hostId: Number(id), visitId: Number(id), ticket: `${id}.1.check_in.1.${'a'.repeat(64)}` })))],
      [`a ticket and a token naming ${id}`, underEveryKey(JSON.stringify(`${id}.1.check_in.99999999999999.${'a'.repeat(64)}`))],
    ]),
  ];

  /** Parameters and queries no route may answer with 500. */
  const hostileIds = (): readonly string[] => [
    ...HUGE_IDS,
    ...HUGE_IDS.map((id) => encodeURIComponent(enveloped(id))),
    ...HUGE_IDS.map((id) => `${id}.1.walk_in.99999999999999.${'a'.repeat(64)}`),
    '0',
    '-1',
  ];

  /**
   * The first caller a route lets past its guard, or all of them when it lets none (the test then says
   * so): a guard's refusal tells nothing about the input, and one caller past it is enough. Every
   * caller asks, so that no session idles out while the fake clock moves on.
   */
  const callersPast = async (method: string, path: string): Promise<readonly (readonly [string, TestClient])[]> => {
    const past: (readonly [string, TestClient])[] = [];
    for (const caller of callers) {
      if (takesNoInput(path) && caller[1].cookie) continue;
      const answer = await send(caller[1], method, path, method === 'GET' ? undefined : '{}');
      if (!GUARD_CODES.has(String(answer.body.code))) past.push(caller);
    }
    return past.length > 0 ? past.slice(0, 1) : callers;
  };

  const problemWith = (path: string, answer: Answer, mustRefuse: boolean): string | undefined => {
    if (answer.status >= 500) return `answered ${answer.status}`;
    if (mustRefuse && answer.status < 400) return `accepted it (${answer.status})`;
    // The session check keeps the description's `{ message }` beside its code (ADR 10).
    // SCIM answers RFC 7644's error, its message in `detail` (ADR 41).
    const words = path.startsWith('/check-session/') ? answer.body.message : path.startsWith('/scim/') ? answer.body.detail : answer.body.errmessage;
    if (answer.status >= 400 && (typeof words !== 'string' || typeof answer.body.code !== 'string')) return `refused without { errmessage, code } (${answer.status})`;
    if (/\bat \S+ \(/.test(answer.text)) return 'answered a stack trace';
    return undefined;
  };

  /**
   * Each of the two sweeps below sends every hostile input to every route as every caller that gets past
   * its guard: a few thousand requests, about 60 s on a quiet two-core machine and more beside other
   * lanes, growing with each route a module adds. One limit for the sweep, not vitest's 60 s per test.
   */
  const EVERY_ROUTE_TIMEOUT_MS = 300_000;

  it('should list the routes of every module, the kiosk\'s and the watchlist\'s included', () => {
    const listed = routes().map(({ method, path }) => `${method} ${path}`);
    expect(listed).toEqual(
      expect.arrayContaining([
        'POST /api/visitorForm',
        'POST /api/auth/login',
        'POST /visitorTimeIn',
        'POST /api/kiosk/walk-ins',
        'GET /api/kiosk/walk-ins/:ticket',
        'POST /api/kiosk/check-in',
        'POST /api/watchlist',
        'POST /api/watchlist/:id/resolve',
        'POST /api/flagged-visits/:id/clear',
        'POST /api/walk-in-answers',
      ]),
    );
    expect(listed.length).toBeGreaterThan(40);
  });

  it('should refuse every hostile body on every route that takes one with a 4xx and its code, never a 500', async () => {
    const before = await counts();
    const problems: string[] = [];
    const reached = new Set<string>();
    const bodyRoutes = routes().filter(({ method }) => method !== 'GET');
    for (const { method, path } of bodyRoutes) {
      // Every allowance whole again: each refusal below is the input's, not a rate limit's.
      t.clock.advance(61_000);
      // The highest id a row may have, and none has: the body is what the route refuses.
      const target = pathWith(path, '2147483647');
      for (const [who, client] of await callersPast(method, target)) {
        for (const [label, body] of hostileBodies()) {
          const answer = await send(client, method, target, body);
          const problem = problemWith(path, answer, !takesNoInput(path));
          if (problem) problems.push(`${method} ${path}, ${who}, ${label}: ${problem} ${answer.text.slice(0, 100)}`);
          if (!GUARD_CODES.has(String(answer.body.code))) reached.add(`${method} ${path}`);
        }
      }
    }
    expect(problems).toEqual([]);
    // Each route was reached past its guard by someone: the refusals are of the input.
    expect(bodyRoutes.map(({ method, path }) => `${method} ${path}`).filter((route) => !reached.has(route))).toEqual([]);
    expect(await counts()).toEqual(before);
    expect(t.logs.filter((line) => line['msg'] === 'unexpected error')).toEqual([]);
  }, EVERY_ROUTE_TIMEOUT_MS);

  it('should refuse ids beyond any row in every path and query with a 4xx and its code, never a 500', async () => {
    const before = await counts();
    const problems: string[] = [];
    for (const { method, path } of routes()) {
      t.clock.advance(61_000);
      const hasParameter = path.includes(':');
      for (const [who, client] of await callersPast(method, pathWith(path, '2147483647'))) {
        for (const id of hostileIds()) {
          const query = `?id=${id}&token=${id}&encryptedData=${id}&page=${id}&pageSize=${id}`;
          const target = hasParameter ? `${pathWith(path, id)}${query}` : `${path}${query}`;
          const answer = await send(client, method, target, method === 'GET' ? undefined : '{}');
          // A route with a parameter names nothing with these; one without may ignore a query it does not read.
          const problem = problemWith(path, answer, hasParameter && !takesNoInput(path));
          if (problem) problems.push(`${method} ${target.slice(0, 90)}, ${who}: ${problem} ${answer.text.slice(0, 100)}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(await counts()).toEqual(before);
    expect(t.logs.filter((line) => line['msg'] === 'unexpected error')).toEqual([]);
  }, EVERY_ROUTE_TIMEOUT_MS);
});
