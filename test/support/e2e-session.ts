import type { BrowserContext, Page } from 'playwright-core';
import { loginAnswerSchema } from '#contract/api/identity-answers.ts';
import { authUserFromAnswer } from '../../web/src/features/auth/session-user.ts';
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
  // The SPA's own mapping from the login answer to its signed-in user (one definition of it).
  const user = authUserFromAnswer(loginAnswerSchema.parse(await response.json()), (value) => t.envelope.decrypt(value));
  if (!user) throw new Error('login answered a user the SPA would not accept');
  const state = { isAuthenticated: true, data: user } as const;
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
