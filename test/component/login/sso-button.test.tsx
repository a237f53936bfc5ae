import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fill, MESSAGES } from '#contract/messages.ts';
import { loginPageWith } from '../../../web/src/features/login/login-page.tsx';
import type { RuntimeConfig } from '../../../web/src/lib/runtime-config.ts';
import { expectAccessible } from '../accessibility.ts';
import { captchaAnswer } from '../identity-answers.ts';
import { renderPage, type Answer } from '../render-page.tsx';

const captchaOnly: Answer = (url) => (url.pathname === '/captcha' ? captchaAnswer(1) : undefined);
const SSO = { name: 'Example Corp', loginPath: '/auth/oidc/login' };

/** The Login page's choices under a configuration, as /login renders them (login-page.tsx). */
const open = (config: Pick<RuntimeConfig, 'sso' | 'passwordForm'>, path: string | { pathname: string; state: unknown } = '/login') =>
  renderPage(loginPageWith(config), { path, user: null, answer: captchaOnly });

const ssoButton = () => screen.queryByRole('link', { name: fill(MESSAGES.sso.button, { name: 'Example Corp' }) });

/** "Sign in with <company>" on /login (issue 32, docs/product/identity.md ID-SSO). */
describe('the Login page with single sign-on (component)', () => {
  it('should offer the company sign-in beside the password form when single sign-on is set up', async () => {
    open({ sso: SSO, passwordForm: true });
    await screen.findByTestId('captcha-image');
    expect(ssoButton()?.getAttribute('href')).toBe('/auth/oidc/login');
    expect(screen.getByRole('form', { name: 'Login' })).toBeTruthy();
    await expectAccessible('Login with single sign-on');
  });

  it('should carry the page a guard sent the user here from, so that single sign-on returns there', () => {
    open({ sso: SSO, passwordForm: false }, { pathname: '/login', state: { from: '/VisitDetails/42?tab=log' } });
    expect(ssoButton()?.getAttribute('href')).toBe('/auth/oidc/login?return_to=%2FVisitDetails%2F42%3Ftab%3Dlog');
  });

  it('should show no company sign-in when single sign-on is not set up', async () => {
    open({ sso: null, passwordForm: true });
    await screen.findByTestId('captcha-image');
    expect(ssoButton()).toBeNull();
    expect(screen.getByRole('form', { name: 'Login' })).toBeTruthy();
  });

  it('should hide the password form when the installation says so', () => {
    const { calls } = open({ sso: SSO, passwordForm: false });
    expect(ssoButton()).not.toBeNull();
    expect(screen.queryByRole('form', { name: 'Login' })).toBeNull();
    // No captcha asked for a form that is not there.
    expect(calls).toEqual([]);
  });

  it('should say why a company sign-in came back refused', async () => {
    open({ sso: SSO, passwordForm: false }, '/login?sso_error=sso.flow_invalid');
    expect((await screen.findByTestId('sso-failure')).textContent).toBe(MESSAGES.sso.flowInvalid);
    await expectAccessible('Login after a refused company sign-in');
  });

  it('should say nothing for a code that is not one of the product\'s', () => {
    open({ sso: SSO, passwordForm: false }, '/login?sso_error=%3Cb%3Eyou%20were%20hacked%3C%2Fb%3E');
    expect(screen.queryByTestId('sso-failure')).toBeNull();
  });
});
