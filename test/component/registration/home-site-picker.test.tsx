import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RegistrationSite } from '#contract/api/identity-answers.ts';
import type { PrivacyNoticeAnswer } from '#contract/api/privacy-answers.ts';
import RegistrationPage from '../../../web/src/features/registration/registration-page.tsx';
import { expectAccessible } from '../accessibility.ts';
import { captchaAnswer } from '../identity-answers.ts';
import { ENGLISH_NOTICE } from '../privacy-notice-answers.ts';
import { renderPage, type Answer } from '../render-page.tsx';

const PUNE: RegistrationSite = { id: 1, name: 'Pune Works' };
const LONDON: RegistrationSite = { id: 2, name: 'London Office' };

/** The server's side of /registration: the sites, and each site's notice naming it (the first site's when none is asked for). */
const server =
  (sites: readonly RegistrationSite[]): Answer =>
  (url) => {
    switch (url.pathname) {
      case '/api/registration/sites':
        return Response.json({ sites });
      case '/api/privacy/notice': {
        const site = sites.find((one) => String(one.id) === url.searchParams.get('site')) ?? sites[0]!;
        return Response.json({ ...ENGLISH_NOTICE, body: `# Privacy notice of ${site.name}\n\n**What we collect.** Your name.\n` } satisfies PrivacyNoticeAnswer);
      }
      case '/captcha':
        return captchaAnswer(1);
      default:
        return undefined;
    }
  };

const noticeCalls = (calls: readonly URL[]) => calls.filter((url) => url.pathname === '/api/privacy/notice');
const picker = () => screen.queryByRole('combobox', { name: /Home Site/ });

/** The home site picked at registration (issue 30, docs/product/identity.md ID-REG-06), before the privacy notice. */
describe('the home site picker on /registration (component)', () => {
  it('should ask for the home site with two sites, show no notice before one is picked, and show the picked site\'s notice', async () => {
    const { calls } = renderPage(RegistrationPage, { path: '/registration', user: null, answer: server([PUNE, LONDON]) });
    const select = (await screen.findByRole('combobox', { name: /Home Site/ })) as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual(['Select your home site', 'Pune Works', 'London Office']);
    expect(noticeCalls(calls)).toEqual([]);
    await expectAccessible('Registration: the home site picker');

    fireEvent.change(select, { target: { value: String(LONDON.id) } });
    expect(await screen.findByRole('heading', { name: 'Privacy notice of London Office' })).toBeTruthy();
    expect(noticeCalls(calls).at(-1)?.searchParams.get('site')).toBe(String(LONDON.id));

    fireEvent.change(select, { target: { value: String(PUNE.id) } });
    expect(await screen.findByRole('heading', { name: 'Privacy notice of Pune Works' })).toBeTruthy();
    expect(noticeCalls(calls).at(-1)?.searchParams.get('site')).toBe(String(PUNE.id));
  });

  it('should show no picker with one site, and its notice without naming a site', async () => {
    const { calls } = renderPage(RegistrationPage, { path: '/registration', user: null, answer: server([PUNE]) });
    expect(await screen.findByRole('heading', { name: 'Privacy notice of Pune Works' })).toBeTruthy();
    expect(picker()).toBeNull();
    await waitFor(() => expect(noticeCalls(calls).length).toBeGreaterThan(0));
    expect(noticeCalls(calls).every((url) => !url.searchParams.has('site'))).toBe(true);
  });
});
