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

/** A guard of Pune (entrances as given) and London (none) at the desk list; every list call is kept. */
const open = (entrances: SitePlacesAnswer['entrances'], path = '/ApprovedVisitorDetails') => {
  const page = renderPage(ApprovedVisitorDetailsPage, {
    path,
    user: { ...signedInUser('security', 'Gopal Guard'), sessionId: `desk-entrance-filter-${++sessions}` },
    answer: (url) => {
      if (url.pathname === '/api/getApprovedVisitor') return Response.json({ details: envelope.encrypt([]), total: 0, totalCapped: false });
      if (url.pathname === '/api/site-places') {
        return Response.json({ sites: [PUNE, LONDON], homeSiteId: 1, deskSiteIds: [1, 2], deskSiteId: 1, figureSiteIds: [], pickedSiteId: null, entrances } satisfies SitePlacesAnswer);
      }
      if (url.pathname === '/api/site-preference') return Response.json({ pickedSiteId: 2 });
      return undefined;
    },
  });
  const lists = () => page.calls.filter((url) => url.pathname === '/api/getApprovedVisitor');
  return { ...page, lists };
};

/** Issue 30 (docs/product/sites.md SITE-ENTRANCE-05): the desk lists the visits checked in at one entrance. */
describe("the desk list's entrance filter (component)", () => {
  it('should ask the list for the visits checked in at the entrance picked, and for all of them again', async () => {
    const user = userEvent.setup({ delay: null });
    const page = open([
      { id: 11, siteId: 1, name: 'Main gate' },
      { id: 12, siteId: 1, name: 'Tower B lobby' },
    ]);
    const filter = await screen.findByRole('combobox', { name: 'Checked in at' });
    expect([...(filter as HTMLSelectElement).options].map((option) => option.text)).toEqual(['All entrances', 'Main gate', 'Tower B lobby']);
    expect(page.lists().at(-1)?.searchParams.has('entrance')).toBe(false);
    await user.selectOptions(filter, '12');
    await waitFor(() => expect(page.lists().at(-1)?.searchParams.get('entrance')).toBe('12'));
    await user.selectOptions(filter, '');
    await waitFor(() => expect(page.lists().at(-1)?.searchParams.has('entrance')).toBe(false));
    await screen.findByText(MESSAGES.submission.emptyList, { exact: false });
  });

  it('should drop the filter when the desk moves to a site without entrances, and show nothing there', async () => {
    const user = userEvent.setup({ delay: null });
    const page = open([{ id: 11, siteId: 1, name: 'Main gate' }], '/ApprovedVisitorDetails?entrance=11');
    const filter = await screen.findByRole('combobox', { name: 'Checked in at' });
    expect((filter as HTMLSelectElement).value).toBe('11');
    await waitFor(() => expect(page.lists().at(-1)?.searchParams.get('entrance')).toBe('11'));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Site' }), '2');
    await waitFor(() => expect(page.lists().at(-1)?.searchParams.get('site')).toBe('2'));
    expect(page.lists().at(-1)?.searchParams.has('entrance')).toBe(false);
    expect(screen.queryByRole('combobox', { name: 'Checked in at' })).toBeNull();
    await screen.findByText(MESSAGES.submission.emptyList, { exact: false });
  });

  it('should show no entrance filter at a site without entrances', async () => {
    open([]);
    // The site picker comes from the same answer as the entrances: once it shows, the filter would have too.
    await screen.findByRole('combobox', { name: 'Site' });
    await screen.findByText(MESSAGES.submission.emptyList, { exact: false });
    expect(screen.queryByRole('combobox', { name: 'Checked in at' })).toBeNull();
  });
});
