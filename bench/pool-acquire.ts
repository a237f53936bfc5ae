/**
 * What the ORM's pool costs a hot path's statement (issue 10): the same prepared statement through
 * MikroORM's Kysely client and its pool (what `runPrepared` does outside a transaction) and on a plain `pg` pool
 * with the ORM's own connection settings, 10 at a time, in one process; prints this process's CPU
 * per statement (PostgreSQL's work is in its own processes). Three rounds, each way in turn.
 *
 *   BENCH_DATA_DIR=/tmp/vms-bench node --import tsx bench/pool-acquire.ts
 */
import { EntityManager, MikroORM, type PostgreSqlConnection } from '@mikro-orm/postgresql';
import pg from 'pg';
import { runInEntityManagerScope } from '../src/platform/database/entity-manager-scope.ts';
import { runPrepared } from '../src/platform/database/prepared-sql.ts';
import { benchRuntime } from './bench-database.ts';

const CONCURRENT = 10;
const BATCHES = 1000;

const runtime = await benchRuntime();
const orm = runtime.container.get(MikroORM);
const em = runtime.container.get(EntityManager);
const statement = { name: 'bench.pool_acquire', text: 'select $1::int as n' };
const plain = new pg.Pool({ ...((orm.em.getConnection() as PostgreSqlConnection).getConnectionOptions() as pg.PoolConfig), max: CONCURRENT });

const throughOrm = () => runInEntityManagerScope(orm.em, () => runPrepared(em, statement, [1]));
// Both in a request's context, as a request runs them: only the pool differs.
const onPlainPool = () => runInEntityManagerScope(orm.em, () => plain.query({ ...statement, values: [1] }));

const measure = async (label: string, one: () => Promise<unknown>) => {
  const batch = () => Promise.all(Array.from({ length: CONCURRENT }, one));
  for (let i = 0; i < BATCHES / 2; i += 1) await batch();
  const before = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < BATCHES; i += 1) await batch();
  const used = process.cpuUsage(before);
  const statements = BATCHES * CONCURRENT;
  console.log(`${label}  ${((used.user + used.system) / statements).toFixed(1)} µs CPU a statement, ${(((performance.now() - started) * 1000) / statements).toFixed(1)} µs wall`);
};

for (let round = 1; round <= 3; round += 1) {
  await measure('ORM pool (runPrepared)  ', throughOrm);
  await measure('plain pg pool          ', onPlainPool);
}
await plain.end();
await runtime.close();
