import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInEntityManagerScope } from '../../../src/platform/database/entity-manager-scope.ts';
import { MikroOrmUnitOfWork } from '../../../src/platform/database/mikro-orm-unit-of-work.ts';
import { runPrepared, runSql } from '../../../src/platform/database/prepared-sql.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

const ONE = { name: 'test.prepared_one', text: 'select $1::int + 0 as n' };

/**
 * MikroORM 7 sends every statement through Kysely, which knows no statement names: the pool's
 * `pg` client names the application's statements again (ADR 31). Read on the transaction's own
 * connection, PostgreSQL's list of that session's prepared statements shows it did.
 */
describe('prepared statements through MikroORM 7', () => {
  let t: TestApp;
  let orm: MikroORM;

  beforeAll(async () => {
    t = await startTestApp();
    orm = t.runtime.database.orm;
  });
  afterAll(() => t.close());

  it('should prepare a statement by its name on the connection that runs it, in a transaction too', async () => {
    const names = await runInEntityManagerScope(orm.em, () =>
      new MikroOrmUnitOfWork(orm.em).run(async () => {
        const [row] = await runPrepared<{ n: number }>(orm.em, ONE, [41]);
        expect(row).toEqual({ n: 41 });
        return (await runSql<{ name: string }>(orm.em, 'select name from pg_prepared_statements', [])).map((r) => r.name);
      }),
    );
    expect(names).toContain(ONE.name);
  });

  it('should send a statement whose text varies unnamed', async () => {
    const names = await runInEntityManagerScope(orm.em, () =>
      new MikroOrmUnitOfWork(orm.em).run(async () => {
        await runSql(orm.em, 'select $1::int + 1 as n', [1]);
        return (await runSql<{ statement: string }>(orm.em, 'select statement from pg_prepared_statements', [])).map((r) => r.statement);
      }),
    );
    expect(names).not.toContain('select $1::int + 1 as n');
  });
});
