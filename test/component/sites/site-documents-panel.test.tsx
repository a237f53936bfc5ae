import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SiteDocumentView } from '#contract/api/document-answers.ts';
import { DOCUMENT_MESSAGES, DOCUMENT_NOTES } from '#contract/document-messages.ts';
import { DOCUMENT_PDF_MAX_BYTES } from '#contract/site-documents.ts';
import SitesPage from '../../../web/src/features/sites/sites-page.tsx';
import { envelope } from '../../../web/src/lib/envelope.ts';
import { expectAccessible } from '../accessibility.ts';
import { renderPage, signedInUser, type Answer } from '../render-page.tsx';
import { siteView } from './site-view-fixture.ts';

const PUNE = siteView(1, 'Pune', { address: null });
const version = (id: number, number: number, format: 'text' | 'pdf') => ({ id, version: number, format, hash: 'f'.repeat(64), publishedAt: '2026-11-21T04:30:00.000Z', publishedBy: 'Asha Admin' });
const NDA: SiteDocumentView = { id: 5, siteId: 1, title: 'Non-disclosure agreement', kind: 'nda', active: true, drawnSignature: false, current: version(50, 1, 'text') };

const bodyOf = (init: RequestInit | undefined): unknown => envelope.decryptJson((JSON.parse(String(init?.body)) as { encryptedData: string }).encryptedData);

/** The Sites screen for a site admin of Pune, with the server keeping Pune's documents; what each write sent. */
const open = () => {
  let documents: SiteDocumentView[] = [NDA];
  const sent: { readonly path: string; readonly body: unknown }[] = [];
  const answer: Answer = (url, init) => {
    if (url.pathname === '/api/sites') return Response.json({ sites: [PUNE] });
    if (url.pathname === '/api/sites/1/entrances') return Response.json({ entrances: [] });
    if (url.pathname === '/api/site-documents' && init?.method === 'POST') {
      const body = bodyOf(init) as { title: string; kind: 'safety_rules'; drawnSignature: boolean };
      sent.push({ path: url.pathname, body });
      const added: SiteDocumentView = { id: 6, siteId: 1, title: body.title, kind: body.kind, active: true, drawnSignature: body.drawnSignature, current: null };
      documents = [...documents, added];
      return Response.json({ message: DOCUMENT_NOTES.added, document: added }, { status: 201 });
    }
    if (url.pathname === '/api/site-documents' && url.searchParams.get('site') === '1') return Response.json({ documents });
    if (url.pathname === '/api/site-document-versions') {
      const body = bodyOf(init) as { documentId: number };
      sent.push({ path: url.pathname, body });
      documents = documents.map((one) => (one.id === body.documentId ? { ...one, current: version(60, (one.current?.version ?? 0) + 1, 'pdf' in body ? 'pdf' : 'text') } : one));
      return Response.json({ message: DOCUMENT_NOTES.published.replace('{version}', '2'), document: documents.find((one) => one.id === body.documentId) }, { status: 201 });
    }
    return undefined;
  };
  renderPage(SitesPage, { path: '/Sites', user: { ...signedInUser('site_admin', 'Sunil Siteadmin'), sessionId: 'documents' }, answer });
  return { sent };
};

/** A site's documents on the Sites screen (issue 31, docs/product/privacy.md PRIV-DOCS-01/02); the server's refusals: test/integration/documents. */
describe('Sites: the documents panel (component)', () => {
  it('should list the documents with their current version, add one, and publish a new version as text and as a PDF', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = open();
    const panel = await screen.findByRole('region', { name: 'Documents of Pune' });
    await within(panel).findByText('Non-disclosure agreement (NDA)');
    expect(panel.textContent).toContain('Version 1 (text), published');
    expect(panel.textContent).toContain('by Asha Admin');
    await expectAccessible('documents panel');

    await user.type(within(panel).getByRole('textbox', { name: "New document's title" }), 'Plant safety rules');
    await user.click(within(panel).getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Safety rules' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Offer a drawn signature' }));
    await user.click(within(panel).getByRole('button', { name: 'Add document' }));
    await within(panel).findByText('Plant safety rules (Safety rules), drawn signature offered');
    expect(within(panel).getByText('No version yet: visitors are not asked to sign it.')).toBeTruthy();
    expect(sent[0]).toEqual({ path: '/api/site-documents', body: { siteId: 1, title: 'Plant safety rules', kind: 'safety_rules', drawnSignature: true } });

    await user.click(within(panel).getByRole('button', { name: 'Publish a new version of Non-disclosure agreement' }));
    const form = within(panel).getByRole('form', { name: 'New version of Non-disclosure agreement' });
    await user.click(within(form).getByRole('button', { name: 'Publish version' }));
    expect(within(form).getByRole('alert').textContent).toBe(DOCUMENT_MESSAGES.bodyRequired);
    await user.type(within(form).getByRole('textbox', { name: 'Text of the new version' }), 'Keep what you see to yourself.');
    await user.click(within(form).getByRole('button', { name: 'Publish version' }));
    await waitFor(() => expect(sent[1]).toEqual({ path: '/api/site-document-versions', body: { documentId: 5, text: 'Keep what you see to yourself.' } }));
    await within(panel).findByText(/Version 2 \(text\)/);

    await user.click(within(panel).getByRole('button', { name: 'Publish a new version of Plant safety rules' }));
    const pdfForm = within(panel).getByRole('form', { name: 'New version of Plant safety rules' });
    const tooLarge = new File([new Uint8Array(DOCUMENT_PDF_MAX_BYTES + 1)], 'huge.pdf', { type: 'application/pdf' });
    await user.upload(within(pdfForm).getByLabelText('PDF of the new version of Plant safety rules'), tooLarge);
    await user.click(within(pdfForm).getByRole('button', { name: 'Publish version' }));
    expect(within(pdfForm).getByRole('alert').textContent).toBe(DOCUMENT_MESSAGES.pdfTooLarge);
    expect(sent).toHaveLength(2);
    await user.upload(within(pdfForm).getByLabelText('PDF of the new version of Plant safety rules'), new File(['%PDF-1.7 rules'], 'rules.pdf', { type: 'application/pdf' }));
    await user.click(within(pdfForm).getByRole('button', { name: 'Publish version' }));
    await waitFor(() => expect(sent[2]).toEqual({ path: '/api/site-document-versions', body: { documentId: 6, pdf: btoa('%PDF-1.7 rules') } }));
    expect((await within(panel).findByRole('link', { name: 'Read version 1 of Plant safety rules (PDF)' })).getAttribute('href')).toBe('/api/site-documents/versions/60/pdf');
  });
});
