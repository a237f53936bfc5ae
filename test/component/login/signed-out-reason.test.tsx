import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '#contract/messages.ts';
import { SESSION_IDLE_TIMEOUT_MS } from '#contract/session-timing.ts';
import { expectAccessible } from '../accessibility.ts';
import { sessionActiveAnswer } from '../identity-answers.ts';
import { refusal, renderApp, signedInUser, type Answer } from '../render-page.tsx';

const signedIn = { isAuthenticated: true, data: signedInUser('employee') } as const;

/**
 * Why the Login page opened by itself (docs/product/identity.md ID-SESSION-03, issue 12): ten minutes
 * without input sign the user out, and a session the server has ended (another sign-in elsewhere) signs
 * this tab out on its next check; either way the Login page says why. Moved here from
 * forms-and-access.test.ts; Chromium keeps the Login page with the ended-session notice judged by
 * axe-core (identity-session.test.ts), and the idle rule across tabs (signed-in-across-tabs.test.ts).
 */
describe('the Login page after the app signed the user out (component)', () => {
  it('should say on the Login page that the user was signed out for being idle', async () => {
    const live: Answer = (url) => (url.pathname.startsWith('/check-session/') ? sessionActiveAnswer() : undefined);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let where: ReturnType<typeof renderApp>['location'];
    try {
      where = renderApp({ path: '/EmployeeDashboard', auth: signedIn, answer: live }).location;
      await screen.findByRole('heading', { level: 1, name: 'Employee Dashboard' });
      // Ten minutes and a tick of the watch without a key or a pointer: the app signs out by itself.
      await act(async () => {
        await vi.advanceTimersByTimeAsync(SESSION_IDLE_TIMEOUT_MS + 5_000);
      });
    } finally {
      vi.useRealTimers();
    }
    const reason = await screen.findByTestId('signed-out-reason');
    expect(reason.textContent).toBe(MESSAGES.session.idleSignedOut);
    expect(where().pathname).toBe('/login');
    await expectAccessible('Login after an idle sign-out');
  });

  it('should say why when the session ended: signed in again somewhere else', async () => {
    // The tab's first check finds the session replaced by a newer sign-in (`session.destroyed`).
    const replaced: Answer = (url) => (url.pathname.startsWith('/check-session/') ? refusal('session.destroyed') : undefined);
    const { location } = renderApp({ path: '/EmployeeDashboard', auth: signedIn, answer: replaced });
    const reason = await screen.findByTestId('signed-out-reason');
    expect(reason.textContent).toBe(MESSAGES.session.endedSignedOut);
    expect(location().pathname).toBe('/login');
  });
});
