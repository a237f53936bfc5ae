/**
 * Query plans of the desk's slowest list calls, before and after the desk_indexes migration and the
 * counting windows (docs/performance.md). "Before" is rebuilt inside a transaction that is rolled
 * back: the migration's indexes dropped, the first schema's two put back, and the first version's
 * exact count. Needs the data of bench/desk-lists.ts (run that first with the same BENCH_DATA_DIR).
 *
 *   BENCH_DATA_DIR=/tmp/vms-bench node --import tsx bench/desk-plans.ts
 */
import pg from 'pg';
import { MikroORM } from '@mikro-orm/postgresql';
import { addDays, siteToday } from '#contract/visit-time.ts';
import { benchRuntime } from './bench-database.ts';

const runtime = await benchRuntime();
const orm = runtime.container.get(MikroORM);
const client = new pg.Client(orm.em.getConnection().getConnectionOptions() as pg.ClientConfig);
await client.connect();
const today = siteToday(runtime.config.timeZone, new Date());
const yesterday = addDays(today, -1);

const history = `approve_status = 'Approved' and anonymised_at is null and visit_date <= '${yesterday}'`;
const search = (term: string) => `${history} and (name ilike '%${term}%' or phone like '${term}%' or pass_code = '${term.toUpperCase()}')`;
const page = (where: string, orderBy: string) => `select * from visitor_pass where ${where} order by ${orderBy} limit 25`;
const capped = (where: string, window: number) => `select count(*) from (select id from visitor_pass where ${where} limit ${window + 1}) capped`;

const explain = async (label: string, statement: string) => {
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement}`);
  console.log(`\n#### ${label}\n\n${statement}\n\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`);
};

const calls = (counting: (where: string, window: number) => string) =>
  [
    ['History, all, by time: the page', page(history, 'visit_time, visit_date, id')],
    ['History, all: the count', counting(history, 10_000)],
    ['Search "Aar": the page', page(search('Aar'), 'visit_date desc, visit_time desc, id desc')],
    ['Search "Aar": the count', counting(search('Aar'), 500)],
    ['Search "sharm": the count', counting(search('sharm'), 500)],
  ] as const;

console.log('### Before (first schema, exact counts)');
await client.query('begin');
try {
  for (const index of ['desk_date', 'desk_time', 'desk_name', 'name_trgm', 'phone_prefix']) await client.query(`drop index visitor_pass_${index}_idx`);
  await client.query('create index visitor_pass_phone_idx on visitor_pass (phone)');
  await client.query('create index visitor_pass_status_date_idx on visitor_pass (approve_status, visit_date)');
  await client.query('analyze visitor_pass');
  for (const [label, statement] of calls((where) => `select count(*) from visitor_pass where ${where}`)) await explain(label, statement);
} finally {
  await client.query('rollback');
}

console.log('\n### After (desk_indexes migration, counting windows)');
await client.query('analyze visitor_pass');
for (const [label, statement] of calls(capped)) await explain(label, statement);

await client.end();
await runtime.close();
