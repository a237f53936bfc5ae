import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BreachSummary } from '#contract/api/breach-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import BreachesPage from '../../../web/src/features/breaches/breaches-page.tsx';
import { envelope } from '../../../web/src/lib/envelope.ts';
import { renderPage, signedInUser, type Answer } from '../render-page.tsx';

/** The browser's time in these tests: the clock on the screen counts from it. */
const NOW = new Date('2026-11-20T04:30:00.000Z');

const breach = (id: number, awareAt: string, more: Partial<BreachSummary> = {}): BreachSummary => ({
  id,
  summary: `Breach number ${id}`,
  occurredFrom: '2026-11-10T00:00:00.000Z',
  occurredTo: '2026-11-12T00:00:00.000Z',
  awareAt,
  dataKinds: ['visitor_details'],
  sites: null,
  recordedBy: 'priya.sharma@example.com',
  recordedAt: awareAt,
  noticesSentAt: null,
  noticesSent: 0,
  reportSubmittedAt: null,
  // What the server said when it answered; the screen counts from the awareness itself.
  clock: { dueAt: '2000-01-01T00:00:00.000Z', state: 'running', minutesLeft: 0, text: 'stale' },
  ...more,
});

/** What the page sent in a call's envelope. */
const sent = (init: RequestInit | undefined): Record<string, unknown> =>
  envelope.decryptJson((JSON.parse(String(init?.body)) as { encryptedData: string }).encryptedData) as Record<string, unknown>;

/** The breach register (/Breaches, issue 31): the 72-hour clock as the list shows it, and the record form's rules (the server's side: test/integration/privacy). */
describe('Breach register (component)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should show each breach\'s Board clock from its awareness: time left, overdue flagged, and submitted', async () => {
    const answer: Answer = (url) =>
      url.pathname === '/api/breaches'
        ? Response.json({
            breaches: [
              breach(3, '2026-11-19T10:30:00.000Z'),
              breach(2, '2026-11-16T04:30:00.000Z'),
              breach(1, '2026-11-01T00:00:00.000Z', { reportSubmittedAt: '2026-11-03T00:00:00.000Z' }),
            ],
          })
        : undefined;
    renderPage(BreachesPage, { path: '/Breaches', user: { ...signedInUser('admin'), sessionId: 'breach-clock' }, answer });
    const running = await screen.findByRole('listitem', { name: 'Breach 3' });
    within(running).getByText('Board report due: 54 h 0 min left');
    within(screen.getByRole('listitem', { name: 'Breach 2' })).getByText('Board report overdue: 24 h 0 min overdue');
    within(screen.getByRole('listitem', { name: 'Breach 1' })).getByText('Board report submitted 24 h 0 min before the deadline');
    expect(screen.queryByText('stale')).toBeNull();
  });

  it("should refuse a record without its facts in the schema's words without a call, then send the form's values as instants", async () => {
    const user = userEvent.setup({ delay: null });
    const posted: Record<string, unknown>[] = [];
    const answer: Answer = (url, init) => {
      if (url.pathname === '/api/sites') return Response.json({ sites: [] });
      if (url.pathname !== '/api/breaches') return undefined;
      if (init?.method !== 'POST') return Response.json({ breaches: [] });
      posted.push(sent(init));
      return Response.json({ errmessage: MESSAGES.breaches.awareInvalid, code: 'breach.aware_invalid' }, { status: 400 });
    };
    renderPage(BreachesPage, { path: '/Breaches', user: { ...signedInUser('admin'), sessionId: 'breach-form' }, answer });
    await screen.findByText('No breach recorded.');
    await user.click(screen.getByRole('button', { name: 'Record a breach' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a breach' });
    await user.click(within(dialog).getByRole('button', { name: 'Record breach' }));
    within(dialog).getByText(MESSAGES.breaches.summaryRequired);
    within(dialog).getByText(MESSAGES.breaches.kindsInvalid);
    within(dialog).getByText(MESSAGES.breaches.impactRequired);
    expect(within(dialog).getAllByText(MESSAGES.breaches.windowInvalid).length).toBeGreaterThan(0);
    // The contact is the admin unless changed.
    expect(within(dialog).getByRole('textbox', { name: 'Contact e-mail' })).toHaveProperty('value', signedInUser('admin').emp_email);
    expect(posted).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'What happened' }), 'A desk export was mailed to a wrong address.');
    await user.type(within(dialog).getByLabelText('Started'), '2026-11-10T09:00');
    await user.type(within(dialog).getByLabelText('Ended'), '2026-11-11T09:00');
    // Aware before it started: the shared rule refuses it here, as the server would.
    await user.type(within(dialog).getByLabelText('Became aware'), '2026-11-09T09:00');
    await user.click(within(dialog).getByRole('checkbox', { name: /^visitor details/ }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Likely impact' }), 'Unwanted calls to the visitors.');
    await user.type(within(dialog).getByRole('textbox', { name: 'Measures taken' }), 'The recipient deleted the file.');
    await user.click(within(dialog).getByRole('button', { name: 'Record breach' }));
    within(dialog).getByText(MESSAGES.breaches.awareInvalid);
    expect(posted).toEqual([]);

    const aware = within(dialog).getByLabelText('Became aware');
    await user.clear(aware);
    await user.type(aware, '2026-11-19T16:00');
    await user.click(within(dialog).getByRole('button', { name: 'Record breach' }));
    await within(dialog).findByText(MESSAGES.breaches.awareInvalid);
    expect(posted).toEqual([
      expect.objectContaining({
        summary: 'A desk export was mailed to a wrong address.',
        occurredFrom: new Date('2026-11-10T09:00').toISOString(),
        awareAt: new Date('2026-11-19T16:00').toISOString(),
        dataKinds: ['visitor_details'],
        siteIds: null,
      }),
    ]);
  });
});
