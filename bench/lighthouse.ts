/**
 * Page speed as Lighthouse sees it (issue 28): the built SPA served by the real server, on this machine,
 * in Debian's Chromium with Lighthouse's desktop settings. Prints, per page, the performance, best-practices
 * and accessibility scores, the total blocking time and the largest contentful paint (the median of RUNS).
 *
 *   npm run build && node --import tsx bench/lighthouse.ts
 *
 * RUNS (default 3) runs per page; BENCH_VISITS (default 300) visits seeded for today; PAGES (e.g.
 * `login,kiosk`) a subset; LIGHTHOUSE_JSON=<dir> writes each page's last report there for its diagnostics.
 * Signed-in pages carry the desk account's session cookie and the SPA's stored sign-in (as the journeys'
 * test/support/e2e-session.ts leaves it); the kiosk is a tablet started as a kiosk, as at reception.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { NodeEnvelope } from '../src/shared/envelope/node-envelope.ts';
import { siteToday } from '../src/shared/visit-time.ts';
import { benchRuntime } from './bench-database.ts';
import { BENCH_PASSWORD_DIGEST, ensureDeskAccount, startBenchServer } from './bench-desk.ts';
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

/** Signs the desk account in as the login page does: its session cookie and the state the SPA stores. */
const signIn = async (): Promise<{ cookie: string; stored: string }> => {
  const { captchaId } = (await (await fetch(`${base}/captcha`)).json()) as { captchaId: string };
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify({ data: envelope.encrypt({ email, password: BENCH_PASSWORD_DIGEST, captchaId, captcha: 'AB12' }) }),
  });
  if (login.status !== 200) throw new Error(`login ${login.status}: ${await login.text()}`);
  const { result } = (await login.json()) as { result: { storedSessionId: string; sessionData: Record<string, string | number> } };
  const field = (name: string) => String(envelope.decrypt(String(result.sessionData[name])));
  const state = {
    isAuthenticated: true,
    data: {
      id: result.sessionData['id'],
      emp_name: field('emp_name'),
      emp_email: field('emp_email'),
      emp_phonenumber: field('emp_phonenumber'),
      emp_id: field('emp_id'),
      manager: field('manager') || null,
      userstatus: field('userstatus'),
      role: field('jobtitle').toLowerCase(),
      sessionId: result.storedSessionId,
    },
  };
  return { cookie: (login.headers.get('set-cookie') ?? '').split(';')[0]!, stored: envelope.encrypt(state) };
};

/** A tablet started as a kiosk (which ends the desk account's session that started it): the kiosk's cookie. */
const startKiosk = async (): Promise<string> => {
  const { cookie } = await signIn();
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
  /** What the browser carries: a cookie, and the SPA's stored sign-in. */
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
  readonly violations: string[];
}

const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });

/** One Lighthouse run of `target` in a fresh page that carries what the target needs. */
const measure = async (target: Target, session: { cookie: string; stored?: string } | null): Promise<Figures & { json: string }> => {
  const page: Page = await browser.newPage();
  try {
    if (session) {
      const [name, ...value] = session.cookie.split('=');
      await page.setCookie({ name: name!, value: value.join('='), url: base });
    }
    if (session?.stored) {
      // The SPA's stored sign-in lives in the tab's session storage: written from a page of the origin.
      await page.goto(`${base}/healthz`);
      // Written as an expression: this file is type-checked without the browser's types.
      await page.evaluate(`window.sessionStorage.setItem('vms.auth', ${JSON.stringify(session.stored)})`);
    }
    const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: true, onlyCategories: ['performance', 'best-practices', 'accessibility'] };
    const result = await lighthouse(`${base}${target.path}`, flags, desktopConfig, page);
    if (!result) throw new Error(`no Lighthouse result for ${target.path}`);
    const { lhr } = result;
    if (lhr.finalDisplayedUrl !== `${base}${target.path}`) throw new Error(`${target.path} ended on ${lhr.finalDisplayedUrl}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    // The browser's issues (a content security policy violation is one) and the console's errors, by kind.
    const listed = (id: string, field: string) => {
      const details = lhr.audits[id]?.details;
      return details && 'items' in details ? details.items.map((item: unknown) => `${id}: ${String((item as Record<string, unknown>)[field] ?? '')}`) : [];
    };
    const violations = [...listed('inspector-issues', 'issueType'), ...listed('errors-in-console', 'description')];
    return {
      performance: score('performance'),
      bestPractices: score('best-practices'),
      accessibility: score('accessibility'),
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      violations,
      json: typeof result.report === 'string' ? result.report : result.report.join('\n'),
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
      const session = target.as === 'nobody' ? null : target.as === 'desk' ? await signIn() : { cookie: await startKiosk() };
      const { json, ...figures } = await measure(target, session);
      runs.push(figures);
      if (process.env['LIGHTHOUSE_JSON']) await writeFile(join(process.env['LIGHTHOUSE_JSON'], `${target.name.replace(/\W+/g, '-')}.json`), json);
    }
    const mid = (pick: (figures: Figures) => number) => median(runs.map(pick));
    const violations = [...new Set(runs.flatMap((figures) => figures.violations))];
    rows.push(
      `| ${target.name} (\`${target.path}\`) | ${mid((f) => f.performance)} | ${mid((f) => f.bestPractices)} | ${mid((f) => f.accessibility)} | ${Math.round(mid((f) => f.tbt))} | ${Math.round(mid((f) => f.lcp))} |${violations.length ? ` ${violations.join('; ')}` : ''}`,
    );
    console.error(`${target.name}: ${runs.map((f) => `${f.performance}/${f.bestPractices}/${f.accessibility} TBT ${Math.round(f.tbt)} LCP ${Math.round(f.lcp)}`).join(', ')}`);
  }
} finally {
  browser.disconnect();
  chrome.kill();
  await server.stop();
  await runtime.close();
}
console.log(`Lighthouse ${RUNS} runs per page (median), desktop\n`);
console.log('| page | performance | best practices | accessibility | TBT ms | LCP ms | browser issues, console errors |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
