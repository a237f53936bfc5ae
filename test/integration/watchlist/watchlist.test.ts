import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchlistEntryListSchema, watchlistEntryViewSchema, type WatchlistEntryView } from '#contract/api/watchlist-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import { FindWatchlistMatches } from '../../../src/watchlist/application/find-watchlist-matches.ts';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { TestClient } from '../../support/test-client.ts';
import { queryRows } from '../../support/test-database.ts';
import { createPass } from '../../support/visit-flows.ts';

type Answer = { message?: string; id?: number; details?: string; errmessage?: string; code?: string; field?: string };

const REASON = 'Threatened the reception staff on 3 November; escort only.';

describe('the watchlist: security and admins add, list and resolve entries; matching by phone and by close name', () => {
  let t: TestApp;
  let guard: TestClient;
  let admin: TestClient;
  let employee: TestClient;
  let manager: TestClient;

  beforeAll(async () => {
    t = await startTestApp();
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    await addAccount(t, 'mgr', 'manager', { manager: 'admin', password: 'Mgr@12345' });
    await addAccount(t, 'emp', 'employee', { manager: 'mgr', password: 'Emp@12345' });
    await addAccount(t, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
    admin = await signedIn(t, { email: email('admin'), password: 'Admin@123' });
    manager = await signedIn(t, { email: email('mgr'), password: 'Mgr@12345' });
    employee = await signedIn(t, { email: email('emp'), password: 'Emp@12345' });
    guard = await signedIn(t, { email: email('guard'), password: 'Guard@123' });
  });
  afterAll(() => t.close());

  const query = <Row extends Record<string, unknown>>(text: string, values: unknown[] = []) => queryRows<Row>(t.database.url, text, values);
  const add = (client: TestClient, payload: Record<string, unknown>) => client.post<Answer>('/api/watchlist', { encryptedData: t.envelope.encrypt(payload) });
  const resolve = (client: TestClient, id: number | string, payload: Record<string, unknown>) =>
    client.post<Answer>(`/api/watchlist/${id}/resolve`, { encryptedData: t.envelope.encrypt(payload) });
  const list = async (client: TestClient, status?: string): Promise<WatchlistEntryView[]> => {
    const result = await client.get<Answer>(`/api/watchlist${status ? `?status=${status}` : ''}`);
    expect(result.status).toBe(200);
    return watchlistEntryListSchema.parse(t.envelope.decryptJson(result.body.details!));
  };
  const count = async () => Number((await query<{ n: number }>('select count(*)::int n from watchlist_entry'))[0]!.n);
  /** A person who gave an Aadhaar number (its last four) or none. */
  const aadhaarSubject = ({ aadhaarLast4, ...person }: { name: string; phone: string | null; aadhaarLast4: string | null }) =>
    ({ ...person, idKind: aadhaarLast4 === null ? null : 'aadhaar', idLast4: aadhaarLast4 }) as const;
  const matches = (subject: { name: string; phone: string | null; aadhaarLast4: string | null }) =>
    t.inContext(() => t.get(FindWatchlistMatches).execute(aadhaarSubject(subject), 1));

  const ROHAN = { name: 'Rohan Verma', phone: '9811111111', aadhaarLast4: '4821', reason: REASON };
  const MEERA = { name: 'Meera Pillai', phone: '', reason: 'Former contractor; access revoked by HR.' };
  /**
   * The watchlist a test that reads entries starts from, made by that test: only Rohan (added by
   * security) and Meera (by an admin), whatever the tests before it added or resolved, so each test
   * stands alone and in any order (`npx vitest run -t <name>`). Matching and the lists are judged
   * over every active entry, so an entry another test left would change their answers.
   */
  const onlyRohanAndMeera = async (): Promise<{ rohan: number; meera: number }> => {
    await query('delete from watchlist_entry');
    const rohan = await add(guard, ROHAN);
    const meera = await add(admin, MEERA);
    expect([rohan.status, meera.status]).toEqual([201, 201]);
    return { rohan: rohan.body.id!, meera: meera.body.id! };
  };

  it('should let security add an entry, answer it enveloped, and audit who added it and why', async () => {
    const added = await add(guard, { name: 'Rohan Verma', phone: '9811111111', aadhaarLast4: '4821', reason: REASON });
    expect(added.status).toBe(201);
    expect(added.body.message).toBe(MESSAGES.watchlist.added);
    const entry = watchlistEntryViewSchema.parse(t.envelope.decryptJson(added.body.details!));
    expect(entry).toMatchObject({ id: added.body.id, name: 'Rohan Verma', phone: '9811111111', aadhaarLast4: '4821', reason: REASON, addedBy: email('guard'), status: 'active', resolvedAt: null });

    const audit = await query<{ actor_type: string; actor_label: string; action: string; subject_type: string; subject_id: string; details: Record<string, unknown> }>(
      "select actor_type, actor_label, action, subject_type, subject_id, details from audit_log where subject_type = 'watchlist_entry' and subject_id = $1",
      [String(added.body.id)],
    );
    expect(audit).toEqual([
      {
        actor_type: 'employee',
        actor_label: email('guard'),
        action: 'watchlist.added',
        subject_type: 'watchlist_entry',
        subject_id: String(added.body.id),
        details: { name: 'Rohan Verma', phone: '9811111111', idKind: 'aadhaar', idLast4: '4821', reason: REASON, siteIds: [] },
      },
    ]);
    const [row] = await query<{ name_normalised: string; added_by_id: number | null }>('select name_normalised, added_by_id from watchlist_entry where id = $1', [added.body.id]);
    expect(row!.name_normalised).toBe('rohan verma');
    expect(row!.added_by_id).not.toBeNull();
  });

  it('should let an admin add an entry with a name and a reason only', async () => {
    const added = await add(admin, { name: 'Meera Pillai', phone: '', reason: 'Former contractor; access revoked by HR.' });
    expect(added.status).toBe(201);
    expect(t.envelope.decryptJson(added.body.details!)).toMatchObject({ name: 'Meera Pillai', phone: null, aadhaarLast4: null, addedBy: email('admin') });
  });

  it('should refuse bad input with the form\'s message and the field, adding nothing', async () => {
    const before = await count();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ phone: '9811111111', reason: REASON }, MESSAGES.watchlist.nameRequired, 'name'],
      [{ name: 'Ab', reason: REASON }, MESSAGES.registration.nameTooShort, 'name'],
      [{ name: 'R0han', reason: REASON }, MESSAGES.registration.nameInvalid, 'name'],
      [{ name: 'Rohan Verma', phone: '12345', reason: REASON }, MESSAGES.watchlist.phoneInvalid, 'phone'],
      [{ name: 'Rohan Verma', aadhaarLast4: '48211', reason: REASON }, MESSAGES.watchlist.aadhaarLast4Invalid, 'aadhaarLast4'],
      [{ name: 'Rohan Verma' }, MESSAGES.watchlist.reasonRequired, 'reason'],
      [{ name: 'Rohan Verma', reason: '   ' }, MESSAGES.watchlist.reasonRequired, 'reason'],
      [{ name: 'Rohan Verma', reason: 'rude' }, MESSAGES.watchlist.reasonTooShort, 'reason'],
      [{ name: 'Rohan Verma', reason: 'x'.repeat(501) }, MESSAGES.watchlist.reasonTooLong, 'reason'],
    ];
    for (const [payload, message, field] of cases) {
      const refused = await add(guard, payload);
      expect(refused.status, JSON.stringify(payload)).toBe(400);
      expect(refused.body).toEqual({ errmessage: message, code: 'input.invalid', field });
    }
    expect(await count()).toBe(before);
  });

  it('should refuse employees, managers and signed-out callers every watchlist call, telling them nothing', async () => {
    const { rohan } = await onlyRohanAndMeera();
    const [entry] = (await list(guard, 'active')).filter((e) => e.id === rohan);
    const before = await count();
    for (const client of [employee, manager]) {
      const listed = await client.get<Answer>('/api/watchlist');
      expect(listed.status).toBe(403);
      expect(listed.body).toEqual({ errmessage: MESSAGES.http.forbidden, code: 'http.forbidden' });
      const added = await add(client, { name: 'Someone Else', reason: REASON });
      expect(added.status).toBe(403);
      expect(added.body.code).toBe('http.forbidden');
      const resolved = await resolve(client, entry!.id, { note: 'Cleared by the host, who knows him.' });
      expect(resolved.status).toBe(403);
      expect(resolved.body.code).toBe('http.forbidden');
      expect(JSON.stringify([listed.body, added.body, resolved.body])).not.toContain('Threatened');
    }
    const anonymous = await new TestClient(t).get<Answer>('/api/watchlist');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('auth.required');
    expect(await count()).toBe(before);
    expect((await list(guard, 'active')).find((e) => e.id === entry!.id)?.status).toBe('active');
  });

  it('should match by the exact phone, and by a close name only with the phone or the Aadhaar last four', async () => {
    const rohan = { id: (await onlyRohanAndMeera()).rohan };
    const ids = async (subject: { name: string; phone: string | null; aadhaarLast4: string | null }) => {
      const found = (await matches(subject)).map((m) => [m.entry.id, m.kind]);
      // The check-in's arrival asks only whether anyone matches (the candidates' statement, no entry loaded): the same answer.
      expect(await t.inContext(() => t.get(FindWatchlistMatches).any(aadhaarSubject(subject), 1)), JSON.stringify(subject)).toBe(found.length > 0);
      return found;
    };

    // The exact phone, whatever the name.
    expect(await ids({ name: 'Someone Else Entirely', phone: '9811111111', aadhaarLast4: null })).toEqual([[rohan.id, 'phone']]);
    expect(await ids({ name: 'rohan  VERMA', phone: '9811111111', aadhaarLast4: null })).toEqual([[rohan.id, 'name_and_phone']]);
    // A close name (a spelling variant, a middle name) with the Aadhaar last four.
    expect(await ids({ name: 'Rohan Varma', phone: '9000000001', aadhaarLast4: '4821' })).toEqual([[rohan.id, 'name_and_aadhaar']]);
    expect(await ids({ name: 'Rohan K. Verma', phone: null, aadhaarLast4: '4821' })).toEqual([[rohan.id, 'name_and_aadhaar']]);
    // A close name alone, another name with the same last four, nothing in common: no match.
    expect(await ids({ name: 'Rohan Verma', phone: '9000000001', aadhaarLast4: '1111' })).toEqual([]);
    expect(await ids({ name: 'Rohit Sharma', phone: null, aadhaarLast4: '4821' })).toEqual([]);
    expect(await ids({ name: 'Meera Pillai', phone: '9000000001', aadhaarLast4: '4821' })).toEqual([]);
    // The similarity the rule reads is pg_trgm's, from the database.
    const [found] = await matches({ name: 'Rohan Varma', phone: null, aadhaarLast4: '4821' });
    const [expected] = await query<{ s: number }>("select similarity('rohan verma', 'rohan varma')::float8 s");
    expect(found!.nameSimilarity).toBeCloseTo(expected!.s, 6);
  });

  it('should keep a trigram index on the active entries\' normalised names, pg_trgm enabled', async () => {
    const [extension] = await query<{ extname: string }>("select extname from pg_extension where extname = 'pg_trgm'");
    expect(extension?.extname).toBe('pg_trgm');
    const indexes = await query<{ indexname: string; indexdef: string }>("select indexname, indexdef from pg_indexes where tablename = 'watchlist_entry' order by indexname");
    expect(indexes.map((row) => row.indexdef)).toEqual(
      expect.arrayContaining([
        'CREATE INDEX watchlist_entry_name_trgm_idx ON public.watchlist_entry USING gin (name_normalised gin_trgm_ops) WHERE (resolved_at IS NULL)',
        'CREATE INDEX watchlist_entry_phone_idx ON public.watchlist_entry USING btree (phone) WHERE (resolved_at IS NULL)',
      ]),
    );
  });

  it('should never put the reason in the answers a host gets for a watchlisted visitor\'s pass', async () => {
    await onlyRohanAndMeera();
    const created = await createPass(t, employee, { name: 'Rohan Verma', phoneNumber: '9811111111' });
    expect(created.status).toBe(201);
    const mine = await employee.get<{ details: string }>('/api/my-visits?when=all');
    expect(mine.status).toBe(200);
    const visible = JSON.stringify([created.body, t.envelope.decryptJson(mine.body.details)]);
    expect(visible).toContain('Rohan Verma');
    expect(visible).not.toContain('Threatened');
    expect(visible).not.toMatch(/watchlist/i);
  });

  it('should resolve an entry with a note, audited; it stops matching and lists as resolved', async () => {
    const rohan = { id: (await onlyRohanAndMeera()).rohan };
    const bad = await resolve(admin, rohan.id, { note: 'ok' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ errmessage: MESSAGES.watchlist.noteTooShort, code: 'input.invalid', field: 'note' });

    const resolved = await resolve(admin, rohan.id, { note: 'Apology accepted by facilities; visits allowed again.' });
    expect(resolved.status).toBe(200);
    expect(resolved.body.message).toBe(MESSAGES.watchlist.resolved);
    expect(t.envelope.decryptJson(resolved.body.details!)).toMatchObject({
      id: rohan.id,
      status: 'resolved',
      resolvedBy: email('admin'),
      resolutionNote: 'Apology accepted by facilities; visits allowed again.',
    });
    expect(await matches({ name: 'Rohan Verma', phone: '9811111111', aadhaarLast4: '4821' })).toEqual([]);

    expect((await list(guard)).map((e) => e.name)).toEqual(['Meera Pillai']);
    expect((await list(guard, 'resolved')).map((e) => e.name)).toEqual(['Rohan Verma']);
    expect((await list(guard, 'all')).map((e) => e.name)).toEqual(['Meera Pillai', 'Rohan Verma']);

    const again = await resolve(guard, rohan.id, { note: 'Resolving it a second time.' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ errmessage: MESSAGES.watchlist.alreadyResolved, code: 'watchlist.already_resolved' });
    for (const id of ['999999', 'abc', '0']) {
      const missing = await resolve(guard, id, { note: 'No such entry to resolve.' });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ errmessage: MESSAGES.watchlist.notFound, code: 'watchlist.not_found' });
    }
    const listedBadly = await guard.get<Answer>('/api/watchlist?status=open');
    expect(listedBadly.status).toBe(400);
    expect(listedBadly.body).toEqual({ errmessage: MESSAGES.watchlist.invalidStatus, code: 'input.invalid', field: 'status' });

    const audit = await query<{ action: string; actor_label: string; details: Record<string, unknown> }>(
      "select action, actor_label, details from audit_log where subject_type = 'watchlist_entry' and subject_id = $1 order by id",
      [String(rohan.id)],
    );
    expect(audit.map((row) => [row.action, row.actor_label])).toEqual([
      ['watchlist.added', email('guard')],
      ['watchlist.resolved', email('admin')],
    ]);
    expect(audit[1]!.details).toEqual({ note: 'Apology accepted by facilities; visits allowed again.' });
  });
});
