import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentToSign } from '#contract/api/document-answers.ts';
import { DOCUMENT_MESSAGES } from '#contract/document-messages.ts';
import type { DocumentSignatureInput } from '#contract/site-documents.ts';
import type { TermsAsked } from '#contract/terms-acceptance.ts';
import SigningStep from '../../../web/src/components/site-documents/signing-step.tsx';
import { expectAccessible } from '../accessibility.ts';
import { renderPage, type Answer } from '../render-page.tsx';

const NDA: DocumentToSign = { versionId: 12, title: 'Non-disclosure agreement', kind: 'nda', version: 2, hash: 'a'.repeat(64), format: 'text', text: 'Keep what you see to yourself.', pdfUrl: null, drawing: false };
const RULES: DocumentToSign = { versionId: 13, title: 'Safety rules', kind: 'safety_rules', version: 1, hash: 'b'.repeat(64), format: 'pdf', text: null, pdfUrl: '/api/site-documents/versions/13/pdf', drawing: false };

/** The step as the details form's page renders it; what it signed, in order. */
const open = (documents: readonly DocumentToSign[], siteHasDocuments = documents.length > 0) => {
  const signed: DocumentSignatureInput[][] = [];
  const asked: TermsAsked[] = [];
  const answer: Answer = (url) => (url.pathname === '/api/site-documents/to-sign' ? Response.json({ documents, siteHasDocuments }) : undefined);
  const Step = () => (
    <>
      <title>Visitor Details Form · Visitor Desk</title>
      <SigningStep token="the-link-token" phone="9812345670" onSigned={(signatures, what) => {
          signed.push(signatures);
          asked.push(what);
        }} />
    </>
  );
  return { ...renderPage(Step, { path: '/VisitordetailForm?token=the-link-token', user: null, answer }), signed, asked };
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

  it('should pass at once, signing nothing, where the site has nothing to sign, saying whether it has documents at all', async () => {
    const { signed, asked } = open([]);
    await waitFor(() => expect(signed).toEqual([[]]));
    expect(asked).toEqual([{ siteHasDocuments: false, toSign: [] }]);
    expect(screen.queryByRole('button', { name: 'Sign and continue' })).toBeNull();
  });

  it('should tell a returning visitor\'s form that the site has documents, though none is left to sign', async () => {
    const { asked } = open([], true);
    await waitFor(() => expect(asked).toEqual([{ siteHasDocuments: true, toSign: [] }]));
  });

  describe('with a drawn signature offered', () => {
    const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    const strokes: string[] = [];
    // jsdom draws nothing: a context that notes the strokes, and the PNG a browser would make.
    const context = { beginPath: () => strokes.push('begin'), moveTo: () => undefined, lineTo: () => strokes.push('line'), stroke: () => undefined, clearRect: () => strokes.push('clear') };
    const stubCanvas = () => {
      strokes.length = 0;
      vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as unknown as CanvasRenderingContext2D);
      vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(() => `data:image/png;base64,${PNG}`);
    };
    afterEach(() => vi.restoreAllMocks());
    const draw = (pad: HTMLElement) => {
      fireEvent.pointerDown(pad, { pointerId: 1, button: 0, clientX: 10, clientY: 10 });
      fireEvent.pointerMove(pad, { pointerId: 1, clientX: 40, clientY: 30 });
      fireEvent.pointerUp(pad, { pointerId: 1, clientX: 40, clientY: 30 });
    };

    it('should show a pad beside the typed name, send the drawing with the signature, and clear it to draw again', async () => {
      stubCanvas();
      const { signed } = open([{ ...NDA, drawing: true }, RULES]);
      const pad = await screen.findByRole('img', { name: 'Draw your signature for Non-disclosure agreement (optional)' });
      // Only where the document offers it: the safety rules are signed by the typed name alone.
      expect(screen.getAllByRole('img', { name: /Draw your signature/ })).toHaveLength(1);
      await expectAccessible('Signing step with a signature pad');
      const clear = screen.getByRole('button', { name: 'Clear and draw again: the signature for Non-disclosure agreement' });
      expect(clear.hasAttribute('disabled')).toBe(true);

      draw(pad);
      expect(strokes.filter((one) => one === 'line')).toHaveLength(2);
      expect(screen.getByRole('img', { name: 'Draw your signature for Non-disclosure agreement (optional), drawn' })).toBe(pad);
      for (const name of screen.getAllByRole('textbox', { name: /Type your full name to sign/ })) fireEvent.change(name, { target: { value: 'Meera K Nair' } });
      fireEvent.click(screen.getByRole('button', { name: 'Sign and continue' }));
      await waitFor(() => expect(signed).toHaveLength(1));
      expect(signed[0]).toEqual([
        { versionId: 12, typedName: 'Meera K Nair', drawing: PNG },
        { versionId: 13, typedName: 'Meera K Nair' },
      ]);

      fireEvent.click(clear);
      expect(strokes.at(-1)).toBe('clear');
      expect(clear.hasAttribute('disabled')).toBe(true);
      fireEvent.click(screen.getByRole('button', { name: 'Sign and continue' }));
      await waitFor(() => expect(signed).toHaveLength(2));
      expect(signed[1]![0]).toEqual({ versionId: 12, typedName: 'Meera K Nair' });
    });

    it('should sign with the typed name alone, the pad left untouched (keyboard and screen-reader users)', async () => {
      stubCanvas();
      const { signed } = open([{ ...NDA, drawing: true }]);
      await screen.findByRole('img', { name: /Draw your signature for Non-disclosure agreement/ });
      fireEvent.change(screen.getByRole('textbox', { name: /Type your full name to sign/ }), { target: { value: 'Meera K Nair' } });
      fireEvent.click(screen.getByRole('button', { name: 'Sign and continue' }));
      await waitFor(() => expect(signed).toEqual([[{ versionId: 12, typedName: 'Meera K Nair' }]]));
    });
  });
});
