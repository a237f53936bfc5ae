import type { BrowserContext, Page } from 'playwright-core';
import { digest } from './identity-flows.ts';
import { TEST_CAPTCHA, type TestApp } from './test-app.ts';

/**
 * Signs a browser context in through the real API: the cookie lands in the context's jar, as the login
 * page's call would leave it, and the page's origin gets the sign-in mark the login page leaves
 * (`vms.signed-in` in localStorage: "this browser signed in", no data). Nothing else is seeded: as in
 * any new tab of a signed-in browser, the SPA asks the server who it is (GET /api/auth/session) and
 * rebuilds its state from the answer. For journeys that are about other screens than the login page.
 * Returns the signed-in user as the SPA keeps it.
 */
export const signInByApi = async (t: TestApp & { baseUrl: string }, context: BrowserContext, page: Page, account: { email: string; password: string }) => {
  const { captchaId } = (await (await context.request.get(`${t.baseUrl}/captcha`)).json()) as { captchaId: string };
  const response = await context.request.post(`${t.baseUrl}/api/auth/login`, {
    data: { data: t.envelope.encrypt({ email: account.email, password: digest(account.password), captchaId, captcha: TEST_CAPTCHA }) },
  });
  if (response.status() !== 200) throw new Error(`login ${response.status()}: ${await response.text()}`);
  const { result } = (await response.json()) as { result: { storedSessionId: string; sessionData: Record<string, string | number> } };
  const field = (name: string) => t.envelope.decrypt(String(result.sessionData[name]));
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
  // Any page of the origin holds its storage: an empty one, answered by the browser itself. (The landing
  // page here was a whole load of the SPA per sign-in, which the journey's next step made again.)
  const blank = `${t.baseUrl}/__journey-sign-in`;
  await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>sign-in</title><link rel="icon" href="data:,">' }));
  await page.goto(blank);
  await page.unroute(blank);
  // Written as an expression: this file is type-checked without the browser's types.
  await page.evaluate(`window.localStorage.setItem('vms.signed-in', '1')`);
  return state;
};
