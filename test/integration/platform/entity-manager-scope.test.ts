import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runInEntityManagerScope } from '../../../src/platform/database/entity-manager-scope.ts';
import { runPrepared } from '../../../src/platform/database/prepared-sql.ts';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { sqlClient } from '../../support/test-database.ts';
import { insertVisits } from '../../support/visit-fixtures.ts';
import { createPass } from '../../support/visit-flows.ts';

const COUNT_MARKERS = { name: 'test.scope_markers', text: `select count(*)::int as n from job_run where name = 'scope-test'` };

describe('the EntityManager scope of a request, job or command', () => {
  let t: TestApp;
  let orm: MikroORM;

  beforeAll(async () => {
    t = await startTestApp();
    orm = t.runtime.database.orm;
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => t.close());

  it('should make no fork for a scope that only reads through prepared statements', async () => {
    const fork = vi.spyOn(orm.em, 'fork');
    const [row] = await runInEntityManagerScope(orm.em, () => runPrepared<{ n: number }>(orm.em, COUNT_MARKERS, []));
    expect(row).toEqual({ n: 0 });
    expect(fork).not.toHaveBeenCalled();
  });

  it('should fork once, on first use, and give every use in the scope that one fork', async () => {
    const fork = vi.spyOn(orm.em, 'fork');
    const seen = await runInEntityManagerScope(orm.em, async () => {
      expect(fork).not.toHaveBeenCalled();
      const first = orm.em.getContext();
      await Promise.resolve();
      return [first, orm.em.getContext()];
    });
    expect(fork).toHaveBeenCalledTimes(1);
    expect(seen[0]).toBe(seen[1]);
    expect(seen[0]).not.toBe(orm.em);
  });

  it('should give scopes running at once forks of their own', async () => {
    const inScope = () =>
      runInEntityManagerScope(orm.em, async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return orm.em.getContext();
      });
    const forks = await Promise.all([inScope(), inScope(), inScope()]);
    expect(new Set(forks).size).toBe(3);
  });

  it('should refuse the global manager outside any scope', () => {
    expect(() => orm.em.getContext()).toThrow(/global EntityManager instance methods for context specific actions is disallowed/);
  });

  it('should answer a session check and a desk list without a fork, and a write with one', async () => {
    const admin = await signedIn(t, await addAccount(t, 'scope-admin', 'admin'));
    await addAccount(t, 'scope-guard', 'security', { manager: 'scope-admin', password: 'Guard@123' });
    const guard = await signedIn(t, { email: email('scope-guard'), password: 'Guard@123' });
    // Today's approved visit, checked in: a row with its host and the desk's look-ups.
    const sql = await sqlClient(t.database.url);
    await insertVisits(sql, [{ hostEmail: email('scope-admin'), name: 'Arjun Mehta', date: '2026-11-20', checkIn: new Date() }]);
    await sql.end();
    const fork = vi.spyOn(orm.em, 'fork');

    const check = await guard.get<{ message: string }>(`/check-session/${encodeURIComponent(t.envelope.encrypt(email('scope-guard')))}/1`);
    expect(check).toMatchObject({ status: 200, body: { message: 'Session active' } });
    const list = await guard.get<{ total: number }>('/api/getApprovedVisitor?view=active&scope=all');
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(1);
    expect(fork).not.toHaveBeenCalled();

    expect((await createPass(t, admin, { date: '20-11-2026', phoneNumber: '9812345671' })).body.errmessage).toBeUndefined();
    expect(fork).toHaveBeenCalled();
  });

  it("should run a prepared statement inside a transaction on the transaction's own connection", async () => {
    const fork = vi.spyOn(orm.em, 'fork');
    const inside = await runInEntityManagerScope(orm.em, () =>
      orm.em.transactional(async () => {
        await orm.em.execute(`insert into job_run (name, period, started_at) values ('scope-test', 'one', now())`);
        const [row] = await runPrepared<{ n: number }>(orm.em, COUNT_MARKERS, []);
        throw Object.assign(new Error('roll back'), { seen: row?.n });
      }).catch((error: { seen?: number }) => error.seen),
    );
    // The uncommitted row was visible to the statement, so it ran in the transaction; then it rolled back.
    expect(inside).toBe(1);
    expect(fork).toHaveBeenCalled();
    const [after] = await runInEntityManagerScope(orm.em, () => runPrepared<{ n: number }>(orm.em, COUNT_MARKERS, []));
    expect(after).toEqual({ n: 0 });
  });
});
