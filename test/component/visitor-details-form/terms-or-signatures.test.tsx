import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DocumentToSign } from '#contract/api/document-answers.ts';
import type { DetailsAnswer } from '#contract/api/visit-answers.ts';
import type { MessageAnswer } from '#contract/api/enveloped.ts';
import { MESSAGES } from '#contract/messages.ts';
import { SIGNED_OUT } from '../../../web/src/features/auth/auth-state.ts';
import { envelope } from '../../../web/src/lib/envelope.ts';
import { visitRecord } from '../visit-records.ts';
import { renderApp, type Answer } from '../render-page.tsx';
import { agreeToNotice, withNotice } from '../privacy-notice-answers.ts';

const PHONE = '9876501234';
const EXPIRES_AT = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
const TOKEN = ['Kavya Rao', PHONE, '29-11-2026', '09:00 AM', EXPIRES_AT.toISOString()].map((part) => envelope.encrypt(part)).concat(`17.${'ab'.repeat(32)}`).join(',');
const NDA: DocumentToSign = { versionId: 12, title: 'Non-disclosure agreement', kind: 'nda', version: 2, hash: 'a'.repeat(64), format: 'text', text: 'Keep what you see to yourself.', pdfUrl: null, drawing: false };

/** The details page with the server's answers; what `POST /api/visitorDetails` received. */
const open = (documents: Answer | null) => {
  const sent: Record<string, unknown>[] = [];
  const answer: Answer = (url, init) => {
    if (url.pathname.startsWith('/fetchVisitorData/')) {
      return Response.json({ details: envelope.encrypt([{ ...visitRecord(17, 'Kavya Rao', '2026-11-29'), visitor_phonenumber: PHONE, is_submitted: false }]) } satisfies DetailsAnswer);
    }
    if (url.pathname === '/api/visitorDetails') {
      sent.push(envelope.decryptJson((JSON.parse(String(init?.body)) as { encryptedData: string }).encryptedData) as Record<string, unknown>);
      return Response.json({ message: 'Details submitted' } satisfies MessageAnswer);
    }
    return undefined;
  };
  // The site's documents answered first: withNotice answers a site without any.
  const noticed = withNotice(answer);
  renderApp({ path: `/VisitordetailForm?token=${encodeURIComponent(TOKEN)}`, auth: SIGNED_OUT, answer: (url, init) => documents?.(url, init) ?? noticed(url, init) });
  return { sent };
};

/** Fills the form's required fields, the terms box aside. */
const fill = async (user: ReturnType<typeof userEvent.setup>) => {
  await screen.findByRole('textbox', { name: /^Coming From/ });
  await user.click(screen.getByRole('radio', { name: /Visiting Office & Shop Floor/ }));
  await user.click(screen.getByRole('radio', { name: 'WEN HV' }));
  for (const [name, text] of [[/^Coming From/, 'Chennai'], [/^Address/, '4 Anna Salai, Teynampet, Chennai'], [/^Purpose of Visit/, 'Annual safety audit']] as const) {
    await user.click(screen.getByRole('textbox', { name }));
    await user.paste(text);
  }
  await user.click(screen.getByRole('radio', { name: 'No' }));
};

/**
 * The description's terms box beside the site's documents (issue 31, ADR 57): a site with documents
 * has them signed instead of the box ticked; a site without keeps the box and its rule as described.
 */
describe('the details form\'s terms: the box or the signatures (component)', () => {
  it('should keep the box and its rule where the site has no documents', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = open(null);
    await agreeToNotice();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(MESSAGES.details.termsRequired)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please verify your details' });
    within(dialog).getByRole('row', { name: 'Terms and Conditions Accepted' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await screen.findByText(MESSAGES.submission.detailsSubmitted);
    expect(sent).toEqual([expect.objectContaining({ termsAccepted: true, signatures: [] })]);
  });

  it('should replace the box with the signing step where the site has documents, and send the signatures as the acceptance', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = open((url) => (url.pathname === '/api/site-documents/to-sign' ? Response.json({ documents: [NDA], siteHasDocuments: true }) : undefined));
    await agreeToNotice();
    await user.type(await screen.findByRole('textbox', { name: /Type your full name to sign/ }), 'Kavya Rao');
    await user.click(screen.getByRole('button', { name: 'Sign and continue' }));
    await fill(user);
    expect(screen.queryByRole('checkbox', { name: 'I accept the terms and conditions' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please verify your details' });
    within(dialog).getByRole('row', { name: "Terms and Conditions Accepted by signing the site's documents" });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await screen.findByText(MESSAGES.submission.detailsSubmitted);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ signatures: [{ versionId: 12, typedName: 'Kavya Rao' }] });
    expect(sent[0]).not.toHaveProperty('termsAccepted');
  });

  it('should show no box to a returning visitor with nothing left to sign at a site with documents', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = open((url) => (url.pathname === '/api/site-documents/to-sign' ? Response.json({ documents: [], siteHasDocuments: true }) : undefined));
    await agreeToNotice();
    await fill(user);
    expect(screen.queryByRole('checkbox', { name: 'I accept the terms and conditions' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Please verify your details' })).getByRole('button', { name: 'Submit' }));
    await screen.findByText(MESSAGES.submission.detailsSubmitted);
    expect(sent).toEqual([expect.objectContaining({ signatures: [] })]);
  });
});
