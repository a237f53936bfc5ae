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

let sessions = 0;

/** The insights page of an admin (or `role`), with these sites on the server, those of `figureSiteIds` theirs to see, `pickedSiteId` remembered. */
const open = (sites: SitePlacesAnswer['sites'], { role = 'admin', figureSiteIds = sites.map((site) => site.id), pickedSiteId = null }: { role?: 'admin' | 'site_admin'; figureSiteIds?: number[]; pickedSiteId?: number | null } = {}) => {
  const answers: Response[] = [];
  const puts: unknown[] = [];
  const page = renderPage(InsightsPage, {
    path: '/Insights',
    // A session of its own: the data layer is the session's (app/query-client.tsx), so no test reads another's sites.
    user: { ...signedInUser(role), sessionId: `insights-${++sessions}` },
    answer: (url, init) => {
      if (url.pathname === '/api/insights') return Response.json(figures('2026-11-20'));
      if (url.pathname === '/api/site-preference' && init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { siteId: number | null };
        puts.push(body);
        return Response.json({ pickedSiteId: body.siteId });
      }
      if (url.pathname !== '/api/site-places') return undefined;
      const answer = Response.json({ sites, homeSiteId: sites[0]!.id, deskSiteIds: [], deskSiteId: null, figureSiteIds, pickedSiteId } satisfies SitePlacesAnswer);
      answers.push(answer);
      return answer;
    },
  });
  const insightSites = () => page.calls.filter((url) => url.pathname === '/api/insights').map((url) => url.searchParams.get('site'));
  return { ...page, answers, puts, insightSites };
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
    // The pick is remembered for the user on the server; "All sites" is remembered as none.
    await waitFor(() => expect(page.puts).toEqual([{ siteId: 2 }]));
    await user.selectOptions(site, 'all');
    await waitFor(() => expect(page.puts).toEqual([{ siteId: 2 }, { siteId: null }]));
    await waitFor(() => expect(page.insightSites().at(-1)).toBeNull());
  });

  it('should open at the site the user last picked, reading no other site first', async () => {
    const page = open([PUNE, LONDON], { pickedSiteId: 2 });
    const site = await screen.findByRole('combobox', { name: 'Site' });
    await waitFor(() => expect((site as HTMLSelectElement).value).toBe('2'));
    await screen.findAllByRole('link', { name: /^Download CSV/ });
    expect(page.insightSites()).toEqual(['2']);
  });

  it("should offer a site admin only their own sites, and all of them as 'All my sites'", async () => {
    const DELHI = { id: 3, name: 'Delhi', timeZone: 'Asia/Kolkata', address: null };
    open([PUNE, LONDON, DELHI], { role: 'site_admin', figureSiteIds: [1, 3] });
    const site = await screen.findByRole('combobox', { name: 'Site' });
    expect([...(site as HTMLSelectElement).options].map((option) => option.text)).toEqual(['All my sites', 'Pune', 'Delhi']);
    screen.getByText(/^Every visit of your sites/);
  });

  it('should show no site picker in a one-site installation', async () => {
    const page = open([PUNE]);
    await screen.findAllByRole('link', { name: /^Download CSV/ });
    await waitFor(() => expect(page.answers.some((answer) => answer.bodyUsed)).toBe(true));
    expect(screen.queryByRole('combobox', { name: 'Site' })).toBeNull();
  });
});
