import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runInEntityManagerScope } from '../../../src/platform/database/entity-manager-scope.ts';
import { runPrepared } from '../../../src/platform/database/prepared-sql.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

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
