/**
 * The product against the hand-written baseline (bench/baseline/server.ts), side by side in one
 * run: both servers on the same database, each in a process of its own, driven alternately with the
 * same load (autocannon, CONNECTIONS connections) for ROUNDS rounds; prints medians and the ratios.
 *
 *   npm run build:server    # the product as `npm start` runs it: dist/src/server.js
 *   BENCH_DATA_DIR=/tmp/vms-bench npx node --import tsx bench/compare.ts          # 1,000,000 visits
 *   BENCH_DATA_DIR=/tmp/vms-bench-100k BENCH_VISITS=100000 npx node --import tsx bench/compare.ts
 *   SERVER_NODE=/usr/bin/node …   # both servers on another Node (the machine's 20) while the harness stays on 24
 *   PRODUCT_NODE=/usr/bin/node …  # the product alone on it, the baseline on 24 as the yardstick
 *
 * The headline is **CPU per request**: what one request costs the server's process (user + system
 * time from /proc/<pid>/stat over the run) plus the PostgreSQL backends serving it, divided by the
 * requests answered. The ratio is the baseline's cost over the product's (70 % means the product
 * costs 1/0.7 of the baseline). Throughput and p99 are printed beside it: on a shared machine they
 * move with the neighbours, CPU per request much less.
 *
 * PostgreSQL's share: each server connects with its own `application_name` (PGAPPNAME, which `pg`
 * reads for the product's pool and the baseline's alike); before and after each run the harness lists
 * the backends of that name in `pg_stat_activity` and reads their utime + stime from /proc/<pid>/stat
 * (so the database must run on this machine: with a remote DATABASE_URL the column says so and only
 * the servers' own CPU is compared). A backend that ends during a run takes its CPU with it; the run's
 * line says so when that happens. PostgreSQL's shared work (WAL writer, checkpointer, autovacuum) is
 * nobody's and is not counted.
 *
 * Both servers run compiled the same way: the product as `npm start` runs it (esbuild, through
 * scripts/build-if-stale.mjs), the baseline compiled by this harness with the same esbuild options
 * (compileOptions) into dist/bench-baseline/. Both build their answers the same way too (one object
 * literal, extra fields added in place: src/kernel/with-fields.ts) from the same columns
 * (src/visits/adapters/sql/visit-row.ts), so the ratio measures the framework around the work.
 *
 * Every answer is checked, not only timed: each of today's visitors is checked in exactly once per
 * run (rows and audit entries counted), and a page of the desk list from the product equals the
 * baseline's field for field.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { isDeepStrictEqual } from 'node:util';
import autocannon from 'autocannon';
import { SMTPServer } from 'smtp-server';
import { projectRoot } from '../src/platform/project-root.ts';
import { NodeEnvelope } from '#kernel/envelope/node-envelope.ts';
import { siteToday } from '#contract/visit-time.ts';
import { benchRuntime } from './bench-database.ts';
import { compileBaseline } from './compile-baseline.ts';
import { BENCH_PASSWORD_DIGEST, ensureDeskAccount, freePort } from './bench-desk.ts';
import { FIRST, LAST, seedVisits, spreadOverSites } from './seed-visits.ts';
import { sql } from './sql.ts';
import { median } from './stats.ts';

const CONNECTIONS = Number(process.env['CONNECTIONS'] ?? 20);
const ROUNDS = Number(process.env['ROUNDS'] ?? 3);
const SECONDS = Number(process.env['SECONDS'] ?? 5);
const VISITS = Number(process.env['BENCH_VISITS'] ?? 1_000_000);
/** BENCH_SITES=20: the visits spread over twenty sites (issue 30); the desk lists its own site's. */
const SITES = Number(process.env['BENCH_SITES'] ?? 1);
const POOL = '20';

const runtime = await benchRuntime();
const run = sql(runtime);
const today = siteToday(runtime.config.timeZone, new Date());
await seedVisits(runtime, VISITS, today);
await spreadOverSites(runtime, SITES);
const ids = (await run<{ id: number }>(`select id from visitor_pass where visit_date = '${today}' and approve_status = 'Approved' and anonymised_at is null order by id`)).map((r) => r.id);

const email = await ensureDeskAccount(runtime);

/**
 * The watchlist the arrival screening reads (issue 13): WATCHLIST active entries (200 unless told) for
 * this run, removed at its end. Each bears a name visitors of the data set have (so the screening's
 * trigram look-up finds candidates for many arrivals, as a real list with common names does), a phone
 * no visitor has (theirs begin with 9) and no Aadhaar digits, so that nobody matches and every
 * check-in still succeeds.
 */
const WATCHLIST = Number(process.env['WATCHLIST'] ?? 200);
const WATCHLIST_LABEL = 'bench:compare';
await run('delete from watchlist_entry where added_by_label = ?', [WATCHLIST_LABEL]);
await run(
  `insert into watchlist_entry (name, name_normalised, phone, id_kind, id_last4, reason, added_by_id, added_by_label, created_at)
   select n, lower(n), '7' || lpad(g::text, 9, '0'), null, null, 'Benchmark entry: a visitor''s name, never their phone.', null, ?, now()
     from generate_series(1, ?::int) g
     cross join lateral (select (array[${FIRST.map((n) => `'${n}'`).join(',')}])[1 + g % ${FIRST.length}]
                                || ' ' || (array[${LAST.map((n) => `'${n}'`).join(',')}])[1 + (g / ${FIRST.length}) % ${LAST.length}] as n) x`,
  [WATCHLIST_LABEL, WATCHLIST],
);

// Arrival mails go to a sink in this process, as they would to a real mail server.
const smtp = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS', 'AUTH'], logger: false, onData: (stream, _s, done) => stream.resume().on('end', () => done()) });
await new Promise<void>((done) => smtp.listen(0, '127.0.0.1', () => done()));
const smtpPort = (smtp.server.address() as { port: number }).port;

/** Write system calls a process has made so far (syscw of /proc/<pid>/io): each socket write is one. */
const writeCalls = (pid: number): number => Number(/syscw: (\d+)/.exec(readFileSync(`/proc/${pid}/io`, 'utf8'))?.[1]);

interface Target {
  readonly name: 'product' | 'baseline';
  readonly base: string;
  readonly child: ChildProcess;
}

/**
 * The Node each server runs on: SERVER_NODE=/usr/bin/node moves both (the machine's own Node), and
 * PRODUCT_NODE the product alone, so that the baseline, still on the harness's Node, is the yardstick
 * of a before-and-after across runs. The harness itself stays on the Node that runs it.
 */
const NODE: Record<Target['name'], string> = {
  baseline: process.env['SERVER_NODE'] ?? process.execPath,
  product: process.env['PRODUCT_NODE'] ?? process.env['SERVER_NODE'] ?? process.execPath,
};
const nodeVersion = (binary: string): string => execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim();

/** Each server's name in `pg_stat_activity`, so that its backends' CPU can be told from the other's. */
const APPLICATION_NAME: Record<Target['name'], string> = { product: 'vms-bench-product', baseline: 'vms-bench-baseline' };

const sharedEnv = {
  ...process.env,
  DATABASE_URL: runtime.database.url,
  VMS_SERVER_SECRET: runtime.config.serverSecret,
  VMS_PAYLOAD_PHRASE: runtime.config.payloadPhrase,
  VMS_TIMEZONE: runtime.config.timeZone,
  DATABASE_POOL_MAX: POOL,
  LOG_LEVEL: 'warn',
};

// Neither server outlives the harness, even when a check below throws.
const children: ChildProcess[] = [];
process.on('exit', () => {
  for (const child of children) child.kill('SIGTERM');
});

const start = async (name: Target['name'], entry: string[]): Promise<Target> => {
  const port = await freePort();
  // CPU_PROFILE=dir profiles the product; CPU_PROFILE_TARGET=baseline (or both) profiles the other too.
  const profiled = (process.env['CPU_PROFILE_TARGET'] ?? 'product') === name || process.env['CPU_PROFILE_TARGET'] === 'both';
  const profile = process.env['CPU_PROFILE'] && profiled ? ['--cpu-prof', `--cpu-prof-dir=${process.env['CPU_PROFILE']}`] : [];
  const child = spawn(NODE[name], [...profile, ...entry], {
    env: {
      ...sharedEnv,
      PGAPPNAME: APPLICATION_NAME[name],
      PORT: String(port),
      VMS_DATA_DIR: join(runtime.config.dataDir, `bench-${name}`),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      VMS_CAPTCHA_FIXED_TEXT: 'AB12',
      // No scheduled job starts during a run.
      VMS_JOBS_FIRST_RUN_SECONDS: '86400',
      // The product as a request-only replica, like the baseline, which queues the arrival mail and
      // never delivers it; PRODUCT_BACKGROUND=on measures it delivering its own mail as well.
      VMS_BACKGROUND: name === 'product' ? (process.env['PRODUCT_BACKGROUND'] ?? 'off') : 'off',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  for (let waited = 0; !(await fetch(`${base}/healthz`).then((r) => r.ok, () => false)); waited += 100) {
    if (waited > 60_000) throw new Error(`${name} did not start`);
    await sleep(100);
  }
  return { name, base, child };
};

// The product as `npm start` runs it (compiled when built), the baseline compiled the same way.
const compiled = join(projectRoot(), 'dist', 'src', 'server.js');
// PRODUCT_ENTRY=<a build's server.js> measures another build (a copy of the one before a change), so
// that before and after run in one session.
const productEntry = process.env['PRODUCT_ENTRY']
  ? [process.env['PRODUCT_ENTRY']]
  : existsSync(compiled) && process.env['PRODUCT'] !== 'tsx'
    ? [compiled]
    : ['--import', 'tsx', join(projectRoot(), 'src', 'server.ts')];
const product = await start('product', productEntry);
const baselineEntry = await compileBaseline();
const baseline = await start('baseline', baselineEntry);

const envelope = new NodeEnvelope(runtime.config.payloadPhrase);
const { captchaId } = (await (await fetch(`${product.base}/captcha`)).json()) as { captchaId: string };
const login = await fetch(`${product.base}/api/auth/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ data: envelope.encrypt({ email, password: BENCH_PASSWORD_DIGEST, captchaId, captcha: 'AB12' }) }),
});
if (login.status !== 200) throw new Error(`login ${login.status}`);
const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
const headers = { Cookie: cookie };
const LIST = '/api/getApprovedVisitor?view=active&page=1&pageSize=25';
const CHECK = `/check-session/${encodeURIComponent(envelope.encrypt(email))}/1`;

/** Where two answers first part, as a path and the two values, so a failed check says what to look at. */
const firstDifference = (a: unknown, b: unknown, path = ''): string => {
  if (isDeepStrictEqual(a, b)) return '';
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const found = firstDifference((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${path}.${key}`);
      if (found) return found;
    }
  }
  return `${path || '(the whole answer)'}: product ${JSON.stringify(a)?.slice(0, 200)}, baseline ${JSON.stringify(b)?.slice(0, 200)}`;
};

/** The same page from both, decrypted: they must agree field for field. */
const samePage = async () => {
  const pages = await Promise.all(
    [product, baseline].map(async (target) => {
      const body = (await (await fetch(`${target.base}${LIST}`, { headers })).json()) as { details: string; total: number; totalCapped: boolean };
      return { rows: envelope.decryptJson(body.details), total: body.total, totalCapped: body.totalCapped };
    }),
  );
  if (!isDeepStrictEqual(pages[0], pages[1])) throw new Error(`the pages differ: ${firstDifference(pages[0], pages[1])}`);
  return (pages[0]!.rows as unknown[]).length;
};

/**
 * The same headers from both, for each timed call: an answer is its headers as well as its body, and
 * the product's security headers and request id are bytes on the wire that the baseline must write too.
 * Values that differ by nature (the date, the request id, the body's length) are compared by name only.
 */
const BY_NAME_ONLY = new Set(['date', 'x-request-id', 'content-length', 'keep-alive', 'connection']);
const sameHeaders = async () => {
  for (const path of [CHECK, LIST]) {
    const [ours, theirs] = await Promise.all(
      [product, baseline].map(async (target) => {
        // As autocannon asks: no compression (the product compresses only for clients that accept it).
        const response = await fetch(`${target.base}${path}`, { headers: { ...headers, 'Accept-Encoding': 'identity' } });
        const body = await response.text();
        return { status: response.status, headers: Object.fromEntries([...response.headers].map(([name, value]) => [name, BY_NAME_ONLY.has(name) ? '*' : value])), body };
      }),
    );
    if (!ours || !theirs) throw new Error(`no answer to ${path}`);
    if (!isDeepStrictEqual(ours.headers, theirs.headers) || ours.status !== theirs.status)
      throw new Error(`the headers of ${path.split('?')[0]} differ:\n${JSON.stringify(ours, null, 1)}\n${JSON.stringify(theirs, null, 1)}`);
    // The list's rows are compared field by field (samePage); the session check's answer is the same bytes.
    if (path === CHECK && (ours.status !== 200 || ours.body !== theirs.body)) throw new Error(`the session checks answer differently:\n${ours.body}\n${theirs.body}`);
  }
};

interface Figures {
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  /** The server process's own CPU time (user + system) per request, in microseconds. */
  readonly cpuUs: number;
  /** The CPU time of the PostgreSQL backends serving it, per request, in microseconds (null: not readable here). */
  readonly dbUs: number | null;
}

const CLOCK_TICKS_PER_SECOND = 100;
/**
 * CPU seconds a process has used so far (utime + stime of /proc/<pid>/stat). Throughput on a shared
 * two-core machine moves with whatever else runs; the CPU a server spends per request does not.
 */
const cpuSeconds = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
};

type Timed = Omit<Figures, 'cpuUs' | 'dbUs'> & { readonly requests: number };

/** CPU seconds of a process, or undefined when it has ended (or is not on this machine). */
const cpuSecondsIfAlive = (pid: number): number | undefined => {
  try {
    return cpuSeconds(pid);
  } catch {
    return undefined;
  }
};

/** CPU seconds so far of each PostgreSQL backend a server is connected through, by pid. */
const backendCpu = async (target: Target): Promise<Map<number, number | undefined>> => {
  const rows = await run<{ pid: number }>('select pid from pg_stat_activity where application_name = ?', [APPLICATION_NAME[target.name]]);
  return new Map(rows.map((row) => [row.pid, cpuSecondsIfAlive(row.pid)]));
};

/**
 * The CPU seconds the backends spent between two readings: a backend new since the first counts from
 * its start; one that ended meanwhile is counted in `ended` (its CPU is lost). Null when a backend's
 * /proc entry cannot be read (PostgreSQL on another machine).
 */
const backendCpuSpent = (before: Map<number, number | undefined>, after: Map<number, number | undefined>): { seconds: number | null; ended: number } => {
  let seconds = 0;
  for (const [pid, now] of after) {
    if (now === undefined) return { seconds: null, ended: 0 };
    seconds += now - (before.get(pid) ?? 0);
  }
  return { seconds, ended: [...before.keys()].filter((pid) => !after.has(pid)).length };
};

const cannon = async (options: autocannon.Options): Promise<Timed> => {
  const result = await autocannon({ connections: CONNECTIONS, ...options });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${options.url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, requests: result.requests.total };
};

const checkSession = (target: Target) => cannon({ url: `${target.base}${CHECK}`, duration: SECONDS, headers });
const deskList = (target: Target) => cannon({ url: `${target.base}${LIST}`, duration: SECONDS, headers });

/**
 * Today's visitors, none in: each checked in once; then the rows and the audit say exactly that.
 * A small data set has few visitors a day, so the pass repeats (reset, check everyone in) until
 * at least 800 check-ins have been timed.
 */
/**
 * Today's visitors back to not checked in. Every row it changes is a notification on `vms_changes`
 * that the product's change feed hears, so the first pass's reset is made before the count starts
 * (see the rounds below); further passes, on a small data set, reset inside it.
 */
const resetToday = () => run(`update visitor_pass set check_in = null, check_in_by_id = null, check_out = null where visit_date = '${today}'`);

const checkIns = async (target: Target): Promise<Timed> => {
  const passes = Math.ceil(800 / ids.length);
  const runs: Timed[] = [];
  let seconds = 0;
  for (let pass = 0; pass < passes; pass += 1) {
    if (pass > 0) await resetToday();
    const since = new Date();
    const bodies = ids.map((id) => JSON.stringify({ encryptedId: envelope.encrypt(String(id)), time_in: since.toISOString() }));
    let next = 0;
    let lastAnswer = 0;
    const started = performance.now();
    const figures = await cannon({
      url: `${target.base}/visitorTimeIn`,
      amount: bodies.length,
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      requests: [{ setupRequest: (request) => ({ ...request, body: bodies[next++]! }), onResponse: () => void (lastAnswer = performance.now()) }],
    });
    seconds += (lastAnswer - started) / 1000;
    runs.push(figures);
    const [rows] = await run<{ n: string }>(`select count(*) n from visitor_pass where visit_date = '${today}' and check_in >= ?`, [since]);
    const [audits] = await run<{ n: string }>(`select count(*) n from audit_log where action = 'visit.checked_in' and at >= ?`, [since]);
    if (Number(rows?.n) !== ids.length || Number(audits?.n) !== ids.length) {
      throw new Error(`${target.name}: ${rows?.n} check-ins and ${audits?.n} audit rows for ${ids.length} visitors`);
    }
  }
  // The rate from the pass's first request to its last answer: autocannon counts requests per whole
  // second and ends a run on its one-second tick, so a pass of 867 check-ins came out as 217, 289 or
  // 434 requests/s (a pass in 4, 3 or 2 seconds) and nothing between.
  return { rps: (passes * ids.length) / seconds, p50: median(runs.map((r) => r.p50)), p99: Math.max(...runs.map((r) => r.p99)), requests: passes * ids.length };
};

// ONLY=check-session (or desk, check-in) runs one call, e.g. while profiling with CPU_PROFILE=dir.
const SCENARIOS = (
  [
    ['check-session', checkSession],
    ['desk list (active, page of 25)', deskList],
    [`check-in (${ids.length} visitors a pass)`, checkIns],
  ] as const
).filter(([label]) => !process.env['ONLY'] || label.startsWith(process.env['ONLY']));

console.log(
  `${VISITS.toLocaleString('en')} visits at ${SITES} site${SITES === 1 ? '' : 's'}, ${ids.length} today, ${WATCHLIST} watchlist entries; ${CONNECTIONS} connections, ${ROUNDS} rounds; ` +
    `product on Node ${nodeVersion(NODE.product)} (${NODE.product}): ${productEntry.join(' ')}; baseline on Node ${nodeVersion(NODE.baseline)}: ${baselineEntry.join(' ')}`,
);
console.log(`a desk page agrees between the two: ${await samePage()} rows`);
await sameHeaders();
console.log('their answers carry the same status and headers, and the session check the same body');
// Warm both up (JIT, plans, pools) before anything counts.
for (const target of [product, baseline]) {
  await cannon({ url: `${target.base}${LIST}`, duration: 2, headers });
  await cannon({ url: `${target.base}${CHECK}`, duration: 2, headers });
}

const results = new Map<string, { product: Figures[]; baseline: Figures[] }>();
for (let round = 1; round <= ROUNDS; round += 1) {
  // Alternate who goes first, so neither always meets a warmer cache.
  const order = round % 2 === 1 ? [product, baseline] : [baseline, product];
  for (const [label, scenario] of SCENARIOS) {
    const entry = results.get(label) ?? { product: [], baseline: [] };
    results.set(label, entry);
    for (const target of order) {
      // Mail the previous runs queued (the baseline's rows included) is not this run's work.
      await run('update mail_outbox set sent_at = now(), text_body = \'\', html_body = null where sent_at is null');
      if (scenario === checkIns) await resetToday();
      // Every pool connection open and used just before the count starts, and the product's change feed
      // done with the reset's notifications: a pool that closed idle connections while the other server
      // ran would otherwise charge PostgreSQL's backend start-ups (a fork, authentication, catalog
      // caches: several ms each) to a few hundred requests.
      await cannon({ url: `${target.base}${label === 'check-session' ? CHECK : LIST}`, duration: 1, headers });
      const dbBefore = await backendCpu(target);
      const other = target === product ? baseline : product;
      const otherBefore = cpuSeconds(other.child.pid!);
      const wallBefore = performance.now();
      const cpuBefore = cpuSeconds(target.child.pid!);
      const writesBefore = writeCalls(target.child.pid!);
      const timed = await scenario(target);
      const cpuAfter = cpuSeconds(target.child.pid!);
      // What the server not under load spent meanwhile: its own timers and work that follows the other's
      // (the product's change feed hears every visit the baseline's check-ins change).
      const otherIdle = ((cpuSeconds(other.child.pid!) - otherBefore) * 1000) / ((performance.now() - wallBefore) / 1000);
      const db = backendCpuSpent(dbBefore, await backendCpu(target));
      const figures: Figures = {
        rps: timed.rps,
        p50: timed.p50,
        p99: timed.p99,
        cpuUs: ((cpuAfter - cpuBefore) * 1e6) / timed.requests,
        dbUs: db.seconds === null ? null : (db.seconds * 1e6) / timed.requests,
      };
      if (process.env['SYSCALLS']) console.log(`  ${((writeCalls(target.child.pid!) - writesBefore) / timed.requests).toFixed(2)} write system calls per request`);
      entry[target.name].push(figures);
      console.log(
        `round ${round} ${label.padEnd(34)} ${target.name.padEnd(8)} ${figures.rps.toFixed(0).padStart(6)} req/s  p50 ${figures.p50} ms  p99 ${figures.p99} ms  ` +
          `CPU/request ${figures.cpuUs.toFixed(0)} µs server + ${figures.dbUs === null ? '?' : figures.dbUs.toFixed(0)} µs PostgreSQL${db.ended > 0 ? ` (${db.ended} backends ended during the run, their CPU not counted)` : ''}` +
          `; the ${other.name} meanwhile ${otherIdle.toFixed(0)} ms CPU/s`,
      );
    }
  }
}
console.log(`a desk page still agrees: ${await samePage()} rows`);

/** Baseline cost over the product's, as a percentage (≥ 70 %: the product costs at most 1/0.7 of the baseline). */
const percent = (baselineCost: number, productCost: number): string => `${((baselineCost / productCost) * 100).toFixed(0)} %`;
const total = (f: Figures): number => f.cpuUs + (f.dbUs ?? 0);
const counted = [...results.values()].every((entry) => [...entry.product, ...entry.baseline].every((f) => f.dbUs !== null));

console.log(
  `\nCPU per request = the server's process${counted ? ' + the PostgreSQL backends serving it' : ' only (PostgreSQL is not on this machine)'}; ` +
    `ratio = baseline ÷ product (medians of ${ROUNDS} rounds; the range is over the rounds, each product run against the baseline's of the same round).`,
);
console.log('\n| call | CPU/request product | baseline | **CPU ratio** | range | server only: product / baseline | ratio | PostgreSQL: product / baseline | product req/s | baseline req/s | throughput ratio | p99 product / baseline |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const [label, entry] of results) {
  const med = (side: Figures[], pick: (f: Figures) => number) => median(side.map(pick));
  const [pt, bt] = [med(entry.product, total), med(entry.baseline, total)];
  const [pc, bc] = [med(entry.product, (f) => f.cpuUs), med(entry.baseline, (f) => f.cpuUs)];
  const [pd, bd] = [med(entry.product, (f) => f.dbUs ?? 0), med(entry.baseline, (f) => f.dbUs ?? 0)];
  const [p, b] = [med(entry.product, (f) => f.rps), med(entry.baseline, (f) => f.rps)];
  const rounds = entry.product.map((f, i) => total(entry.baseline[i]!) / total(f));
  const range = `${(Math.min(...rounds) * 100).toFixed(0)}–${(Math.max(...rounds) * 100).toFixed(0)} %`;
  console.log(
    `| ${label} | ${pt.toFixed(0)} µs | ${bt.toFixed(0)} µs | **${percent(bt, pt)}** | ${range} | ${pc.toFixed(0)} / ${bc.toFixed(0)} µs | ${percent(bc, pc)} | ` +
      `${counted ? `${pd.toFixed(0)} / ${bd.toFixed(0)} µs` : 'not counted'} | ${p.toFixed(0)} | ${b.toFixed(0)} | ${((p / b) * 100).toFixed(0)} % | ` +
      `${med(entry.product, (f) => f.p99)} / ${med(entry.baseline, (f) => f.p99)} ms |`,
  );
}

for (const target of [product, baseline]) {
  target.child.kill('SIGTERM');
  await new Promise((done) => target.child.once('exit', done));
}
await run('delete from watchlist_entry where added_by_label = ?', [WATCHLIST_LABEL]);
smtp.close();
await runtime.close();
