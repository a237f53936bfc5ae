import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EntranceView } from '#contract/api/site-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import SitesPage from '../../../web/src/features/sites/sites-page.tsx';
import { envelope } from '../../../web/src/lib/envelope.ts';
import { expectAccessible } from '../accessibility.ts';
import { renderPage, signedInUser, type Answer } from '../render-page.tsx';
import { siteView } from './site-view-fixture.ts';

const PUNE = siteView(1, 'Pune');
const entrance = (id: number, name: string, retiredAt: string | null = null): EntranceView => ({ id, siteId: 1, name, retiredAt, createdAt: PUNE.createdAt, updatedAt: PUNE.updatedAt });

/**
 * A site's entrances on the Sites screen (issue 30, docs/adr/0053): listed beside its staff, added,
 * renamed and retired with the server's words (its refusals by code: test/integration/sites/entrances.test.ts).
 */
describe('Sites: the entrances panel (component)', () => {
  it('should list the entrances, retired ones marked, and add, rename and retire one with the calls the server takes', async () => {
    const user = userEvent.setup({ delay: null });
    let entrances = [entrance(1, 'Main gate'), entrance(2, 'Old gate', '2026-11-19T04:30:00.000Z')];
    const calls: string[] = [];
    const answer: Answer = (url, init) => {
      if (url.pathname === '/api/sites') return Response.json({ sites: [PUNE] });
      if (url.pathname === '/api/sites/1/staff') return Response.json({ staff: [] });
      if (url.pathname === '/api/sites/1/entrances' && init?.method === 'POST') {
        const { name } = envelope.decryptJson((JSON.parse(String(init.body)) as { encryptedData: string }).encryptedData) as { name: string };
        calls.push(`add ${name}`);
        entrances = [...entrances, entrance(3, name)];
        return Response.json({ message: MESSAGES.entrances.added, entrance: entrance(3, name) }, { status: 201 });
      }
      if (url.pathname === '/api/sites/1/entrances') return Response.json({ entrances });
      if (url.pathname === '/api/entrances/1' && init?.method === 'PATCH') {
        const { name } = envelope.decryptJson((JSON.parse(String(init.body)) as { encryptedData: string }).encryptedData) as { name: string };
        calls.push(`rename 1 ${name}`);
        entrances = entrances.map((one) => (one.id === 1 ? { ...one, name } : one));
        return Response.json({ message: MESSAGES.entrances.renamed, entrance: entrances[0] });
      }
      if (url.pathname === '/api/entrances/3/retire') {
        calls.push('retire 3');
        entrances = entrances.map((one) => (one.id === 3 ? { ...one, retiredAt: '2026-11-20T05:00:00.000Z' } : one));
        return Response.json({ message: MESSAGES.entrances.retiredNow, entrance: entrances[2] });
      }
      return undefined;
    };
    renderPage(SitesPage, { path: '/Sites', user: { ...signedInUser('admin'), sessionId: 'sites-entrances' }, answer });
    const panel = await screen.findByRole('region', { name: 'Entrances of Pune' });
    await within(panel).findByText('Main gate');
    within(panel).getByText('Old gate (retired)');
    // A retired entrance is kept for its name, and cannot be changed.
    expect(within(panel).queryByRole('button', { name: 'Retire Old gate' })).toBeNull();
    await expectAccessible('the entrances panel', panel);

    await user.type(within(panel).getByRole('textbox', { name: 'New entrance' }), 'Tower B lobby');
    await user.click(within(panel).getByRole('button', { name: 'Add entrance' }));
    await screen.findByText(MESSAGES.entrances.added);
    await within(panel).findByText('Tower B lobby');

    await user.click(within(panel).getByRole('button', { name: 'Rename Main gate' }));
    const field = within(panel).getByRole('textbox', { name: 'New name for Main gate' });
    await user.clear(field);
    await user.type(field, 'North gate');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await within(panel).findByText('North gate');

    await user.click(within(panel).getByRole('button', { name: 'Retire Tower B lobby' }));
    await within(panel).findByText('Tower B lobby (retired)');
    expect(calls).toEqual(['add Tower B lobby', 'rename 1 North gate', 'retire 3']);
  });
});
