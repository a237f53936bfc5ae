/**
 * Scale benchmark for the desk's lists (issue 5): 200 hosts and BENCH_VISITS visits (default
 * 1,000,000) over three years, then every list call through the real HTTP app, timed over repeated
 * runs. With EXPLAIN=1 it also prints the query plans of the calls slower than EXPLAIN_OVER ms
 * (default 50; 0 for all of them).
 *
 *   BENCH_DATA_DIR=/tmp/vms-bench node --import tsx bench/desk-lists.ts
 */
import { createHash } from 'node:crypto';
import { stripVTControlCharacters } from 'node:util';
import { MikroORM } from '@mikro-orm/postgresql';
import { buildHttpApp } from '../src/http-app.ts';
import { AddEmployee } from '../src/identity/application/add-employee.ts';
import { EmployeeRepository } from '../src/identity/application/ports.ts';
import { runInEntityManagerScope } from '../src/platform/database/entity-manager-scope.ts';
import { NodeEnvelope } from '#kernel/envelope/node-envelope.ts';
import { siteToday } from '#contract/visit-time.ts';
import { benchRuntime } from './bench-database.ts';
import { seedVisits } from './seed-visits.ts';
import { sql } from './sql.ts';
import { percentile } from './stats.ts';

const VISITS = Number(process.env['BENCH_VISITS'] ?? 1_000_000);
const RUNS = Number(process.env['BENCH_RUNS'] ?? 25);

const runtime = await benchRuntime();
const run = sql(runtime);
const today = siteToday(runtime.config.timeZone, new Date());
const seedStart = performance.now();
await seedVisits(runtime, VISITS, today);
const total = Number((await run<{ n: string }>('select count(*) n from visitor_pass'))[0]?.n);
console.log(`data: ${total.toLocaleString('en')} visits, 200 hosts (seeded or found in ${Math.round(performance.now() - seedStart)} ms)`);

// A desk account and its session, through the real login.
const orm = runtime.container.get(MikroORM);
await runInEntityManagerScope(orm.em, async () => {
  if (await runtime.container.get(EmployeeRepository).findByEmail(`desk@${runtime.config.companyDomain}`)) return;
  await runtime.container.get(AddEmployee).execute({
    account: { email: `desk@${runtime.config.companyDomain}`, name: 'Bench Desk', role: 'admin' },
    passwordDigest: createHash('sha256').update('Bench@1234').digest('hex'),
    actor: { type: 'cli', label: 'cli:bench' },
  });
});
const app = buildHttpApp(runtime.container);
const envelope = runtime.container.get(NodeEnvelope);
const { captchaId } = (await (await app.request('/captcha')).json()) as { captchaId: string };
const login = await app.request('/api/auth/login', {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({
    data: envelope.encrypt({ email: `desk@${runtime.config.companyDomain}`, password: createHash('sha256').update('Bench@1234').digest('hex'), captchaId, captcha: 'AB12' }),
  }),
});
const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;

// The SQL of each call, captured from MikroORM's query log for EXPLAIN.
const captured: string[] = [];
const logger = orm.config.getLogger();
const originalLog = logger.log.bind(logger);
logger.log = (namespace, message, context) => {
  if (namespace === 'query') captured.push(stripVTControlCharacters(String(message)).replace(/ \[took .*$/, ''));
  else originalLog(namespace, message, context);
};

const cases: [string, Record<string, string>][] = [
  ['active, all (page 1, by time)', { view: 'active', filter: 'all' }],
  ['active, not checked in', { view: 'active', filter: 'not_checked_in' }],
  ['active, not checked out', { view: 'active', filter: 'not_checked_out' }],
  ['active, checked in and out', { view: 'active', filter: 'checked_in_and_out' }],
  ['history, yesterday', { view: 'history', filter: 'yesterday' }],
  ['history, last week', { view: 'history', filter: 'last_week' }],
  ['history, current month', { view: 'history', filter: 'current_month' }],
  ['history, all (by date desc)', { view: 'history', filter: 'all' }],
  ['history, all, by date asc', { view: 'history', filter: 'all', sort: 'date', order: 'asc' }],
  ['history, all, by time', { view: 'history', filter: 'all', sort: 'time', order: 'asc' }],
  ['history, all, by name', { view: 'history', filter: 'all', sort: 'name', order: 'asc' }],
  ['history, all, by name desc', { view: 'history', filter: 'all', sort: 'name', order: 'desc' }],
  ['search name prefix "Aar"', { view: 'history', filter: 'all', q: 'Aar' }],
  ['search name part "sharm"', { view: 'history', filter: 'all', q: 'sharm' }],
  ['search rare part "ayaan khan"', { view: 'history', filter: 'all', q: 'ayaan khan' }],
  ['search phone prefix "98765"', { view: 'history', filter: 'all', q: '98765' }],
  ['all visits (no parameters)', {}],
  ['history, all, page 400', { view: 'history', filter: 'all', page: '400' }],
];

// Past the counted window the API refuses rather than skipping hundreds of thousands of rows.
const beyond = await app.request(`/api/getApprovedVisitor?${new URLSearchParams({ view: 'history', filter: 'all', pageSize: '25', page: '20000' })}`, { headers: { Cookie: cookie } });
console.log(`page 20,000 (offset 499,975): ${beyond.status} ${JSON.stringify(await beyond.json())}`);

const results: { label: string; median: number; p95: number; total: number; rows: number; sql: string[] }[] = [];
for (const [label, query] of cases) {
  const path = `/api/getApprovedVisitor?${new URLSearchParams({ pageSize: '25', ...query })}`;
  const times: number[] = [];
  let body: { details: string; total: number } = { details: '', total: 0 };
  for (let i = 0; i < RUNS + 3; i += 1) {
    captured.length = 0;
    if (i === 0) {
      // 'query-params' logs each statement with its values inlined, so it can be replayed under EXPLAIN.
      orm.config.set('debug', ['query', 'query-params']);
      logger.setDebugMode(['query', 'query-params']);
    }
    const started = performance.now();
    const response = await app.request(path, { headers: { Cookie: cookie } });
    body = (await response.json()) as typeof body;
    const elapsed = performance.now() - started;
    if (i === 0) {
      orm.config.set('debug', false);
      logger.setDebugMode(false);
    }
    if (response.status !== 200) throw new Error(`${label}: ${response.status} ${JSON.stringify(body)}`);
    if (i >= 3) times.push(elapsed);
    if (i === 0) results.push({ label, median: 0, p95: 0, total: 0, rows: 0, sql: [...captured] });
  }
  times.sort((a, b) => a - b);
  const result = results.at(-1)!;
  Object.assign(result, { median: percentile(times, 0.5), p95: percentile(times, 0.95), total: body.total, rows: (envelope.decryptJson(body.details) as unknown[]).length });
  console.log(`${label.padEnd(34)} median ${result.median.toFixed(1).padStart(6)} ms   p95 ${result.p95.toFixed(1).padStart(6)} ms   total ${result.total.toLocaleString('en').padStart(9)}   rows ${result.rows}`);
}

if (process.env['EXPLAIN']) {
  for (const result of results.filter((r) => r.p95 >= Number(process.env['EXPLAIN_OVER'] ?? 50))) {
    console.log(`\n### ${result.label} (p95 ${result.p95.toFixed(1)} ms)`);
    for (const statement of result.sql.filter((s) => /from "visitor_pass"/.test(s))) {
      console.log(`\n${statement}\n`);
      const plan = await run<{ 'QUERY PLAN': string }>(`explain (analyze, buffers off, timing on) ${statement}`);
      console.log(plan.map((line) => line['QUERY PLAN']).join('\n'));
    }
  }
}

await runtime.close();
