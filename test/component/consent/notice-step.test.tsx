import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PrivacyNoticeAnswer } from '#contract/api/privacy-answers.ts';
import type { ConsentInput } from '#contract/consent.ts';
import { CONSENT_MESSAGES } from '#contract/consent-messages.ts';
import NoticeStep from '../../../web/src/components/consent/notice-step.tsx';
import { expectAccessible } from '../accessibility.ts';
import { renderPage, type Answer } from '../render-page.tsx';

const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'hi', name: 'हिन्दी' },
];

/** The server's notice in each language, as `GET /api/privacy/notice` answers it. */
const NOTICES: Record<string, PrivacyNoticeAnswer> = {
  en: {
    version: 1,
    language: 'en',
    languages: LANGUAGES,
    body: '# Privacy notice of Pune Works\n\n**What we collect.** Your name and\nmobile number.\n',
    button: 'Agree and continue',
    purposes: [
      { purpose: 'visit_processing', label: 'Use my details to process this visit (required).', required: true },
      { purpose: 'photo_badge_reuse', label: 'Keep my photo for my next badge (optional).', required: false },
    ],
  },
  hi: {
    version: 1,
    language: 'hi',
    languages: LANGUAGES,
    body: '# Pune Works की गोपनीयता सूचना\n\n**हम क्या एकत्र करते हैं।** आपका नाम।\n',
    button: 'सहमत हूँ, आगे बढ़ें',
    purposes: [
      { purpose: 'visit_processing', label: 'इस यात्रा के लिए मेरी जानकारी का उपयोग (आवश्यक)।', required: true },
      { purpose: 'photo_badge_reuse', label: 'मेरी फ़ोटो अगले बैज के लिए रखें (वैकल्पिक)।', required: false },
    ],
  },
};

const notices: Answer = (url) => (url.pathname === '/api/privacy/notice' ? Response.json(NOTICES[url.searchParams.get('language') ?? 'en'] ?? NOTICES['en']) : undefined);

/** The step as a form's page renders it, for the details form's link; what it agreed to, in order. */
const open = () => {
  const given: ConsentInput[] = [];
  // Titled as the details form's page titles itself: the step is a part of that page.
  const Step = () => (
    <>
      <title>Visitor Details Form · Visitor Desk</title>
      <NoticeStep where={{ token: 'the-link-token' }} onConsent={(consent) => given.push(consent)} />
    </>
  );
  const rendered = renderPage(Step, { path: '/VisitordetailForm?token=the-link-token', user: null, answer: notices });
  return { ...rendered, given };
};

/** The privacy notice before a form (issue 31, docs/product/privacy.md PRIV-NOTICE). */
describe('the privacy notice step (component)', () => {
  it('should show the site\'s notice for the link, and the chosen language\'s text, purposes and button', async () => {
    const { calls } = open();
    expect(await screen.findByRole('heading', { name: 'Privacy notice of Pune Works' })).toBeTruthy();
    expect(calls[0]?.searchParams.get('token')).toBe('the-link-token');
    expect(screen.getByText('What we collect.').tagName).toBe('STRONG');
    fireEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));
    expect(await screen.findByRole('heading', { name: 'Pune Works की गोपनीयता सूचना' })).toBeTruthy();
    expect(calls.at(-1)?.searchParams.get('language')).toBe('hi');
    expect(screen.getByRole('button', { name: 'हिन्दी' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'सहमत हूँ, आगे बढ़ें' })).toBeTruthy();
    await expectAccessible('Privacy notice in Hindi');
  });

  it('should leave every purpose unticked, and refuse to go on without the visit\'s, in the shared rule\'s words', async () => {
    const { given } = open();
    await screen.findByRole('heading', { name: 'Privacy notice of Pune Works' });
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => box.checked)).toEqual([false, false]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Keep my photo for my next badge (optional).' }));
    fireEvent.click(screen.getByRole('button', { name: 'Agree and continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe(CONSENT_MESSAGES.required);
    expect(given).toEqual([]);
  });

  it('should give the consent to the notice read: its version, language and the purposes ticked, the optional one only when ticked', async () => {
    const { given } = open();
    fireEvent.click(await screen.findByRole('button', { name: 'हिन्दी' }));
    await screen.findByRole('heading', { name: 'Pune Works की गोपनीयता सूचना' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'इस यात्रा के लिए मेरी जानकारी का उपयोग (आवश्यक)।' }));
    fireEvent.click(screen.getByRole('button', { name: 'सहमत हूँ, आगे बढ़ें' }));
    await waitFor(() => expect(given).toEqual([{ noticeVersion: 1, language: 'hi', purposes: ['visit_processing'] }]));
    fireEvent.click(screen.getByRole('checkbox', { name: 'मेरी फ़ोटो अगले बैज के लिए रखें (वैकल्पिक)।' }));
    fireEvent.click(screen.getByRole('button', { name: 'सहमत हूँ, आगे बढ़ें' }));
    await waitFor(() => expect(given.at(-1)).toEqual({ noticeVersion: 1, language: 'hi', purposes: ['visit_processing', 'photo_badge_reuse'] }));
  });
});
