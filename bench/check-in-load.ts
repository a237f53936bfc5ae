/**
 * Check-in under concurrent load (issue 5): the real server in a process of its own on a loopback
 * port (sharing the benchmark's database), autocannon in this process sending
 * POST /visitorTimeIn for today's approved visitors from CONNECTIONS connections at once, each
 * visitor checked in once; then the same visitors again (every answer must be 409), and 20 racing
 * check-ins of a single visitor (exactly one 200).
 *
 *   BENCH_DATA_DIR=/tmp/vms-bench node --import tsx bench/check-in-load.ts
 */
import autocannon from 'autocannon';
import { NodeEnvelope } from '#kernel/envelope/node-envelope.ts';
import { siteToday } from '#contract/visit-time.ts';
import { benchRuntime } from './bench-database.ts';
import { ensureDeskAccount, signInDesk, startBenchServer } from './bench-desk.ts';
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

const server = await startBenchServer(runtime, { cpuProfileDir: process.env['CPU_PROFILE'] });
const { base } = server;
const cookie = await signInDesk(runtime, base, email);
const envelope = runtime.container.get(NodeEnvelope);
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

await server.stop();
await runtime.close();
