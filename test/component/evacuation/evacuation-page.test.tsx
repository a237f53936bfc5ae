import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EvacuationPersonView, EvacuationView } from '#contract/api/evacuation-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import EvacuationPage from '../../../web/src/features/evacuation/evacuation-page.tsx';
import { envelope } from '../../../web/src/lib/envelope.ts';
import { expectAccessible } from '../accessibility.ts';
import { refusal, renderPage, signedInUser, type Answer } from '../render-page.tsx';

const PLACES = { sites: [{ id: 1, name: 'Main site', timeZone: 'Asia/Kolkata', address: null }], homeSiteId: 1, deskSiteIds: [1], deskSiteId: 1, figureSiteIds: [], pickedSiteId: null };

const person = (id: number, name: string, more: Partial<EvacuationPersonView> = {}): EvacuationPersonView => ({
  id,
  kind: 'visitor',
  name,
  hostName: 'Asha Rao',
  hostPersonId: 1,
  mark: 'unaccounted',
  markedAt: null,
  markedBy: null,
  ...more,
});

const EVACUATION: EvacuationView = {
  id: 5,
  siteId: 1,
  siteName: 'Main site',
  timeZone: 'Asia/Kolkata',
  startedAt: '2026-11-20T04:30:00.000Z',
  startedBy: 'guard@example.com',
  endedAt: null,
  endedBy: null,
  people: [person(1, 'Asha Rao', { kind: 'host', hostName: null, hostPersonId: null }), person(2, 'Meera Iyer', { mark: 'safe', markedBy: 'guard@example.com', markedAt: '2026-11-20T04:31:00.000Z' })],
};

/** What the page sent in a call's envelope. */
const sent = (init: RequestInit | undefined): Record<string, unknown> =>
  envelope.decryptJson((JSON.parse(String(init?.body)) as { encryptedData: string }).encryptedData) as Record<string, unknown>;

/** The Evacuation screen's own rules (docs/product/evacuation.md EVAC-SCREEN); the server's are in test/integration/evacuation. */
describe('Evacuation (component)', () => {
  it('should offer Start when none is under way, ask first, and show the roll call the start answers', async () => {
    const user = userEvent.setup({ delay: null });
    const started: Record<string, unknown>[] = [];
    const answer: Answer = (url, init) => {
      if (url.pathname === '/api/site-places') return Response.json(PLACES);
      if (url.pathname === '/api/evacuations' && init?.method === 'POST') {
        started.push(sent(init));
        return Response.json({ message: MESSAGES.evacuation.started, evacuation: EVACUATION }, { status: 201 });
      }
      if (url.pathname === '/api/evacuations') return Response.json({ evacuation: null });
      return undefined;
    };
    renderPage(EvacuationPage, { path: '/Evacuation', user: { ...signedInUser('security'), sessionId: 'evac-start' }, answer });
    await screen.findByText('No evacuation under way');
    await expectAccessible('no evacuation under way');
    await user.click(screen.getByRole('button', { name: 'Start evacuation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start an evacuation of Main site?' });
    expect(started).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Start evacuation' }));
    await screen.findByText(MESSAGES.evacuation.started);
    expect(started).toEqual([{ siteId: 1 }]);
    expect(screen.getByTestId('tally-safe').textContent).toBe('Safe 1');
    expect(screen.getByTestId('tally-unaccounted').textContent).toBe('Unaccounted 1');
    // Once the dialog has gone (the page behind it is hidden from assistive technology until then).
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expectAccessible('the roll call');
  });

  it('should send unaccounted when the chosen mark is tapped again, and show a refusal in the server\'s words', async () => {
    const user = userEvent.setup({ delay: null });
    const marks: Record<string, unknown>[] = [];
    const answer: Answer = (url, init) => {
      if (url.pathname === '/api/site-places') return Response.json(PLACES);
      if (url.pathname === '/api/evacuations/5/people/2') {
        marks.push(sent(init));
        return Response.json({ person: person(2, 'Meera Iyer', { markedBy: 'guard@example.com', markedAt: '2026-11-20T04:32:00.000Z' }) });
      }
      if (url.pathname === '/api/evacuations/5/people/1') return refusal('evacuation.ended');
      if (url.pathname === '/api/evacuations') return Response.json({ evacuation: EVACUATION });
      return undefined;
    };
    renderPage(EvacuationPage, { path: '/Evacuation', user: { ...signedInUser('security'), sessionId: 'evac-mark' }, answer });
    await user.click(await screen.findByRole('button', { name: 'Meera Iyer is safe' }));
    expect(marks).toEqual([{ mark: 'unaccounted' }]);
    await user.click(screen.getByRole('button', { name: 'Asha Rao is missing' }));
    await screen.findByText(MESSAGES.evacuation.ended);
  });
});
