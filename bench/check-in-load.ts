/**
 * Check-in under concurrent load (issue 5): the real server in a process of its own on a loopback
 * port (sharing the benchmark's database), autocannon in this process sending
 * POST /visitorTimeIn for today's approved visitors from CONNECTIONS connections at once, each
 * visitor checked in once; then the same visitors again (every answer must be 409), and 20 racing
 * check-ins of a single visitor (exactly one 200).
 *
 *   BENCH_DATA_DIR=/tmp/vms-bench node --import tsx bench/check-in-load.ts
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { projectRoot } from '../src/platform/project-root.ts';
import { NodeEnvelope } from '../src/shared/envelope/node-envelope.ts';
import { siteToday } from '../src/shared/visit-time.ts';
import { benchRuntime } from './bench-database.ts';
import { BENCH_PASSWORD_DIGEST, ensureDeskAccount, freePort } from './bench-desk.ts';
import { seedVisits } from './seed-visits.ts';
import { sql } from './sql.ts';

const CONNECTIONS = Number(process.env['CONNECTIONS'] ?? 20);
const runtime = await benchRuntime();
const run = sql(runtime);
const today = siteToday(runtime.config.timeZone, new Date());
await seedVisits(runtime, Number(process.env['BENCH_VISITS'] ?? 1_000_000), today);
// Today's visitors, none checked in yet: the start of a busy morning.
await run(`update visitor_pass set check_in = null, check_out = null where visit_date = '${today}'`);
const ids = (await run<{ id: number }>(`select id from visitor_pass where visit_date = '${today}' and approve_status = 'Approved' and anonymised_at is null order by id`)).map((r) => r.id);

const email = await ensureDeskAccount(runtime);

// The server as in production: its own process, so the load generator does not share its event loop.
const port = await freePort();
const profile = process.env['CPU_PROFILE'] ? ['--cpu-prof', `--cpu-prof-dir=${process.env['CPU_PROFILE']}`] : [];
const server = spawn(process.execPath, [...profile, '--import', 'tsx', join(projectRoot(), 'src', 'server.ts')], {
  env: { ...process.env, VMS_DATA_DIR: runtime.config.dataDir, PORT: String(port), LOG_LEVEL: 'warn', VMS_CAPTCHA_FIXED_TEXT: 'AB12', VMS_SERVER_SECRET: runtime.config.serverSecret },
  stdio: 'inherit',
});
const base = `http://127.0.0.1:${port}`;
for (let waited = 0; !(await fetch(`${base}/healthz`).then((r) => r.ok, () => false)); waited += 100) {
  if (waited > 60_000) throw new Error('the server did not start');
  await sleep(100);
}
const envelope = runtime.container.get(NodeEnvelope);
const { captchaId } = (await (await fetch(`${base}/captcha`)).json()) as { captchaId: string };
const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ data: envelope.encrypt({ email, password: BENCH_PASSWORD_DIGEST, captchaId, captcha: 'AB12' }) }),
});
const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
const bodies = ids.map((id) => JSON.stringify({ encryptedId: envelope.encrypt(String(id)), time_in: new Date().toISOString() }));

const load = async (label: string, requests: string[], connections: number) => {
  let next = 0;
  const result = await autocannon({
    url: `${base}/visitorTimeIn`,
    connections,
    amount: requests.length,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    requests: [{ setupRequest: (request) => ({ ...request, body: requests[next++ % requests.length] }) }],
  });
  const codes = Object.fromEntries(Object.entries(result).filter(([key]) => /^\d+xx$/.test(key)).map(([key, value]) => [key, value]));
  console.log(
    `${label.padEnd(46)} ${String(requests.length).padStart(5)} requests, ${connections} connections: ` +
      `${Math.round(result.requests.average)} req/s, latency p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; ${JSON.stringify(codes)} non-2xx ${result.non2xx}`,
  );
};

console.log(`today (${today}): ${ids.length} approved visitors`);
await load('check-in, each visitor once', bodies, CONNECTIONS);
const recorded = Number((await run<{ n: string }>(`select count(*) n from visitor_pass where visit_date = '${today}' and check_in is not null`))[0]?.n);
console.log(`recorded check-ins: ${recorded} of ${ids.length}`);
await load('the same again (all refused: already in)', bodies, CONNECTIONS);
await run(`update visitor_pass set check_in = null where id = ${ids[0]}`);
const raceStart = new Date();
await load('20 racing check-ins of one visitor', Array.from({ length: 20 }, () => bodies[0]!), 20);
const winners = Number(
  (await run<{ n: string }>(`select count(*) n from audit_log where action = 'visit.checked_in' and subject_id = '${ids[0]}' and at >= ?`, [raceStart]))[0]?.n,
);
console.log(`check-ins recorded by the race: ${winners}`);

server.kill('SIGINT');
await new Promise((done) => server.once('exit', done));
await runtime.close();
