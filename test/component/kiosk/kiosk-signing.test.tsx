import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DocumentToSign } from '#contract/api/document-answers.ts';
import type { KioskBadge, KioskVisit } from '#contract/api/kiosk-answers.ts';
import { withQueryClient } from '../../../web/src/app/query-client.tsx';
import { ConfirmScreen } from '../../../web/src/features/kiosk/kiosk-confirm-screen.tsx';
import type { KioskScreen } from '../../../web/src/features/kiosk/kiosk-model.ts';
import { envelope } from '../../../web/src/lib/envelope.ts';
import { expectAccessible } from '../accessibility.ts';
import { renderPage, type Answer } from '../render-page.tsx';

const VISIT: KioskVisit = { ticket: 'the-lookup-ticket', firstName: 'Kabir', hostFirstName: 'Priya', time: '10:30 AM' };
const BADGE: KioskBadge = { name: 'Kabir Khan', hostName: 'Priya Sharma', passCode: 'ABCD2345', visitDate: '29-11-2026', checkInTime: '10:31 AM', walkIn: false, pin: '1234' };
const NDA: DocumentToSign = { versionId: 21, title: 'Non-disclosure agreement', kind: 'nda', version: 2, hash: 'c'.repeat(64), format: 'text', text: 'Keep what you see at the plant to yourself.', pdfUrl: null, drawing: false };

const sealedBody = (init: RequestInit | undefined): unknown => envelope.decryptJson((JSON.parse(String(init?.body)) as { encryptedData: string }).encryptedData);

/** The kiosk's confirm screen after a lookup found the visit, with the server answering the documents and the check-in; what each call sent. */
const open = (documents: readonly DocumentToSign[]) => {
  const sent: { readonly path: string; readonly body: unknown }[] = [];
  const screens: KioskScreen[] = [];
  const answer: Answer = (url, init) => {
    if (url.pathname === '/api/kiosk/documents') {
      sent.push({ path: url.pathname, body: sealedBody(init) });
      return Response.json({ documents, siteHasDocuments: documents.length > 0 });
    }
    if (url.pathname === '/api/kiosk/check-in') {
      sent.push({ path: url.pathname, body: sealedBody(init) });
      return Response.json({ message: 'Welcome', details: envelope.encrypt(BADGE) });
    }
    return undefined;
  };
  const Screen = withQueryClient(() => (
    <>
      <title>Reception · Visitor Desk</title>
      <ConfirmScreen screen={{ name: 'confirm', purpose: 'arrive', visit: VISIT }} go={(next) => screens.push(next)} fail={(error) => { throw error; }} onStartOver={() => undefined} />
    </>
  ));
  return { ...renderPage(Screen, { path: '/kiosk', user: null, answer }), sent, screens };
};

/** At the kiosk's check-in, the site's documents this visitor signs now (issue 31, docs/product/privacy.md PRIV-DOCS-03). */
describe('the kiosk\'s signing step (component)', () => {
  it('should show the documents the kiosk is told to ask for, and check in with their signatures only once each is signed', async () => {
    const { sent, screens } = open([NDA]);
    fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Keep what you see at the plant to yourself.')).toBeTruthy();
    expect(sent).toEqual([{ path: '/api/kiosk/documents', body: { ticket: 'the-lookup-ticket' } }]);
    await expectAccessible('Kiosk signing step');

    fireEvent.click(screen.getByRole('button', { name: 'Sign and continue' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(sent.map((call) => call.path)).toEqual(['/api/kiosk/documents']);

    fireEvent.change(screen.getByRole('textbox', { name: /Type your full name to sign/ }), { target: { value: 'Kabir Khan' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign and continue' }));
    await waitFor(() => expect(screens).toEqual([{ name: 'badge', message: 'Welcome', badge: BADGE }]));
    expect(sent[1]).toEqual({ path: '/api/kiosk/check-in', body: { ticket: 'the-lookup-ticket', signatures: [{ versionId: 21, typedName: 'Kabir Khan' }] } });
  });

  it('should check a returning visitor in on the one tap, signing nothing, when the kiosk is told nothing is to sign', async () => {
    const { sent, screens } = open([]);
    fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
    await waitFor(() => expect(screens).toEqual([{ name: 'badge', message: 'Welcome', badge: BADGE }]));
    expect(sent).toEqual([
      { path: '/api/kiosk/documents', body: { ticket: 'the-lookup-ticket' } },
      { path: '/api/kiosk/check-in', body: { ticket: 'the-lookup-ticket', signatures: [] } },
    ]);
    expect(screen.queryByRole('button', { name: 'Sign and continue' })).toBeNull();
  });
});
