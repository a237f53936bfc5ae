import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '#contract/messages.ts';
import LoginPage from '../../../web/src/features/login/login-page.tsx';
import { renderPage, type Answer } from '../render-page.tsx';

/** A 1×1 picture: the login page shows whatever GET /captcha gives it. */
const CAPTCHA_PICTURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** The server's side of the login page: a captcha; nothing else is answered (a sign-in call would be a 501). */
const captchaOnly: Answer = (url) =>
  url.pathname === '/captcha' ? Response.json({ captcha: CAPTCHA_PICTURE, captchaId: 'captcha-1' }) : undefined;

const field = (name: string) => screen.getByRole('textbox', { name });
const passwordField = () => screen.getByLabelText(/^Password/, { selector: 'input' });

/**
 * The login form's own rules on /login (docs/product/identity.md ID-SIGNIN-01): what it says before any
 * call, what the e-mail field keeps, the captcha note's five seconds, and showing the password. Moved
 * here from identity-login.test.ts, whose journeys keep the server's answers (a wrong captcha, a wrong
 * password, an unknown or pending address), the way to Forgot Password with the address, and axe-core
 * on the page and on its errors.
 */
describe('the login form (component)', () => {
  const open = () => renderPage(LoginPage, { path: '/login', user: null, answer: captchaOnly });

  it('should say to fill the fields when nothing is filled in, and each field\'s own message for some, with no call made', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = open();
    await screen.findByTestId('captcha-image');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const box = await screen.findByRole('dialog');
    expect(box.textContent).toContain(MESSAGES.login.fillAllFields);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.type(field('Email'), 'rahul.mehta');
    await user.type(passwordField(), 'short');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByText(MESSAGES.login.passwordTooShort, { exact: true });
    await screen.findByText(MESSAGES.login.captchaRequired, { exact: true });
    expect(calls.filter((url) => url.pathname.startsWith('/api/auth/'))).toEqual([]);
  });

  it('should keep only what the e-mail rules allow as it is typed', async () => {
    const user = userEvent.setup({ delay: null });
    open();
    await screen.findByTestId('captcha-image');
    await user.type(field('Email'), 'rahul..mehta@');
    expect(field('Email')).toHaveProperty('value', 'rahul.mehta');
  });

  it('should drop the captcha note after 5 seconds, and show and hide the password', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ delay: null, advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
      open();
      await screen.findByTestId('captcha-image');
      await user.type(field('Email'), 'rahul.mehta');
      await user.type(passwordField(), 'Secret@123');
      await user.click(screen.getByRole('button', { name: 'Login' }));
      await screen.findByText(MESSAGES.login.captchaRequired, { exact: true });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(4_000);
      });
      expect(screen.queryByText(MESSAGES.login.captchaRequired, { exact: true })).not.toBeNull();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1_500);
      });
      await waitFor(() => expect(screen.queryByText(MESSAGES.login.captchaRequired, { exact: true })).toBeNull());
    } finally {
      vi.useRealTimers();
    }
    const user = userEvent.setup({ delay: null });
    expect(passwordField().getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordField().getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordField().getAttribute('type')).toBe('password');
  });
});
