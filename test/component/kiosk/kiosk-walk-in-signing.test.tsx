import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DocumentToSign } from '#contract/api/document-answers.ts';
import { DOCUMENT_MESSAGES } from '#contract/document-messages.ts';
import { messageOf } from '#contract/error-codes.ts';
import { withQueryClient } from '../../../web/src/app/query-client.tsx';
import { WalkInScreen } from '../../../web/src/features/kiosk/kiosk-walk-in-screen.tsx';
import { envelope } from '../../../web/src/lib/envelope.ts';
import { expectAccessible } from '../accessibility.ts';
import { agreeToNotice, ENGLISH_NOTICE } from '../privacy-notice-answers.ts';
import { refusal, renderPage, type Answer } from '../render-page.tsx';

const NDA: DocumentToSign = { versionId: 31, title: 'Non-disclosure agreement', kind: 'nda', version: 3, hash: 'd'.repeat(64), format: 'text', text: 'Keep what you see at the plant to yourself.', pdfUrl: null, drawing: false };

const sealedBody = (init: RequestInit | undefined): unknown => envelope.decryptJson((JSON.parse(String(init?.body)) as { encryptedData: string }).encryptedData);

/**
 * The kiosk's walk-in form with the server answering its notice and what a walk-in signs (`documentsFor`,
 * by the phone sent, or a refusal); the phones the documents were asked for, and the failures the
 * kiosk was handed (it shows a retry's words where the visitor is).
 */
const open = (documentsFor: (phone: string) => Response) => {
  const asked: unknown[] = [];
  const failures: unknown[] = [];
  const answer: Answer = (url, init) => {
    if (url.pathname === '/api/privacy/notice') return Response.json(ENGLISH_NOTICE);
    if (url.pathname === '/api/kiosk/walk-ins/documents') {
      const body = sealedBody(init) as { phone: string };
      asked.push(body);
      return documentsFor(body.phone);
    }
    return undefined;
  };
  const Screen = withQueryClient(() => (
    <>
      <title>Reception · Visitor Desk</title>
      <WalkInScreen
        siteId={1}
        go={() => undefined}
        fail={(error, show) => {
          failures.push(error);
          show(error instanceof Error ? error.message : String(error));
        }}
      />
    </>
  ));
  return { ...renderPage(Screen, { path: '/kiosk', user: null, answer }), asked, failures };
};

/** Fills the first step ("About you") and presses Next. */
const aboutYou = async (name: string, phone: string) => {
  fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }), { target: { value: name } });
  fireEvent.change(screen.getByRole('textbox', { name: /^Mobile Number/ }), { target: { value: phone } });
  fireEvent.change(screen.getByRole('textbox', { name: /^Coming From/ }), { target: { value: 'Pune' } });
  fireEvent.change(screen.getByRole('textbox', { name: /^Purpose of Visit/ }), { target: { value: 'Delivery of spare parts' } });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
};

const stepShown = () => screen.getByTestId('walk-in-step').textContent;

/** A walk-in reads and signs the site's documents once their phone is known (issue 31, docs/adr/0056-walk-in-signs-at-the-kiosk.md). */
describe('the kiosk walk-in\'s signing step (component)', () => {
  it('should ask what the typed phone signs after the first step, refuse another name in the server\'s words, and go on once signed', async () => {
    const { asked } = open(() => Response.json({ documents: [NDA], siteHasDocuments: true }));
    await agreeToNotice();
    await aboutYou('Kabir Khan', '9812345670');

    expect(await screen.findByText('Keep what you see at the plant to yourself.')).toBeTruthy();
    expect(asked).toEqual([{ phone: '9812345670' }]);
    expect(document.activeElement?.textContent).toBe('Please read and sign');
    await expectAccessible('Kiosk walk-in signing step');

    const typed = screen.getByRole('textbox', { name: /Type your full name to sign/ });
    fireEvent.change(typed, { target: { value: 'Someone Else' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign and continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe(DOCUMENT_MESSAGES.nameMismatch);
    expect(screen.queryByTestId('walk-in-step')).toBeNull();

    fireEvent.change(typed, { target: { value: '  kabir   KHAN ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign and continue' }));
    await waitFor(() => expect(stepShown()).toBe('Step 2 of 5'));
    expect(document.activeElement?.textContent).toBe('Step 2 of 5: Who you are visiting');

    // Back and Next again with the same phone and name: signed already, not asked again.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(stepShown()).toBe('Step 1 of 5'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(stepShown()).toBe('Step 2 of 5'));
    expect(asked).toHaveLength(1);

    // Another phone is another visitor: asked again for it.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await aboutYou('Kabir Khan', '9812345671');
    await screen.findByRole('button', { name: 'Sign and continue' });
    expect(asked).toEqual([{ phone: '9812345670' }, { phone: '9812345671' }]);
    // Back from the documents keeps what was typed.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(stepShown()).toBe('Step 1 of 5'));
    expect((screen.getByRole('textbox', { name: /^Mobile Number/ }) as HTMLInputElement).value).toBe('9812345671');
  });

  it('should take a returning walk-in with nothing to sign straight on to the next step', async () => {
    const { asked } = open(() => Response.json({ documents: [], siteHasDocuments: false }));
    await agreeToNotice();
    await aboutYou('Sara Returns', '9712000003');
    await waitFor(() => expect(stepShown()).toBe('Step 2 of 5'));
    expect(asked).toEqual([{ phone: '9712000003' }]);
    expect(screen.queryByRole('button', { name: 'Sign and continue' })).toBeNull();
  });

  it('should hand a failure to ask to the kiosk and show its words on the first step, where Next asks again', async () => {
    let refused = true;
    const { asked, failures } = open(() => (refused ? refusal('http.too_many_requests') : Response.json({ documents: [], siteHasDocuments: false })));
    await agreeToNotice();
    await aboutYou('Tara Again', '9712000004');
    expect((await screen.findByRole('alert')).textContent).toBe(messageOf('http.too_many_requests'));
    expect(failures).toHaveLength(1);
    expect(stepShown()).toBe('Step 1 of 5');

    refused = false;
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(stepShown()).toBe('Step 2 of 5'));
    expect(asked).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
