import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAccessibility } from '../support/axe.ts';
import { browserAvailable, DESKTOP, launchBrowser, openPage, PHONE } from '../support/browser.ts';
import { startE2eServer, type E2eServer } from '../support/e2e-server.ts';

/**
 * The landing page and the shell where a browser is needed: the videos playing, the layout at two widths
 * with axe-core, and the build's scripts loaded as their Brotli copies. Which page a route shows (the
 * unknown route's, /login for a signed-out visitor of a protected one) and the loading screen while a
 * page's code arrives are component tests (test/component/app/, issue 29).
 */
describe.skipIf(!browserAvailable())('landing page and the SPA shell (Chromium)', () => {
  let server: E2eServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startE2eServer({ env: { VMS_CORPORATE_URL: 'https://corporate.example.org/about' } });
    browser = await launchBrowser([], { motion: 'full' });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const [label, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    it(`should render the hero, mission and vision with playing videos on a ${label}`, async () => {
      const { page, context, errors } = await openPage(browser, viewport);
      await page.goto(server.baseUrl);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBeTruthy();
      await page.getByRole('link', { name: 'Register as an employee' }).waitFor();

      for (const heading of ['Our Mission', 'Our Vision']) {
        const section = page.locator('section', { has: page.getByRole('heading', { name: heading }) });
        await section.scrollIntoViewIfNeeded();
        const video = section.locator('video');
        // Really playing: data loaded and the clock moving, muted and looping.
        await page.waitForFunction((el) => el instanceof HTMLVideoElement && el.readyState >= 2 && el.currentTime > 0.2, await video.elementHandle(), { timeout: 15_000 });
        expect(await video.evaluate((el: HTMLVideoElement) => [el.muted, el.loop])).toEqual([true, true]);
        const learnMore = section.getByRole('link', { name: 'Learn More' });
        expect(await learnMore.getAttribute('href')).toBe('https://corporate.example.org/about');
        expect(await learnMore.getAttribute('target')).toBe('_blank');
        expect(await learnMore.getAttribute('rel')).toContain('noopener');
      }

      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await checkAccessibility(page, `the landing page on a ${label}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it("should load the page's scripts as the build's Brotli copies and run them", async () => {
    const { page, context, errors } = await openPage(browser);
    const scripts: { url: string; encoding: string | undefined }[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js') && response.url().includes('/assets/')) scripts.push({ url: response.url(), encoding: response.headers()['content-encoding'] });
    });
    await page.goto(server.baseUrl);
    await page.getByRole('link', { name: 'Register as an employee' }).waitFor();
    // Every script large enough to have copies (web/vite.config.ts) came as Brotli; the page ran them.
    expect(scripts.length).toBeGreaterThan(0);
    const large = scripts.filter((script) => script.encoding !== undefined);
    expect(large.length).toBeGreaterThan(0);
    expect(large.map((script) => script.encoding)).toEqual(large.map(() => 'br'));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('should take the hero button to registration', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(server.baseUrl);
    await page.getByRole('link', { name: 'Register as an employee' }).click();
    await page.waitForURL(`${server.baseUrl}/registration`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
