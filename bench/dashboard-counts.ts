/**
 * The dashboards' numbers at scale (issue 12): the plans and times of GET /api/dashboard-counts's
 * reads on the benchmark data set (200 hosts, 1,000,000 visits: bench/seed-visits.ts, made by
 * bench/desk-lists.ts), and the whole use case for the desk, a busy host and an admin.
 *
 *   BENCH_DATA_DIR=/tmp/vms-bench node --import tsx bench/dashboard-counts.ts
 *   BENCH_DATA_DIR=/tmp/vms-bench-20 node --import tsx bench/dashboard-counts.ts   # the data compare.ts spread over 20 sites
 */
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { runInEntityManagerScope } from '../src/platform/database/entity-manager-scope.ts';
import { ReadDashboardCounts } from '../src/visits/application/read-dashboard-counts.ts';
import type { Principal } from '../src/platform/ports/session-authenticator.ts';
import { siteToday } from '#contract/visit-time.ts';
import { benchRuntime } from './bench-database.ts';

const runtime = await benchRuntime();
const orm = runtime.container.get(MikroORM);
const client = new pg.Client(orm.em.getConnection().getConnectionOptions() as pg.ClientConfig);
await client.connect();
const today = siteToday(runtime.config.timeZone, new Date());

const { rows: visits } = await client.query<{ n: string }>('select count(*) as n from visitor_pass');
console.log(`${visits[0]?.n} visits; today at the site ${today}`);
// The busiest host of the coming days: the host part's worst case.
const { rows: busiest } = await client.query<{ host_id: number; email: string; n: string }>(
  `select v.host_id, e.email, count(*) as n from visitor_pass v join employee e on e.id = v.host_id group by v.host_id, e.email order by count(*) desc limit 1`,
);
const host = busiest[0]!;
const { rows: admins } = await client.query<{ id: number; email: string }>(
  `select e.id, e.email from employee e join designation d on d.id = e.designation_id where d.name = 'Admin' limit 1`,
);

const explain = async (label: string, statement: string, values: unknown[]) => {
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement}`, values);
  console.log(`\n#### ${label}\n\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`);
};

// The desk's numbers are of the first site, where the guard works (ADR 42); with BENCH_SITES=20's
// data (compare.ts spreads the visits once) that site holds a twentieth of them.
const [firstSite] = (await client.query<{ id: number }>('select min(id) as id from site')).rows;

// The desk's five numbers: the statement countEach makes for them (sql-visit-list-query.ts): the
// site, then one day as an equality (ADR 61).
await explain(
  "The desk's five numbers, one statement",
  `select count(*) filter (where v.cancelled_at is null) as c0, count(*) filter (where v.check_in is not null) as c1,
     count(*) filter (where v.check_in is not null and v.check_out is null) as c2, count(*) filter (where v.check_in is not null and v.check_out is not null) as c3,
     count(*) filter (where v.check_in is null and v.cancelled_at is null and v.visit_time < $2::time) as c4
   from visitor_pass v where v.approve_status = 'Approved' and v.anonymised_at is null and v.site_id = $3 and v.visit_date = $1::date`,
  [today, '12:00:00', firstSite!.id],
);
// A host's three in one statement: My visitors' countEach (sql-my-visits-query.ts), each number's when and states a filter.
const STATE = `case when v.cancelled_at is not null then 'cancelled' when v.check_in is not null and v.check_out is not null then 'checked_out'
  when v.check_in is not null then 'checked_in' when v.visit_date < $2::date then 'missed' when v.submitted_at is null then 'awaiting_details'
  when v.approve_status <> 'Approved' then 'awaiting_approval' else 'expected' end`;
await explain(
  `The busiest host's three numbers, one statement (host ${host.host_id}, ${host.n} visits)`,
  `select count(*) filter (where v.visit_date = $2::date and ${STATE} = any($3::text[])) as c0,
     count(*) filter (where v.visit_date >= $2::date and ${STATE} = any($4::text[])) as c1,
     count(*) filter (where v.visit_date = $2::date and ${STATE} = any($5::text[])) as c2
   from visitor_pass v where v.host_id = $1 and v.anonymised_at is null and $2::date = $2::date and v.visit_date >= $2::date`,
  [host.host_id, today, ['awaiting_details', 'awaiting_approval', 'expected', 'checked_in', 'checked_out'], ['awaiting_approval'], ['checked_in']],
);

// The whole use case, as the route calls it: median of 50 after 10 warm-up calls.
const read = runtime.container.get(ReadDashboardCounts);
const principal = (id: number, email: string, role: Principal['role']): Principal => ({ sessionId: 'bench', employeeId: id, email, name: 'Bench', role, siteIds: [firstSite!.id], homeSiteId: firstSite!.id });
const time = async (label: string, who: Principal) => {
  const once = () => runInEntityManagerScope(orm.em, () => read.execute(who));
  for (let i = 0; i < 10; i += 1) await once();
  const times: number[] = [];
  let answer: unknown;
  for (let i = 0; i < 50; i += 1) {
    const start = process.hrtime.bigint();
    answer = await once();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  console.log(`\n${label}: median ${times[25]!.toFixed(2)} ms, p90 ${times[45]!.toFixed(2)} ms: ${JSON.stringify(answer)}`);
};
await time('Security (the desk\'s five)', principal(0, 'guard@bench', 'security'));
await time(`The busiest host (employee ${host.email})`, principal(host.host_id, host.email, 'employee'));
if (admins[0]) await time('An admin (all of it)', principal(admins[0].id, admins[0].email, 'admin'));

await client.end();
await runtime.close();
