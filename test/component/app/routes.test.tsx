import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PendingEmployeesAnswer } from '#contract/api/identity-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import { LOOKUP_DUE, SIGNED_OUT } from '../../../web/src/features/auth/auth-state.ts';
import { envelope } from '../../../web/src/lib/envelope.ts';
import { expectAccessible } from '../accessibility.ts';
import { captchaAnswer, existenceAnswer, loginAnswer } from '../identity-answers.ts';
import { refusal, renderApp, signedInUser, type Answer } from '../render-page.tsx';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

/** The sign-in lookup of a new tab: nobody holds this browser's session. */
const nobodySignedIn: Answer = (url) => (url.pathname === '/api/auth/session' ? refusal('auth.required') : undefined);

/**
 * Which page the app's route table (web/src/app/router.tsx) shows for an address and a sign-in: the
 * sign-in pages' way home, the guards' way to /login and back, the visitor's pages, the unknown route
 * (docs/product/roles-and-screens.md NAV-01, NAV-03, NAV-04). Moved here from the journeys
 * forms-and-access, landing and identity-session; Chromium keeps the layout at a width.
 */
describe('the app\'s routes (component)', () => {
  it.each([
    ['employee', '/EmployeeDashboard', 'Employee Dashboard'],
    ['security', '/SecurityDashboard', 'Security Dashboard'],
  ] as const)('should send a signed-in user (%s) from every sign-in page to their dashboard', async (role, dashboard, title) => {
    for (const path of ['/login', '/SecurityLogin', '/registration', '/Forgotpassword']) {
      const { location, unmount } = renderApp({ path, auth: { isAuthenticated: true, data: signedInUser(role) } });
      await heading(title);
      expect(location().pathname).toBe(dashboard);
      if (path === '/login') await expectAccessible(title);
      unmount();
    }
  });

  it('should send a signed-out visitor of a protected route to /login', async () => {
    const { location, calls } = renderApp({ path: '/VisitorpassForm', auth: LOOKUP_DUE, answer: nobodySignedIn });
    await heading('Login');
    expect(location().pathname).toBe('/login');
    // The tab asked the server first: the server session decides.
    expect(calls.map((url) => url.pathname)).toContain('/api/auth/session');
  });

  it('should return to the protected page asked for after signing in', async () => {
    let captchas = 0;
    const ravi = signedInUser('employee', 'Ravi Kumar');
    const answer: Answer = (url) => {
      switch (url.pathname) {
        case '/api/auth/session':
          return refusal('auth.required');
        case '/captcha':
          return captchaAnswer(++captchas);
        case '/api/auth/check-user-existence':
          return existenceAnswer('Approved');
        case '/api/auth/login':
          return loginAnswer(ravi);
        case '/api/fetchEmployeesToApprove':
          // Nobody waits for this host's approval.
          return Response.json({ result: envelope.encrypt([]) } satisfies PendingEmployeesAnswer);
        default:
          return undefined;
      }
    };
    const user = userEvent.setup({ delay: null });
    const { location } = renderApp({ path: '/ApproveUser', auth: LOOKUP_DUE, answer });
    await screen.findByTestId('captcha-image');
    expect(location().pathname).toBe('/login');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ravi.kumar');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Ravi@1234');
    await user.type(screen.getByRole('textbox', { name: 'CAPTCHA' }), 'ABCD');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const box = await screen.findByRole('dialog');
    expect(box.textContent).toContain(MESSAGES.login.success);
    await user.click(within(box).getByRole('button', { name: 'OK' }));
    await screen.findByText(MESSAGES.submission.emptyList);
    expect(location().pathname).toBe('/ApproveUser');
  });

  it('should show the SPA\'s own page for an unknown route, with the header', async () => {
    const { location } = renderApp({ path: '/no/such/page', auth: SIGNED_OUT });
    await screen.findByText(/There is no page at/);
    expect(location().pathname).toBe('/no/such/page');
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Home' })).toBeTruthy();
    await expectAccessible('the unknown route page');
  });

  it('should not claim a submission on /VisitorSubmission opened directly: the visitor lands on the home page', async () => {
    const { location } = renderApp({ path: '/VisitorSubmission', auth: SIGNED_OUT });
    await screen.findByRole('link', { name: 'Register as an employee' });
    expect(location().pathname).toBe('/');
    expect(screen.queryByText(MESSAGES.submission.detailsSubmitted)).toBeNull();
    await expectAccessible('the landing page');
  });
});
