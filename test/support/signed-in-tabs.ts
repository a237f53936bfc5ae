import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, openPage, reportOnFailure } from './browser.ts';
import { signInByApi } from './e2e-session.ts';
import type { TestApp } from './test-app.ts';

type Account = { readonly email: string; readonly password: string };
type Viewport = { readonly width: number; readonly height: number };
export type SignedInTab = { readonly context: BrowserContext; readonly page: Page; readonly errors: string[] };

/**
 * One signed-in tab per account (and per kind of device) for the journeys of a file, each journey
 * taking it over in turn, instead of a new browser context, sign-in and cold load of the SPA per
 * journey. Why: in Chromium a new context costs a renderer's start and a load of the SPA with no
 * compiled code and no cache, about 4 s of CPU before a journey does anything, against about 1 s for
 * the next page of a tab already open (docs/performance.md, "Test suite"); the journeys were most of
 * the suite's CPU.
 *
 * What a journey gets is what a person at their own desk has: the same browser, still signed in, on
 * the page they left. What it must not depend on is that page: each journey goes to its own address
 * first, and this hands the tab over with the previous journey's console errors, request routes and
 * this tab's session storage (the SPA's per-tab cache and scroll positions) cleared; the sign-in mark
 * and the cookie stay, as they would. A journey that signs out, changes the account or needs a fresh
 * browser (a first visit, another tab's events) opens its own with openPage instead. Each journey
 * still passes alone: the first to ask for an account's tab opens and signs it in.
 *
 * `take(account, viewport)`: the account's tab at this viewport (a phone, under 600 px wide, is a
 * touch device of its own, so it gets a tab of its own). `closeAll()` in the file's afterAll.
 */
export const signedInTabs = (browser: Browser, server: TestApp & { baseUrl: string }) => {
  const tabs = new Map<string, Promise<SignedInTab>>();
  const origin = new URL(server.baseUrl).origin;

  const open = async (account: Account, viewport: Viewport): Promise<SignedInTab> => {
    const tab = await openPage(browser, viewport);
    await signInByApi(server, tab.context, tab.page, account);
    return tab;
  };

  /**
   * The server keeps one session per person: a sign-in ends the person's others (log-in.ts). So an
   * account's other tab (phone or wide) signing in, or a journey signing the account in through the API,
   * ends this tab's session; the tab is then signed in again (an API call and a blank page, not a new
   * context and cold load). Asked of the server before the hand-over, so that what the page shows of
   * its ended session is in the errors the hand-over clears. GET /api/auth/session is not activity.
   */
  const stillSignedIn = async (tab: SignedInTab): Promise<boolean> => (await tab.context.request.get(`${server.baseUrl}/api/auth/session`)).ok();

  const handOver = async (tab: SignedInTab, viewport: Viewport): Promise<SignedInTab> => {
    const { page, errors } = tab;
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    if (page.url().startsWith(origin)) await page.evaluate('window.sessionStorage.clear()');
    await page.setViewportSize(viewport);
    errors.length = 0;
    reportOnFailure(page, errors);
    return tab;
  };

  return {
    take: async (account: Account, viewport: Viewport = DESKTOP): Promise<SignedInTab> => {
      const key = `${account.email} ${viewport.width < 600 ? 'phone' : 'wide'}`;
      const earlier = tabs.get(key);
      const usable = earlier ? await earlier.then((tab) => (tab.page.isClosed() ? null : tab)).catch(() => null) : null;
      if (usable) {
        if (!(await stillSignedIn(usable))) await signInByApi(server, usable.context, usable.page, account);
        return handOver(usable, viewport);
      }
      const opening = open(account, viewport);
      tabs.set(key, opening);
      return opening;
    },
    closeAll: async (): Promise<void> => {
      const all = [...tabs.values()];
      tabs.clear();
      await Promise.all(all.map((tab) => tab.then(({ context }) => context.close()).catch(() => undefined)));
    },
  };
};
