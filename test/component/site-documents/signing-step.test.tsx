import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DocumentToSign } from '#contract/api/document-answers.ts';
import { DOCUMENT_MESSAGES } from '#contract/document-messages.ts';
import type { DocumentSignatureInput } from '#contract/site-documents.ts';
import SigningStep from '../../../web/src/components/site-documents/signing-step.tsx';
import { expectAccessible } from '../accessibility.ts';
import { renderPage, type Answer } from '../render-page.tsx';

const NDA: DocumentToSign = { versionId: 12, title: 'Non-disclosure agreement', kind: 'nda', version: 2, hash: 'a'.repeat(64), format: 'text', text: 'Keep what you see to yourself.', pdfUrl: null };
const RULES: DocumentToSign = { versionId: 13, title: 'Safety rules', kind: 'safety_rules', version: 1, hash: 'b'.repeat(64), format: 'pdf', text: null, pdfUrl: '/api/site-documents/versions/13/pdf' };

/** The step as the details form's page renders it; what it signed, in order. */
const open = (documents: readonly DocumentToSign[]) => {
  const signed: DocumentSignatureInput[][] = [];
  const answer: Answer = (url) => (url.pathname === '/api/site-documents/to-sign' ? Response.json({ documents }) : undefined);
  const Step = () => (
    <>
      <title>Visitor Details Form · Visitor Desk</title>
      <SigningStep token="the-link-token" phone="9812345670" onSigned={(signatures) => signed.push(signatures)} />
    </>
  );
  return { ...renderPage(Step, { path: '/VisitordetailForm?token=the-link-token', user: null, answer }), signed };
};

/** The site's documents before the details form (issue 31, docs/product/privacy.md PRIV-DOCS-03). */
describe('the signing step (component)', () => {
  it('should ask for the link\'s documents for the visit\'s phone, show each, and not go on until each is signed with a typed name', async () => {
    const { calls, signed } = open([NDA, RULES]);
    expect(await screen.findByText('Keep what you see to yourself.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read Safety rules (PDF)' }).getAttribute('href')).toBe('/api/site-documents/versions/13/pdf');
    const asked = calls.find((call) => call.pathname === '/api/site-documents/to-sign')!;
    expect([asked.searchParams.get('token'), asked.searchParams.get('phone')]).toEqual(['the-link-token', '9812345670']);
    await expectAccessible('Site documents to sign');

    const [ndaName, rulesName] = screen.getAllByRole('textbox', { name: /Type your full name to sign/ });
    fireEvent.change(ndaName!, { target: { value: 'Meera K Nair' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign and continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe(DOCUMENT_MESSAGES.typedNameRequired);
    expect(signed).toEqual([]);

    fireEvent.change(rulesName!, { target: { value: 'Meera K Nair' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign and continue' }));
    await waitFor(() => expect(signed).toHaveLength(1));
    expect(signed[0]).toEqual([
      { versionId: 12, typedName: 'Meera K Nair' },
      { versionId: 13, typedName: 'Meera K Nair' },
    ]);
  });

  it('should pass at once, signing nothing, where the site has nothing to sign', async () => {
    const { signed } = open([]);
    await waitFor(() => expect(signed).toEqual([[]]));
    expect(screen.queryByRole('button', { name: 'Sign and continue' })).toBeNull();
  });
});
