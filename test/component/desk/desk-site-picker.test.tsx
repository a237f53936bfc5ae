import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SitePlacesAnswer } from '#contract/api/site-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import ApprovedVisitorDetailsPage from '../../../web/src/features/visitors/approved-visitor-details-page.tsx';
import { envelope } from '../../../web/src/lib/envelope.ts';
import { renderPage, signedInUser } from '../render-page.tsx';

const PUNE = { id: 1, name: 'Pune', timeZone: 'Asia/Kolkata', address: null };
const LONDON = { id: 2, name: 'London', timeZone: 'Europe/London', address: null };

let sessions = 0;

/** A guard of Pune and London at the desk list, `pickedSiteId` remembered on the server; every pick sent is kept. */
const open = (pickedSiteId: number | null) => {
  const puts: unknown[] = [];
  const page = renderPage(ApprovedVisitorDetailsPage, {
    path: '/ApprovedVisitorDetails',
    user: { ...signedInUser('security', 'Gopal Guard'), sessionId: `desk-site-${++sessions}` },
    answer: (url, init) => {
      if (url.pathname === '/api/getApprovedVisitor') return Response.json({ details: envelope.encrypt([]), total: 0, totalCapped: false });
      if (url.pathname === '/api/site-places') {
        return Response.json({ sites: [LONDON, PUNE], homeSiteId: 1, deskSiteIds: [1, 2], deskSiteId: 1, figureSiteIds: [], pickedSiteId } satisfies SitePlacesAnswer);
      }
      if (url.pathname === '/api/site-preference' && init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { siteId: number | null };
        puts.push(body);
        return Response.json({ pickedSiteId: body.siteId });
      }
      return undefined;
    },
  });
  const listSites = () => page.calls.filter((url) => url.pathname === '/api/getApprovedVisitor').map((url) => url.searchParams.get('site'));
  return { ...page, puts, listSites };
};

/** Issue 30: the desk opens at the site the user last picked (remembered on the server), and a pick there is remembered. */
describe("the desk's site (component)", () => {
  it('should open at the remembered site when the address names none', async () => {
    const page = open(2);
    const site = await screen.findByRole('combobox', { name: 'Site' });
    await waitFor(() => expect((site as HTMLSelectElement).value).toBe('2'));
    await waitFor(() => expect(page.listSites().at(-1)).toBe('2'));
    expect(page.puts).toEqual([]);
    // The list's table is a lazy chunk: the test ends once it shows, not while it still loads.
    await screen.findByText(MESSAGES.submission.emptyList, { exact: false });
  });

  it('should remember a site picked at the desk', async () => {
    const user = userEvent.setup({ delay: null });
    const page = open(null);
    const site = await screen.findByRole('combobox', { name: 'Site' });
    expect((site as HTMLSelectElement).value).toBe('1');
    await user.selectOptions(site, '2');
    await waitFor(() => expect(page.listSites().at(-1)).toBe('2'));
    await waitFor(() => expect(page.puts).toEqual([{ siteId: 2 }]));
    await screen.findByText(MESSAGES.submission.emptyList, { exact: false });
  });
});
