import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InsightsAnswer } from '#contract/api/insight-answers.ts';
import type { SitePlacesAnswer } from '#contract/api/site-answers.ts';
import InsightsPage from '../../../web/src/features/insights/insights-page.tsx';
import { renderPage, signedInUser } from '../render-page.tsx';

const PUNE = { id: 1, name: 'Pune', timeZone: 'Asia/Kolkata', address: null };
const LONDON = { id: 2, name: 'London', timeZone: 'Europe/London', address: null };

/** Figures with nothing counted, ending on `to`: enough for the page to draw its charts. */
const figures = (to: string): InsightsAnswer => ({
  days: 30,
  from: '2026-10-22',
  to,
  visitsPerDay: [],
  visitorTypes: [],
  arrivalHours: Array.from({ length: 24 }, (_, hour) => ({ hour, arrivals: 0 })),
  timeOnSite: { visits: 0, averageMinutes: null, perDay: [] },
  noShows: { approved: 0, noShows: 0, rate: null, perDay: [] },
  busiestHosts: [],
});

/** The insights page of an admin, with these sites on the server. */
const open = (sites: SitePlacesAnswer['sites']) => {
  const answers: Response[] = [];
  const page = renderPage(InsightsPage, {
    path: '/Insights',
    user: signedInUser('admin'),
    answer: (url) => {
      if (url.pathname === '/api/insights') return Response.json(figures('2026-11-20'));
      if (url.pathname !== '/api/site-places') return undefined;
      const answer = Response.json({ sites, homeSiteId: sites[0]!.id, deskSiteIds: [], deskSiteId: null, pickedSiteId: null } satisfies SitePlacesAnswer);
      answers.push(answer);
      return answer;
    },
  });
  return { ...page, answers };
};

/** Issue 30: insights of every site by default, or of one picked; the picker only where there is a choice. */
describe("the insights' site (component)", () => {
  it('should read every site first, then the one picked, its CSV links following', async () => {
    const user = userEvent.setup({ delay: null });
    const page = open([PUNE, LONDON]);
    const site = await screen.findByRole('combobox', { name: 'Site' });
    expect([...(site as HTMLSelectElement).options].map((option) => option.text)).toEqual(['All sites', 'Pune', 'London']);
    expect(page.calls.find((url) => url.pathname === '/api/insights')?.searchParams.get('site')).toBeNull();
    await user.selectOptions(site, '2');
    await waitFor(() => expect(page.calls.filter((url) => url.pathname === '/api/insights').at(-1)?.searchParams.get('site')).toBe('2'));
    const csv = (await screen.findAllByRole('link', { name: /^Download CSV/ }))[0]!;
    expect(new URL(csv.getAttribute('href')!, window.location.origin).searchParams.get('site')).toBe('2');
  });

  it('should show no site picker in a one-site installation', async () => {
    const page = open([PUNE]);
    await screen.findAllByRole('link', { name: /^Download CSV/ });
    await waitFor(() => expect(page.answers.some((answer) => answer.bodyUsed)).toBe(true));
    expect(screen.queryByRole('combobox', { name: 'Site' })).toBeNull();
  });
});
