import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject, onTestFailed } from 'vitest';
import { projectRoot } from '../../src/platform/project-root.ts';

/**
 * Debian's Chromium, the browser itself in its headless mode: the journeys run what a user of the
 * product runs. Its headless shell cost a third less CPU and was measured, not adopted (ADR 60); most
 * of that third was the address bar's popups, which BROWSER_ARGS now turns off (ADR 63).
 */
export const CHROMIUM = '/usr/bin/chromium';

/** Is there a browser to run journeys in? Outside CI a missing one skips them loudly; in CI it fails the run. */
export const browserAvailable = (): boolean => existsSync(CHROMIUM);

/**
 * What the pages of a browser's contexts tell the app of the user's motion preference.
 * - `reduce`: the system asks for less motion (prefers-reduced-motion), which the app honours: MUI's
 *   transitions and ripples end at once (app/theme.ts) and shell.css keeps only its loading indicators.
 *   Most journey files run so: what they check does not depend on animations, and every transition
 *   was a wait (axe-core judges a settled page) and a frame to paint per step.
 * - `full`: no preference, the animated pages most users see. The files about the landing page,
 *   sign-in, My visitors' dialogs and the roll call run so, to keep the animated paths (a dialog's
 *   exit and the focus after it) in the journeys.
 */
export type Motion = 'reduce' | 'full';

const motionOf = new WeakMap<Browser, Motion>();

/** How every journey's Chromium is started: headless, quiet, and the desk's webcam a fake one. */
const BROWSER_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The address bar's suggestion popups, two WebUI pages that Chromium 156 loads in renderers of
  // their own for every window it opens, so for every browser context of a journey: about 1.2 s of
  // CPU each (a context and its blank page 1.56 → 0.37 s, docs/performance.md, "Test suite"). A
  // headless journey never opens the address bar; the page under test is not touched.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
  // The desk's webcam: Chromium's fake 640×480 camera, allowed without a prompt.
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

/**
 * How Playwright starts CHROMIUM: through chromium-merged-features.sh, which merges the lists of
 * features to disable (Playwright's own and BROWSER_ARGS's), as Chromium honours only the last one.
 * Every launch of a journey's browser goes through `launchOptions`.
 */
export const launchOptions = (
  args: readonly string[],
  env?: Readonly<Record<string, string>>,
): { executablePath: string; headless: true; args: string[]; env: Record<string, string | undefined> } => ({
  executablePath: join(projectRoot(), 'test', 'support', 'chromium-merged-features.sh'),
  headless: true,
  args: [...BROWSER_ARGS, ...args],
  env: { ...process.env, ...env, VMS_CHROMIUM: CHROMIUM },
});

/**
 * A browser for a journey file.
 * - With no switches or environment of its own, the run's one Chromium (global-browser.ts starts it
 *   once per run): the file gets a connection of its own, whose `close()` closes the contexts it made
 *   and leaves the browser to the next file. Files share the browser process and nothing else: each
 *   page is in a context of its own (its own cookies and storage), as every journey already opened it.
 * - With switches or an environment (a camera showing a picture, a tall system font), a Chromium of
 *   its own, closed by the file.
 * `extraArgs`: more of Chromium's switches, e.g. `--use-file-for-fake-video-capture=<file.y4m>` for a camera showing a picture.
 * `motion`: see Motion; every context `openPage` opens in this browser follows it.
 * `env`: variables added to the browser's environment (e.g. `FONTCONFIG_FILE`, tall-system-font.ts).
 */
export const launchBrowser = async (extraArgs: readonly string[] = [], { motion = 'reduce', env }: { motion?: Motion; env?: Readonly<Record<string, string>> } = {}): Promise<Browser> => {
  const endpoint = extraArgs.length === 0 && !env ? sharedBrowserEndpoint() : undefined;
  const browser = endpoint
    ? await chromium.connect(endpoint)
    : await chromium.launch(launchOptions(extraArgs, env));
  if (endpoint) closesItsContexts(browser);
  motionOf.set(browser, motion);
  return browser;
};

/**
 * A connected browser's `close()` only drops the connection: the browser server closes the contexts
 * the file made later, on its own time, so a file's pages could still be loading, polling and
 * reconnecting to its server while the file's next clean-up step closed that server (a clean-up that
 * hung past its hook's limit: docs/performance.md, "Test suite"). Here it closes them first and then
 * disconnects, as closing a browser of its own ends its pages before it returns.
 */
const closesItsContexts = (browser: Browser): void => {
  const disconnect = browser.close.bind(browser);
  browser.close = async (options) => {
    await Promise.all(browser.contexts().map((context) => context.close().catch(() => undefined)));
    await disconnect(options);
  };
};

/** The run's shared Chromium, when global-browser.ts started one (outside vitest, none). */
const sharedBrowserEndpoint = (): string | undefined => {
  try {
    return inject('browserEndpoint');
  } catch {
    return undefined;
  }
};

export const DESKTOP = { width: 1366, height: 900 } as const;
export const PHONE = { width: 360, height: 740 } as const;

let contexts = 0;

/**
 * A client address of its own for a browser context, sent as X-Forwarded-For (the test servers trust
 * it, test-app.ts): per-address limits (30 sign-ins a minute) then count each context apart, as they
 * would count each visitor's own browser, and not the whole journey run from 127.0.0.1 against one
 * shared server (journey-server.ts).
 */
export const ownClientAddress = (): Record<string, string> => {
  contexts += 1;
  return { 'X-Forwarded-For': `10.${(contexts >> 16) & 255}.${(contexts >> 8) & 255}.${contexts & 255}` };
};

/** A page that fails the test on any console error or uncaught exception (CSP violations included). */
export const openPage = async (
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> => {
  const context = await browser.newContext({
    viewport,
    ...(viewport.width < 600 ? { isMobile: true, hasTouch: true } : {}),
    reducedMotion: motionOf.get(browser) === 'full' ? 'no-preference' : 'reduce',
    extraHTTPHeaders: ownClientAddress(),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  reportOnFailure(page, errors);
  return { context, page, errors };
};

/** How much of a failed journey's page goes into the report: enough to tell one screen from another. */
const REPORT_TEXT_CHARS = 1500;
const REPORT_NETWORK_LINES = 25;

/**
 * The page's last answers and refusals of the network, kept for failure reports (a page's own log,
 * started when it opens and kept for its life, so that a tab reused by several journeys keeps one).
 */
const networkLogs = new WeakMap<Page, { opened: number; lines: string[] }>();

const watchNetwork = (page: Page): { opened: number; lines: string[] } => {
  const log = { opened: performance.now(), lines: [] as string[] };
  const note = (line: string) => {
    log.lines.push(`${((performance.now() - log.opened) / 1000).toFixed(1)} s ${line}`);
    if (log.lines.length > REPORT_NETWORK_LINES) log.lines.shift();
  };
  page.on('response', (response) => note(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`));
  page.on('requestfailed', (request) => note(`failed ${request.method()} ${new URL(request.url()).pathname}: ${request.failure()?.errorText ?? ''}`));
  networkLogs.set(page, log);
  return log;
};

/**
 * When the running journey fails, writes what `page` showed to stderr: the address, the visible text,
 * the console's errors and the last answers and refusals of the network. Why: CI keeps only the run's
 * output, and "waiting for a cell to be visible" says nothing of what was there instead. Called by
 * openPage for the journey that opens a page, and again for each journey that takes over a reused one
 * (signed-in-tabs.ts).
 */
export const reportOnFailure = (page: Page, errors: readonly string[]): void => {
  const log = networkLogs.get(page) ?? watchNetwork(page);
  const sinceOpened = () => `${((performance.now() - log.opened) / 1000).toFixed(1)} s`;
  try {
    onTestFailed(async ({ task }) => {
      if (page.isClosed()) return;
      const text = await page
        .evaluate('document.body ? document.body.innerText : ""')
        .then((body) => String(body).replace(/\s+/g, ' ').slice(0, REPORT_TEXT_CHARS))
        .catch((error: unknown) => `(unreadable: ${error instanceof Error ? error.message : String(error)})`);
      process.stderr.write(
        [
          `\n[journey failed] ${task.name}`,
          `  page: ${page.url()} (${sinceOpened()} after it opened)`,
          `  text: ${text}`,
          `  console errors: ${errors.length ? errors.join(' | ') : 'none'}`,
          '  network (latest last):',
          ...log.lines.map((line) => `    ${line}`),
          '',
        ].join('\n'),
      );
    });
  } catch {
    // Opened outside a test (a file's set-up): its failure is reported by the hook that failed.
  }
};
