/**
 * Page speed as Lighthouse sees it (issue 28): the built SPA served by the real server, on this machine,
 * in Debian's Chromium with Lighthouse's desktop settings. Prints, per page, the performance, best-practices
 * and accessibility scores, the total blocking time and the largest contentful paint: the median of RUNS
 * and their range.
 *
 *   npm run build && nice -n -15 npx node --import tsx bench/lighthouse.ts
 *
 * RUNS (default 3) runs per page; BENCH_VISITS (default 300) visits seeded for today; PAGES (e.g.
 * `login,kiosk`) a subset; LIGHTHOUSE_JSON=<dir> writes each page's last report there for its diagnostics,
 * and its trace (`<page>.trace.json`).
 *
 * Signed-in pages carry the desk account's session cookie only, as a new tab of a signed-in browser does:
 * the SPA asks the server who is signed in (GET /api/auth/session) and rebuilds its state (ADR 24). The
 * kiosk is a tablet started as a kiosk, as at reception.
 *
 * Lighthouse's desktop preset does not slow the CPU down, so its blocking time is the page's real
 * main-thread work, measured in wall time: on a machine shared with other work it grows with the load.
 * Beside it, "CPU TBT" counts the same tasks (top-level tasks of the page's main thread after the first
 * paint, each beyond 50 ms) by the CPU time the thread spent in them (the trace's thread clock), which
 * the other processes on the machine do not inflate; "CPU ms" is all of the main thread's CPU time.
 * Run it at high priority (`nice -n -15`; the server inherits it, and the bench gives it to every Chromium
 * process and thread, which otherwise set their own) and say what else ran.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { getPriority, setPriority } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { NodeEnvelope } from '#kernel/envelope/node-envelope.ts';
import { siteToday } from '#contract/visit-time.ts';
import { benchRuntime } from './bench-database.ts';
import { ensureDeskAccount, signInDesk, startBenchServer } from './bench-desk.ts';
import { seedVisits } from './seed-visits.ts';
import { median } from './stats.ts';

const RUNS = Number(process.env['RUNS'] ?? 3);
const PAGES = process.env['PAGES']?.split(',');

const runtime = await benchRuntime();
const today = siteToday(runtime.config.timeZone, new Date());
await seedVisits(runtime, Number(process.env['BENCH_VISITS'] ?? 300), today);
const email = await ensureDeskAccount(runtime);
const envelope = runtime.container.get(NodeEnvelope);
const server = await startBenchServer(runtime);
const { base } = server;

/** A tablet started as a kiosk (which ends the desk account's session that started it): the kiosk's cookie. */
const startKiosk = async (): Promise<string> => {
  const cookie = await signInDesk(runtime, base, email);
  const started = await fetch(`${base}/api/kiosk/devices`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base, Cookie: cookie },
    body: JSON.stringify({ encryptedData: envelope.encrypt({ name: `Lighthouse ${Date.now()}` }) }),
  });
  if (started.status >= 300) throw new Error(`kiosk ${started.status}: ${await started.text()}`);
  // The answer also clears the desk account's cookie: the kiosk's is the one that is set.
  const kiosk = started.headers.getSetCookie().find((cookie) => !/max-age=0|expires=thu, 01 jan 1970/i.test(cookie) && !/^[^=]+=;/.test(cookie));
  if (!kiosk) throw new Error(`kiosk: no cookie in ${started.headers.getSetCookie().join(' | ')}`);
  return kiosk.split(';')[0]!;
};

interface Target {
  readonly name: string;
  readonly path: string;
  /** Whose cookie the browser carries. */
  readonly as: 'nobody' | 'desk' | 'kiosk';
}
const TARGETS: readonly Target[] = ([
  { name: 'landing', path: '/', as: 'nobody' },
  { name: 'login', path: '/login', as: 'nobody' },
  { name: 'dashboard', path: '/SecurityDashboard', as: 'desk' },
  { name: 'desk list', path: '/VisitorDetails', as: 'desk' },
  { name: 'kiosk', path: '/kiosk', as: 'kiosk' },
] satisfies readonly Target[]).filter((target) => !PAGES || PAGES.includes(target.name) || PAGES.includes(target.path));

interface Figures {
  readonly performance: number;
  readonly bestPractices: number;
  readonly accessibility: number;
  readonly tbt: number;
  readonly lcp: number;
  /** The main thread's CPU time, and the blocking time counted in CPU time (the header). */
  readonly cpu: number;
  readonly cpuTbt: number;
  readonly violations: string[];
}

const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });

/**
 * Chromium does not keep the priority it was started with: it sets its browser and GPU processes to its
 * own (nice -8), and each renderer (where the page's main thread runs) to 0 in the foreground or 5 in
 * the background, when it starts and as it is shown or hidden. This gives every thread of every process
 * under `root` this process's priority (`nice -n -15` for the bench), and is repeated every 50 ms while
 * the bench runs, so that the page runs at it from its start (a fresh renderer waits at most that long).
 */
const sharePriority = async (root: number, priority = getPriority()): Promise<void> => {
  const threads = await readdir(`/proc/${root}/task`).catch(() => []);
  const children = new Set<string>();
  for (const thread of threads) {
    try {
      if (getPriority(Number(thread)) !== priority) setPriority(Number(thread), priority);
    } catch {
      // Gone already, or (not root) not allowed to raise it: measured at the priority it has.
    }
    const listed = await readFile(`/proc/${root}/task/${thread}/children`, 'utf8').catch(() => '');
    for (const child of listed.split(' ')) if (child.trim()) children.add(child.trim());
  }
  for (const child of children) await sharePriority(Number(child), priority);
};
const prioritising = setInterval(() => void sharePriority(chrome.pid), 50);
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });

/** A trace event, as far as the figures below read it (times in microseconds). */
interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly tdur?: number;
}

/**
 * The page's main-thread CPU time, and its blocking time counted in CPU time (the header): top-level tasks
 * of the thread that painted first, not those nested in another.
 */
const cpuFigures = (events: readonly TraceEvent[], fcpTs: number | undefined): { cpu: number; cpuTbt: number } => {
  const fcp = events.find((event) => event.name === 'firstContentfulPaint' && (fcpTs === undefined || event.ts === fcpTs));
  if (!fcp) return { cpu: NaN, cpuTbt: NaN };
  const tasks = events.filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.pid === fcp.pid && event.tid === fcp.tid).sort((a, b) => a.ts - b.ts);
  let cpu = 0;
  let cpuTbt = 0;
  let end = -Infinity;
  for (const task of tasks) {
    if (task.ts < end) continue;
    end = task.ts + (task.dur ?? 0);
    const ms = (task.tdur ?? task.dur ?? 0) / 1000;
    cpu += ms;
    if (task.ts >= fcp.ts) cpuTbt += Math.max(0, ms - 50);
  }
  return { cpu, cpuTbt };
};

/** One Lighthouse run of `target` in a fresh page that carries `cookie`. */
const measure = async (target: Target, cookie: string | null): Promise<Figures & { json: string; trace: string }> => {
  const page: Page = await browser.newPage();
  try {
    if (cookie) {
      const [name, ...value] = cookie.split('=');
      await page.setCookie({ name: name!, value: value.join('='), url: base });
    }
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      disableStorageReset: true,
      onlyCategories: ['performance', 'best-practices', 'accessibility'],
      // PROFILE=1: V8's sampling profiler in the trace (which functions the long tasks run), at some cost to the figures.
      ...(process.env['PROFILE'] ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
    };
    const result = await lighthouse(`${base}${target.path}`, flags, desktopConfig, page);
    if (!result) throw new Error(`no Lighthouse result for ${target.path}`);
    const { lhr } = result;
    // A run Lighthouse could not finish (on a loaded machine, a page that painted nothing in its time) is not a figure.
    if (lhr.runtimeError) throw new Error(`${target.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (lhr.finalDisplayedUrl !== `${base}${target.path}`) throw new Error(`${target.path} ended on ${lhr.finalDisplayedUrl}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    // The browser's issues (a content security policy violation is one) and the console's errors, by kind.
    const listed = (id: string, field: string) => {
      const details = lhr.audits[id]?.details;
      return details && 'items' in details ? details.items.map((item: unknown) => `${id}: ${String((item as Record<string, unknown>)[field] ?? '')}`) : [];
    };
    const violations = [...listed('inspector-issues', 'issueType'), ...listed('errors-in-console', 'description')];
    const metrics = lhr.audits['metrics']?.details;
    const observed = metrics && 'items' in metrics ? (metrics.items[0] as { observedFirstContentfulPaintTs?: number } | undefined) : undefined;
    const { cpu, cpuTbt } = cpuFigures(result.artifacts.Trace.traceEvents as unknown as TraceEvent[], observed?.observedFirstContentfulPaintTs);
    return {
      performance: score('performance'),
      bestPractices: score('best-practices'),
      accessibility: score('accessibility'),
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      cpu,
      cpuTbt,
      violations,
      json: typeof result.report === 'string' ? result.report : result.report.join('\n'),
      trace: JSON.stringify(result.artifacts.Trace),
    };
  } finally {
    await page.close();
  }
};

const rows: string[] = [];
try {
  for (const target of TARGETS) {
    const runs: Figures[] = [];
    for (let run = 0; run < RUNS; run++) {
      const cookie = target.as === 'nobody' ? null : target.as === 'desk' ? await signInDesk(runtime, base, email) : await startKiosk();
      const measured = await measure(target, cookie).catch((error: unknown) => {
        console.error(`${target.name}: a run failed and is left out: ${String(error)}`);
        return null;
      });
      if (!measured) continue;
      const { json, trace, ...figures } = measured;
      runs.push(figures);
      const dir = process.env['LIGHTHOUSE_JSON'];
      if (dir) {
        const file = target.name.replace(/\W+/g, '-');
        await writeFile(join(dir, `${file}.json`), json);
        // The run's trace, for a look at its tasks (Chromium's DevTools opens it, Performance panel).
        await writeFile(join(dir, `${file}.trace.json`), trace);
      }
    }
    if (runs.length === 0) {
      rows.push(`| ${target.name} (\`${target.path}\`) | no run finished |`);
      continue;
    }
    /** The median of the runs, and their range when they differ. */
    const spread = (pick: (figures: Figures) => number) => {
      const values = runs.map(pick);
      const [low, high] = [Math.round(Math.min(...values)), Math.round(Math.max(...values))];
      return `${Math.round(median(values))}${low === high ? '' : ` (${low}–${high})`}`;
    };
    const violations = [...new Set(runs.flatMap((figures) => figures.violations))];
    rows.push(
      `| ${target.name} (\`${target.path}\`) | ${spread((f) => f.performance)} | ${spread((f) => f.bestPractices)} | ${spread((f) => f.accessibility)} | ${spread((f) => f.tbt)} | ${spread((f) => f.lcp)} | ${spread((f) => f.cpuTbt)} | ${spread((f) => f.cpu)} |${violations.length ? ` ${violations.join('; ')}` : ''}`,
    );
    console.error(
      `${target.name} (${runs.length} of ${RUNS} runs): ${runs.map((f) => `${f.performance}/${f.bestPractices}/${f.accessibility} TBT ${Math.round(f.tbt)} LCP ${Math.round(f.lcp)} CPU TBT ${Math.round(f.cpuTbt)} CPU ${Math.round(f.cpu)}`).join(', ')}`,
    );
  }
} finally {
  clearInterval(prioritising);
  browser.disconnect();
  chrome.kill();
  await server.stop();
  await runtime.close();
}
console.log(`Lighthouse, desktop: the median of ${RUNS} runs per page (their range)\n`);
console.log('| page | performance | best practices | accessibility | TBT ms | LCP ms | CPU TBT ms | CPU ms | browser issues, console errors |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
