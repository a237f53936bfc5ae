import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DocumentsToSignAnswer, DocumentToSign } from '#contract/api/document-answers.ts';
import type { KioskWalkIn, KioskWalkInAnswer } from '#contract/api/kiosk-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import { withQueryClient } from '../../../web/src/app/query-client.tsx';
import { WalkInScreen } from '../../../web/src/features/kiosk/kiosk-walk-in-screen.tsx';
import { envelope } from '../../../web/src/lib/envelope.ts';
import { agreeToNotice, ENGLISH_NOTICE } from '../privacy-notice-answers.ts';
import { renderPage, type Answer } from '../render-page.tsx';

// The tablet's camera is hardware jsdom has not: a button hands the form a JPEG's base64, as the camera step does.
vi.mock('../../../web/src/features/kiosk/kiosk-photo.tsx', () => ({
  KioskPhoto: ({ onPhoto }: { readonly onPhoto: (photo: string | null) => void }) => (
    <button type="button" onClick={() => onPhoto('/9j/4AAQSkZJRg==')}>
      Take my photo
    </button>
  ),
}));

const NDA: DocumentToSign = { versionId: 31, title: 'Non-disclosure agreement', kind: 'nda', version: 3, hash: 'd'.repeat(64), format: 'text', text: 'Keep what you see at the plant to yourself.', pdfUrl: null, drawing: false };
const HOST = { id: 7, name: 'Hema Host' };
const TERMS_BOX = { name: 'I accept the terms and conditions' } as const;

const sealedBody = (init: RequestInit | undefined): Record<string, unknown> =>
  envelope.decryptJson((JSON.parse(String(init?.body)) as { encryptedData: string }).encryptedData) as Record<string, unknown>;

/** The walk-in screen with the server answering the notice, what the walk-in signs (`documents`), the host search and Sign in; what Sign in sent. */
const open = (documents: DocumentsToSignAnswer) => {
  const sent: Record<string, unknown>[] = [];
  const answer: Answer = (url, init) => {
    if (url.pathname === '/api/privacy/notice') return Response.json(ENGLISH_NOTICE);
    if (url.pathname === '/api/kiosk/walk-ins/documents') return Response.json(documents);
    if (url.pathname === '/api/kiosk/hosts') return Response.json({ hosts: [HOST] });
    if (url.pathname === '/api/kiosk/walk-ins') {
      sent.push(sealedBody(init));
      const walkIn: KioskWalkIn = { ticket: 'ticket', firstName: 'Kabir', hostFirstName: 'Hema', status: 'waiting' };
      return Response.json({ details: envelope.encrypt(walkIn) } satisfies KioskWalkInAnswer, { status: 201 });
    }
    return undefined;
  };
  const went: string[] = [];
  const Screen = withQueryClient(() => <WalkInScreen siteId={1} go={(next) => went.push(next.name)} fail={() => undefined} />);
  renderPage(Screen, { path: '/kiosk', user: null, answer });
  return { sent, went };
};

const stepShown = () => screen.getByTestId('walk-in-step').textContent;

/** Clicks into a field and pastes `text`, as a visitor's on-screen keyboard would fill it. */
const paste = async (user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) => {
  await user.click(field);
  await user.paste(text);
};

/** From the notice to the last step ("Check and sign in"), signing the NDA on the way when `signs`. */
const upToLastStep = async (user: ReturnType<typeof userEvent.setup>, signs: boolean) => {
  await agreeToNotice();
  for (const [name, text] of [[/^Name/, 'Kabir Khan'], [/^Mobile Number/, '9845012345'], [/^Coming From/, 'Pune'], [/^Purpose of Visit/, 'Delivery of spare parts']] as const) {
    await paste(user, await screen.findByRole('textbox', { name }), text);
  }
  await user.click(screen.getByRole('button', { name: 'Next' }));
  if (signs) {
    await paste(user, await screen.findByRole('textbox', { name: /Type your full name to sign/ }), 'Kabir Khan');
    await user.click(screen.getByRole('button', { name: 'Sign and continue' }));
  }
  await waitFor(() => expect(stepShown()).toBe('Step 2 of 5'));
  await paste(user, screen.getByRole('combobox', { name: /Who are you visiting/ }), 'hema');
  await user.click(await screen.findByRole('option', { name: HOST.name }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(stepShown()).toBe('Step 3 of 5'));
  await user.click(screen.getByRole('radio', { name: /The office only/ }));
  await user.click(screen.getByRole('radio', { name: 'WEN HV' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(stepShown()).toBe('Step 4 of 5'));
  await user.click(screen.getByRole('button', { name: 'Take my photo' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(stepShown()).toBe('Step 5 of 5'));
};

/** The summary's "Terms and Conditions" entry, or null where the summary has none. */
const termsEntry = () => {
  const term = screen.queryByText('Terms and Conditions', { selector: 'dt' });
  return term ? term.nextElementSibling?.textContent : null;
};

/**
 * The walk-in's terms at the kiosk (issue 31, ADR 57), as on the details form: where the kiosk's site
 * has documents, signing them is the acceptance and the form shows no box; where it has none, the
 * description's box and its rule stand.
 */
describe('the kiosk walk-in\'s terms: the box or the site\'s documents (component)', () => {
  it('should keep the box and its rule where the kiosk\'s site has no documents', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent, went } = open({ documents: [], siteHasDocuments: false });
    await upToLastStep(user, false);
    expect(termsEntry()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const box = screen.getByRole('checkbox', TERMS_BOX);
    expect(screen.getByText(MESSAGES.details.termsRequired)).toBeTruthy();
    expect(document.activeElement).toBe(box);
    expect(sent).toEqual([]);

    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(went).toEqual(['waiting']));
    expect(sent).toEqual([expect.objectContaining({ termsAccepted: true, signatures: [] })]);
  });

  it('should show no box where the kiosk\'s site has documents: the walk-in signed them, and the summary says so', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent, went } = open({ documents: [NDA], siteHasDocuments: true });
    await upToLastStep(user, true);
    expect(screen.queryByRole('checkbox', TERMS_BOX)).toBeNull();
    expect(termsEntry()).toBe(MESSAGES.details.termsBySigning);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(went).toEqual(['waiting']));
    expect(sent).toEqual([expect.objectContaining({ signatures: [{ versionId: NDA.versionId, typedName: 'Kabir Khan' }] })]);
    expect(sent[0]).not.toHaveProperty('termsAccepted');
  });

  it('should show no box to a returning walk-in with nothing left to sign at a site with documents', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent, went } = open({ documents: [], siteHasDocuments: true });
    await upToLastStep(user, false);
    expect(screen.queryByRole('button', { name: 'Sign and continue' })).toBeNull();
    expect(screen.queryByRole('checkbox', TERMS_BOX)).toBeNull();
    expect(termsEntry()).toBe(MESSAGES.details.termsBySigning);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(went).toEqual(['waiting']));
    expect(sent).toEqual([expect.objectContaining({ signatures: [] })]);
    expect(sent[0]).not.toHaveProperty('termsAccepted');
  });
});
