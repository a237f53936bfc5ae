import { fireEvent, screen } from '@testing-library/react';
import type { PrivacyNoticeAnswer } from '#contract/api/privacy-answers.ts';
import type { Answer } from './render-page.tsx';

/**
 * The privacy notice that comes before the details form, the kiosk's walk-in and registration (issue 31,
 * docs/product/privacy.md PRIV-NOTICE), for the component tests of those forms: the server's English
 * notice, and the visitor agreeing to the visit's purpose so that the form itself shows.
 */
export const ENGLISH_NOTICE: PrivacyNoticeAnswer = {
  version: 1,
  language: 'en',
  languages: [
    { code: 'en', name: 'English' },
    { code: 'hi', name: 'हिन्दी' },
  ],
  body: '# Privacy notice\n\n**What we collect.** Your name and mobile number.\n',
  button: 'Agree and continue',
  purposes: [
    { purpose: 'visit_processing', label: 'Use my details to process this visit (required).', required: true },
    { purpose: 'photo_badge_reuse', label: 'Keep my photo for my next badge (optional).', required: false },
  ],
};

/**
 * `answer`, with the notice answered as `GET /api/privacy/notice` answers it, and the details form's
 * site with no document to sign (`GET /api/site-documents/to-sign`, PRIV-DOCS-03): the form as before.
 */
export const withNotice =
  (answer: Answer): Answer =>
  (url, init) =>
    url.pathname === '/api/privacy/notice' ? Response.json(ENGLISH_NOTICE) : url.pathname === '/api/site-documents/to-sign' ? Response.json({ documents: [], siteHasDocuments: false }) : answer(url, init);

/** Reads the notice and agrees to the visit's purpose only, as most visitors do. */
export const agreeToNotice = async (): Promise<void> => {
  fireEvent.click(await screen.findByRole('checkbox', { name: ENGLISH_NOTICE.purposes[0]!.label }));
  fireEvent.click(screen.getByRole('button', { name: ENGLISH_NOTICE.button }));
};
