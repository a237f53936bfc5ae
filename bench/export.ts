/**
 * `vms visitors export` against PostgreSQL's own `COPY` (issue 10): every visit of the seeded data
 * (BENCH_VISITS, default 1,000,000) exported by the real CLI in a process of its own, and the same
 * rows copied by `psql \copy … csv header`, taking turns, BENCH_ROUNDS rounds (default 3). Prints
 * the median wall time and the peak memory (RSS, from GNU time) of each, and their ratio to psql.
 *
 *   BENCH_DATA_DIR=/tmp/vms-bench-export node --import tsx bench/export.ts
 *
 * BENCH_FORMATS (default `csv`; e.g. `csv,ndjson,json`) chooses the formats. The CLI runs both as
 * `vms` runs it (cli/vms.mjs, compiled JavaScript) and as the TypeScript source through tsx
 * (`node --import tsx cli/main.ts`). BENCH_BEFORE=<folders of other checkouts, comma-separated> adds
 * each one's `cli/vms.mjs` (an older version of the export, for before/after figures). Without psql, a COPY
 * through pg-copy-streams in a Node process stands in for it.
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../src/platform/project-root.ts';
import { siteToday } from '#contract/visit-time.ts';
import { benchRuntime } from './bench-database.ts';
import { seedVisits } from './seed-visits.ts';
import { sql } from './sql.ts';
import { median } from './stats.ts';

const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 3);
const FORMATS = (process.env['BENCH_FORMATS'] ?? 'csv').split(',') as ('csv' | 'json' | 'ndjson')[];
const GNU_TIME = '/usr/bin/time';
const PSQL = '/usr/bin/psql';

const runtime = await benchRuntime();
const run = sql(runtime);
await seedVisits(runtime, Number(process.env['BENCH_VISITS'] ?? 1_000_000), siteToday(runtime.config.timeZone, new Date()));
const [range] = await run<{ from: string; to: string; n: string }>('select min(visit_date)::text "from", max(visit_date)::text "to", count(*) n from visitor_pass');
const { from, to } = range!;
const url = runtime.database.url;
const root = projectRoot();
const out = await mkdtemp(join(tmpdir(), 'vms-bench-export-'));
console.log(`data: ${Number(range!.n).toLocaleString('en')} visits, ${from} to ${to}; ${ROUNDS} rounds, taking turns; machine: 2 cores shared with other work`);

interface Variant {
  readonly name: string;
  readonly format: string;
  readonly command: (file: string) => string[];
}

/** An entry of its own (cli/vms.mjs) runs as the `vms` command does, through its `#!` line and its V8 flags. */
const vms = (entry: string[]) => (format: string) => (file: string) => [
  ...(entry.length === 1 ? entry : [process.execPath, ...entry]), 'visitors', 'export', '--from', from, '--to', to, '--format', format, '--out', file,
];
const copySql = `select * from visitor_pass where visit_date between '${from}' and '${to}' order by id`;
const psql = (file: string) =>
  existsSync(PSQL)
    ? [PSQL, '-q', url, '-c', `\\copy (${copySql}) to '${file}' with (format csv, header)`]
    : [process.execPath, '--input-type=module', '-e', `
        import { createWriteStream } from 'node:fs'; import { pipeline } from 'node:stream/promises';
        import pg from 'pg'; import { to } from 'pg-copy-streams';
        const client = new pg.Client({ connectionString: ${JSON.stringify(url)} }); await client.connect();
        await pipeline(client.query(to(${JSON.stringify(`copy (${copySql}) to stdout (format csv, header)`)})), createWriteStream(${JSON.stringify(file)}));
        await client.end();`];

const variants: Variant[] = [{ name: existsSync(PSQL) ? 'psql \\copy (csv)' : 'COPY to a file (csv, pg-copy-streams)', format: 'csv', command: psql }];
for (const format of FORMATS) {
  variants.push({ name: `vms compiled (${format})`, format, command: vms([join(root, 'cli', 'vms.mjs')])(format) });
  variants.push({ name: `vms through tsx (${format})`, format, command: vms(['--import', 'tsx', join(root, 'cli', 'main.ts')])(format) });
  for (const before of (process.env['BENCH_BEFORE'] ?? '').split(',').filter(Boolean)) {
    variants.push({ name: `${before} (${format})`, format, command: vms([join(before, 'cli', 'vms.mjs')])(format) });
  }
}

interface Measure {
  readonly seconds: number;
  readonly rssMb: number | null;
  readonly bytes: number;
}

/** One run in a child process, timed by GNU time when it is there (wall clock and peak RSS). */
const measure = async (variant: Variant): Promise<Measure> => {
  const file = join(out, `export.${variant.format}`);
  const argv = variant.command(file);
  const timed = existsSync(GNU_TIME) ? [GNU_TIME, '-f', 'BENCH %e %M', ...argv] : argv;
  const started = performance.now();
  const stderr = await new Promise<string>((done, fail) => {
    const child = spawn(timed[0]!, timed.slice(1), {
      cwd: root,
      env: { ...process.env, DATABASE_URL: url, VMS_SERVER_SECRET: 'bench-secret-bench-secret-bench-secret-00', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let text = '';
    child.stderr.on('data', (data: Buffer) => (text += data.toString()));
    child.on('error', fail);
    child.on('close', (code) => (code === 0 ? done(text) : fail(new Error(`${variant.name} exited ${code}:\n${text}`))));
  });
  const wall = (performance.now() - started) / 1000;
  const line = /BENCH ([\d.]+) (\d+)/.exec(stderr);
  const bytes = (await stat(file)).size;
  await rm(file, { force: true });
  return { seconds: line ? Number(line[1]) : wall, rssMb: line ? Number(line[2]) / 1024 : null, bytes };
};

try {
  // Warm-up, not timed: the compiled CLI builds itself once if the source changed, and the table is read into memory.
  await new Promise((done) => execFile(process.execPath, [join(root, 'cli', 'vms.mjs'), '--version'], { cwd: root }, done));
  await measure(variants[0]!);
  const results = new Map<Variant, Measure[]>(variants.map((variant) => [variant, []]));
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const variant of variants) {
      const result = await measure(variant);
      results.get(variant)!.push(result);
      console.log(`round ${round}: ${variant.name}: ${result.seconds.toFixed(2)} s, ${result.rssMb?.toFixed(0) ?? '?'} MB, ${(result.bytes / 1e6).toFixed(1)} MB written`);
    }
  }
  const baseline = median(results.get(variants[0]!)!.map((r) => r.seconds));
  console.log('\n| Command | Median time | Times (each round) | Peak RSS (median, max) | Output | Time ÷ COPY |');
  console.log('| --- | ---: | --- | ---: | ---: | ---: |');
  for (const [variant, runs] of results) {
    const times = runs.map((r) => r.seconds);
    const rss = runs.map((r) => r.rssMb).filter((mb): mb is number => mb !== null);
    console.log(
      `| ${variant.name} | ${median(times).toFixed(2)} s | ${times.map((t) => t.toFixed(2)).join(', ')} | ` +
        `${rss.length ? `${median(rss).toFixed(0)} MB, ${Math.max(...rss).toFixed(0)} MB` : '–'} | ${(runs[0]!.bytes / 1e6).toFixed(0)} MB | ${(median(times) / baseline).toFixed(2)} |`,
    );
  }
} finally {
  await rm(out, { recursive: true, force: true });
  await runtime.close();
}
