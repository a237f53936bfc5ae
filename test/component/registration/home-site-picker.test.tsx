import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RegistrationSite } from '#contract/api/identity-answers.ts';
import type { PrivacyNoticeAnswer } from '#contract/api/privacy-answers.ts';
import RegistrationPage from '../../../web/src/features/registration/registration-page.tsx';
import { expectAccessible } from '../accessibility.ts';
import { envelope } from '../../../web/src/lib/envelope.ts';
import { captchaAnswer, existenceAnswer } from '../identity-answers.ts';
import { agreeToNotice, ENGLISH_NOTICE } from '../privacy-notice-answers.ts';
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
      case '/api/auth/check-user-existence':
        return existenceAnswer(null);
      case '/api/auth/send-otp':
      case '/api/auth/verify-otp':
      case '/api/sendEmailToApprove':
        return Response.json({ message: 'Done' });
      case '/api/auth/get-roles':
        return Response.json({ designations: envelope.encrypt([{ id: 1, name: 'Employee' }]) });
      case '/api/auth/get-all-managers':
        return Response.json({ allManagers: envelope.encrypt([{ id: 2, emp_name: envelope.encrypt('Mina Manager'), emp_email: 'mina@example.com', jobtitle: 'Manager' }]) });
      case '/api/auth/submit-user-data':
        return Response.json({ result: 'Registered' });
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

  it('should send the picked site as the registration\'s home site, named in the confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    const sent: unknown[] = [];
    const answer = server([PUNE, LONDON]);
    renderPage(RegistrationPage, {
      path: '/registration',
      user: null,
      answer: (url, init) => {
        if (url.pathname === '/api/auth/submit-user-data') sent.push(envelope.decryptJson((JSON.parse(String(init?.body)) as { encryptedData: string }).encryptedData));
        return answer(url, init);
      },
    });
    fireEvent.change(await screen.findByRole('combobox', { name: /Home Site/ }), { target: { value: String(LONDON.id) } });
    await screen.findByRole('heading', { name: 'Privacy notice of London Office' });
    await agreeToNotice();
    const ok = async () => user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    await user.type(await screen.findByRole('textbox', { name: /^Email/ }), 'neha.k');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await ok();
    await user.type(await screen.findByRole('textbox', { name: /Email OTP/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await ok();
    await user.type(await screen.findByRole('textbox', { name: /Full Name/ }), 'Neha Kulkarni');
    await user.type(screen.getByRole('textbox', { name: /Phone Number/ }), '9123456780');
    await user.type(screen.getByRole('textbox', { name: /Employee ID/ }), 'E0001A');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Employee' })).toBeTruthy());
    fireEvent.change(screen.getByRole('combobox', { name: /Designation/ }), { target: { value: 'Employee' } });
    fireEvent.change(screen.getByRole('combobox', { name: /Reporting Manager/ }), { target: { value: 'mina@example.com' } });
    await user.type(screen.getByRole('textbox', { name: /CAPTCHA/ }), 'AB12');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm your details' });
    expect(within(confirm).getByText('Home Site').closest('tr')?.textContent).toContain('London Office');
    await user.click(within(confirm).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ email: expect.stringMatching(/^neha\.k@/), homeSiteId: LONDON.id });
  });
});
