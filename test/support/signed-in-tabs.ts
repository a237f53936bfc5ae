import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, onTestFinished } from 'vitest';
import { DESKTOP, openPage, reportOnFailure } from './browser.ts';
import { signInByApi } from './e2e-session.ts';
import type { TestApp } from './test-app.ts';

type Account = { readonly email: string; readonly password: string };
type Viewport = { readonly width: number; readonly height: number };
export type SignedInTab = { readonly context: BrowserContext; readonly page: Page; readonly errors: string[] };

/** An empty page of the origin, answered by the browser itself, where a tab waits between journeys. */
const PARKED_PATH = '/__journey-parked';

/**
 * One signed-in tab per account (and per kind of device) for the journeys of a file, each journey
 * taking it over in turn, instead of a new browser context, sign-in and cold load of the SPA per
 * journey. Why: in Chromium a new context costs a renderer's start and a load of the SPA with no
 * compiled code and no cache, about 4 s of CPU before a journey does anything, against about 1 s for
 * the next page of a tab already open (docs/performance.md, "Test suite"); the journeys were most of
 * the suite's CPU.
 *
 * What a journey gets is what a person at their own desk has: the same browser, still signed in. What
 * it must not depend on is what the previous journey left: each journey goes to its own address first.
 * When a journey ends, its tabs are parked on an empty page of the origin (no live stream reading
 * lists for nobody, the SPA's scroll positions written and then cleared with the tab's session storage)
 * and print media is switched off; the next journey gets them with no routes and no console errors of
 * the last. A tab whose journey failed is closed, not handed on (a timed-out journey's code may still
 * act on it). The sign-in mark and the cookie stay, as they would. A journey that signs out, changes the
 * account or needs a fresh browser (a first visit, another tab's events, an init script of its own)
 * opens its own with openPage instead. Each journey still passes alone: the first to ask for an
 * account's tab opens and signs it in.
 *
 * The server keeps one session per person: a sign-in ends the person's others (log-in.ts). So the
 * account's other tab (phone or wide) signing in, or a journey signing the account in through the API,
 * ends this tab's session; such a tab signs in again when taken (an API call, not a new context).
 *
 * `take(account, viewport)`: the account's tab at this viewport (a phone, under 600 px wide, is a
 * touch device of its own, so it gets a tab of its own). `closeAll()` in the file's afterAll.
 */
export const signedInTabs = (browser: Browser, server: TestApp & { baseUrl: string }) => {
  const tabs = new Map<string, Promise<SignedInTab>>();
  const origin = new URL(server.baseUrl).origin;
  /** The journey each tab now serves: its hooks (report, park) once per journey, however often it takes the tab. */
  const servingJourney = new WeakMap<Page, string>();
  const currentJourney = (): string => expect.getState().currentTestName ?? '';

  const open = async (account: Account, viewport: Viewport): Promise<SignedInTab> => {
    const tab = await openPage(browser, viewport);
    await signInByApi(server, tab.context, tab.page, account);
    return tab;
  };

  /** GET /api/auth/session is not activity: asking keeps no idle session alive. */
  const stillSignedIn = async (tab: SignedInTab): Promise<boolean> => (await tab.context.request.get(`${server.baseUrl}/api/auth/session`)).ok();

  const park = async ({ page }: SignedInTab): Promise<void> => {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.route(`${origin}${PARKED_PATH}`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>parked</title><link rel="icon" href="data:,">' }));
    await page.goto(`${origin}${PARKED_PATH}`);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.evaluate('window.sessionStorage.clear()');
    await page.emulateMedia({ media: null });
  };

  /** Once per journey: its console errors only, its failure report, and the tab parked when it ends or dropped when it failed. */
  const serve = (key: string, tab: SignedInTab, { reported }: { reported: boolean }): void => {
    if (servingJourney.get(tab.page) === currentJourney()) return;
    servingJourney.set(tab.page, currentJourney());
    tab.errors.length = 0;
    if (!reported) reportOnFailure(tab.page, tab.errors);
    onTestFinished(async ({ task }) => {
      if (task.result?.state === 'fail') {
        tabs.delete(key);
        await tab.context.close().catch(() => undefined);
        return;
      }
      await park(tab).catch(async () => {
        tabs.delete(key);
        await tab.context.close().catch(() => undefined);
      });
    });
  };

  return {
    take: async (account: Account, viewport: Viewport = DESKTOP): Promise<SignedInTab> => {
      const key = `${account.email} ${viewport.width < 600 ? 'phone' : 'wide'}`;
      const earlier = tabs.get(key);
      const usable = earlier ? await earlier.then((tab) => (tab.page.isClosed() ? null : tab)).catch(() => null) : null;
      if (usable) {
        if (!(await stillSignedIn(usable))) await signInByApi(server, usable.context, usable.page, account);
        await usable.page.setViewportSize(viewport);
        serve(key, usable, { reported: false });
        return usable;
      }
      const opening = open(account, viewport);
      tabs.set(key, opening);
      const tab = await opening;
      // openPage reported its failures for this journey already.
      serve(key, tab, { reported: true });
      return tab;
    },
    closeAll: async (): Promise<void> => {
      const all = [...tabs.values()];
      tabs.clear();
      await Promise.all(all.map((tab) => tab.then(({ context }) => context.close()).catch(() => undefined)));
    },
  };
};
