import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DashboardCountsAnswer } from '#contract/api/dashboard-answers.ts';
import type { SitePlacesAnswer } from '#contract/api/site-answers.ts';
import SecurityDashboardPage from '../../../web/src/features/dashboard/security-dashboard-page.tsx';
import EmployeeDashboardPage from '../../../web/src/features/dashboard/employee-dashboard-page.tsx';
import { renderPage, signedInUser } from '../render-page.tsx';
import { tileName } from './dashboard-answers.ts';

const PUNE = { id: 1, name: 'Pune', timeZone: 'Asia/Kolkata', address: null };
const LONDON = { id: 2, name: 'London', timeZone: 'Europe/London', address: null };

/** Each site's desk numbers: Pune has 4 expected, London 9. */
const counts = (site: string | null): DashboardCountsAnswer => ({
  host: null,
  employeesAwaitingApproval: null,
  desk: { expected: site === '2' ? 9 : 4, arrived: 0, onSite: 0, left: 0, late: 0 },
  flagged: 0,
});

let sessions = 0;

/** A guard's dashboard with these sites, their desk at `deskSiteIds`, `pickedSiteId` remembered on the server. */
const open = (places: Pick<SitePlacesAnswer, 'sites' | 'deskSiteIds' | 'pickedSiteId'>) => {
  const puts: unknown[] = [];
  const page = renderPage(SecurityDashboardPage, {
    path: '/SecurityDashboard',
    // A session of its own: the data layer is the session's (app/query-client.tsx), so no test reads another's sites.
    user: { ...signedInUser('security', 'Gopal Guard'), sessionId: `dashboard-site-${++sessions}` },
    answer: (url, init) => {
      if (url.pathname === '/api/dashboard-counts') return Response.json(counts(url.searchParams.get('site')));
      if (url.pathname === '/api/site-places') {
        return Response.json({ ...places, homeSiteId: 1, deskSiteId: places.deskSiteIds[0] ?? null, figureSiteIds: [] } satisfies SitePlacesAnswer);
      }
      if (url.pathname === '/api/site-preference' && init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { siteId: number | null };
        puts.push(body);
        return Response.json({ pickedSiteId: body.siteId });
      }
      return undefined;
    },
  });
  const countCalls = () => page.calls.filter((url) => url.pathname === '/api/dashboard-counts').map((url) => url.searchParams.get('site'));
  return { ...page, puts, countCalls };
};

/** Issue 30: the dashboard's desk numbers are of one site, picked among the guard's, the pick remembered on the server. */
describe("the dashboard's site (component)", () => {
  it('should open at the site the user last picked, read only its numbers, and remember a new pick on the server', async () => {
    const user = userEvent.setup({ delay: null });
    const page = open({ sites: [LONDON, PUNE], deskSiteIds: [1, 2], pickedSiteId: 2 });
    await screen.findByRole('link', { name: tileName('desk.expected', 9) });
    screen.getByRole('heading', { name: 'Front desk today · London' });
    // The numbers waited for the sites: never read first at the desk's default site.
    expect(page.countCalls()).toEqual(['2']);
    const site = await screen.findByRole('combobox', { name: 'Site' });
    expect([...(site as HTMLSelectElement).options].map((option) => option.text)).toEqual(['London', 'Pune']);
    await user.selectOptions(site, '1');
    await screen.findByRole('link', { name: tileName('desk.expected', 4) });
    screen.getByRole('heading', { name: 'Front desk today · Pune' });
    await waitFor(() => expect(page.puts).toEqual([{ siteId: 1 }]));
    expect(page.countCalls().at(-1)).toBe('1');
  });

  it("should open at the desk's own site when the remembered one is not among the guard's", async () => {
    const page = open({ sites: [LONDON, PUNE], deskSiteIds: [1, 2], pickedSiteId: null });
    await screen.findByRole('link', { name: tileName('desk.expected', 4) });
    expect(page.countCalls()).toEqual(['1']);
    expect(page.puts).toEqual([]);
  });

  it('should show no site picker to a guard of one site, nor in a one-site installation', async () => {
    open({ sites: [LONDON, PUNE], deskSiteIds: [1], pickedSiteId: null });
    await screen.findByRole('link', { name: tileName('desk.expected', 4) });
    screen.getByRole('heading', { name: 'Front desk today' });
    expect(screen.queryByRole('combobox', { name: 'Site' })).toBeNull();
  });

  it("should read a host's numbers without asking for the sites", async () => {
    const page = renderPage(EmployeeDashboardPage, {
      path: '/EmployeeDashboard',
      user: { ...signedInUser('employee'), sessionId: `dashboard-site-${++sessions}` },
      answer: (url) =>
        url.pathname === '/api/dashboard-counts'
          ? Response.json({ host: { today: 1, awaitingApproval: 0, onSite: 0 }, employeesAwaitingApproval: null, desk: null, flagged: null } satisfies DashboardCountsAnswer)
          : undefined,
    });
    await waitFor(() => expect(page.calls.some((url) => url.pathname === '/api/dashboard-counts')).toBe(true));
    expect(page.calls.some((url) => url.pathname === '/api/site-places')).toBe(false);
    expect(screen.queryByRole('combobox', { name: 'Site' })).toBeNull();
  });
});
