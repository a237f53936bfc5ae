import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';

/** Is there a browser to run journeys in? Outside CI a missing one skips them loudly; in CI it fails the run. */
export const browserAvailable = (): boolean => existsSync(CHROMIUM);

/** `extraArgs`: more of Chromium's switches, e.g. `--use-file-for-fake-video-capture=<file.y4m>` for a camera showing a picture. */
export const launchBrowser = (extraArgs: readonly string[] = []): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // The desk's webcam: Chromium's fake 640×480 camera, allowed without a prompt.
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      ...extraArgs,
    ],
  });

export const DESKTOP = { width: 1366, height: 900 } as const;
export const PHONE = { width: 360, height: 740 } as const;

/** A page that fails the test on any console error or uncaught exception (CSP violations included). */
export const openPage = async (
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> => {
  const context = await browser.newContext({ viewport, ...(viewport.width < 600 ? { isMobile: true, hasTouch: true } : {}) });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
};
