import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SignatureView } from '#contract/api/document-answers.ts';
import VisitorDetailViewPage from '../../../web/src/features/visitors/visitor-detail-view-page.tsx';
import { envelope } from '../../../web/src/lib/envelope.ts';
import { expectAccessible } from '../accessibility.ts';
import { renderPage, signedInUser, type Answer } from '../render-page.tsx';
import { visitRecord } from '../visit-records.ts';

const VISIT = visitRecord(41, 'Kabir Khan', '2026-11-29');
const SIGNED: SignatureView[] = [
  { id: 7, title: 'Non-disclosure agreement', version: 1, hash: 'd'.repeat(64), typedName: 'Kabir Khan', drawn: false, channel: 'link', signedAt: '2026-11-28T04:35:00.000Z', pdfUrl: '/api/document-signatures/7/pdf' },
  { id: 9, title: 'Non-disclosure agreement', version: 2, hash: 'e'.repeat(64), typedName: 'Kabir Khan', drawn: true, channel: 'kiosk', signedAt: '2026-11-29T05:01:00.000Z', pdfUrl: '/api/document-signatures/9/pdf' },
];

/** The detail view of visit 41, with the server answering the visit and its signatures. */
const open = (signatures: readonly SignatureView[], sessionId: string) => {
  const answer: Answer = (url) => {
    if (url.pathname.startsWith('/fetchVisitorDetails/')) return Response.json({ details: envelope.encrypt(VISIT) });
    if (url.pathname === '/api/visits/41/signatures') return Response.json({ signatures });
    return undefined;
  };
  return renderPage(VisitorDetailViewPage, { path: '/VisitorDetailView?id=41', user: { ...signedInUser('employee', 'Hema Host'), sessionId }, answer });
};

/** Who signed what on the visit's detail view (issue 31, docs/product/privacy.md PRIV-DOCS-05). */
describe('the visit\'s signatures (component)', () => {
  it('should list each version signed, on the site\'s clock, with the link to its signed copy', async () => {
    open(SIGNED, 'signed');
    const list = await screen.findByRole('region', { name: 'Documents signed' });
    expect(list.textContent).toContain('Non-disclosure agreement · version 1');
    // 04:35 UTC is 10:05 AM in Asia/Kolkata, the visit's site's clock.
    expect(list.textContent).toContain('Signed 28-11-2026 10:05 AM as “Kabir Khan”, at the details form.');
    expect(list.textContent).toContain('Signed 29-11-2026 10:31 AM as “Kabir Khan” with a drawn signature, at the kiosk.');
    expect(screen.getByRole('link', { name: 'Signed copy of Non-disclosure agreement version 2 (PDF)' }).getAttribute('href')).toBe('/api/document-signatures/9/pdf');
    await expectAccessible('visit signatures');
  });

  it('should show nothing of documents for a visit without signatures', async () => {
    const { calls } = open([], 'unsigned');
    await screen.findByText('Kabir Khan', { exact: false, selector: 'dd' });
    await waitFor(() => expect(calls.some((url) => url.pathname === '/api/visits/41/signatures')).toBe(true));
    expect(screen.queryByRole('region', { name: 'Documents signed' })).toBeNull();
    expect(screen.queryByText(/Signed copy/)).toBeNull();
  });
});
