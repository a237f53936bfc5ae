/**
 * What live updates (ADR 12) add to a check-in's transaction: the visitor_pass row trigger and its
 * pg_notify, delivered at commit to a listening connection. One connection runs ROUNDS transactions
 * of the check-in's shape (`update … set check_in` then commit), alternately with the triggers on
 * and off (`alter table … disable trigger user`), while another LISTENs as a server's feed does;
 * prints the median microseconds per transaction of each and the difference.
 *
 *   node --import tsx bench/live-notify.ts            (ROUNDS=2000 by default)
 */
import pg from 'pg';
import { benchRuntime } from './bench-database.ts';
import { median } from './stats.ts';

const ROUNDS = Number(process.env['ROUNDS'] ?? 2_000);
const BATCH = 200;

const runtime = await benchRuntime();
const url = runtime.database.url;
const writer = new pg.Client({ connectionString: url });
const listener = new pg.Client({ connectionString: url });
await writer.connect();
await listener.connect();
let heard = 0;
listener.on('notification', () => {
  heard += 1;
});
await listener.query('listen vms_changes');

const { rows: employees } = await writer.query<{ id: number }>(
  `insert into employee (emp_id, name, email, designation_id, status, created_at)
   select 'BENCHLIVE' || floor(random() * 1e9)::text, 'Bench Host', 'bench.live.' || floor(random() * 1e9)::text || '@example.com', d.id, 'Approved', now()
   from designation d where d.name = 'Security' returning id`,
);
const host = employees[0]!.id;
const { rows: visits } = await writer.query<{ id: number }>(
  `insert into visitor_pass (pass_code, visitor_type, name, phone, host_id, created_by_id, visit_date, visit_time, link_expires_at, created_at, approve_status)
   values (upper(substr(md5(random()::text), 1, 8)), 'Suppliers', 'Bench Visitor', '9812345670', $1, $1, current_date, '10:00', now() + interval '1 day', now(), 'Approved') returning id`,
  [host],
);
const visit = visits[0]!.id;

const prepared = { name: 'bench.live.check_in', text: 'update visitor_pass set check_in = case when check_in is null then now() else null end where id = $1' };
const round = async (): Promise<number> => {
  const started = process.hrtime.bigint();
  await writer.query('begin');
  await writer.query({ ...prepared, values: [visit] });
  await writer.query('commit');
  return Number(process.hrtime.bigint() - started) / 1_000;
};

const samples = { on: [] as number[], off: [] as number[] };
for (let i = 0; i < 200; i += 1) await round(); // warm-up
for (let done = 0; done < ROUNDS; done += BATCH) {
  for (const state of ['off', 'on'] as const) {
    await writer.query(`alter table visitor_pass ${state === 'on' ? 'enable' : 'disable'} trigger user`);
    for (let i = 0; i < BATCH; i += 1) samples[state].push(await round());
  }
}
await writer.query('alter table visitor_pass enable trigger user');
const on = median(samples.on);
const off = median(samples.off);
console.log(JSON.stringify({ rounds: ROUNDS, medianMicros: { triggersOff: Math.round(off), triggersOn: Math.round(on), added: Math.round(on - off) }, notificationsHeard: heard }));
await writer.query('delete from visitor_pass where id = $1', [visit]);
await writer.query('delete from employee where id = $1', [host]);
await writer.end();
await listener.end();
await runtime.close();
