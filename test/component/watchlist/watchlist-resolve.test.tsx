import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WatchlistEntryView } from '#contract/api/watchlist-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import type { Role } from '#contract/roles.ts';
import WatchlistPage from '../../../web/src/features/watchlist/watchlist-page.tsx';
import { envelope } from '../../../web/src/lib/envelope.ts';
import { renderPage, signedInUser, type Answer } from '../render-page.tsx';

const PUNE = 1;
const LONDON = 2;
const SITES = [
  { id: PUNE, name: 'Pune', timeZone: 'Asia/Kolkata', address: null },
  { id: LONDON, name: 'London', timeZone: 'Europe/London', address: null },
];

const entry = (id: number, name: string, siteIds: number[], status: WatchlistEntryView['status'] = 'active'): WatchlistEntryView => ({
  id,
  siteIds,
  name,
  phone: null,
  aadhaarLast4: null,
  idKind: null,
  idLast4: null,
  reason: 'Banned after the incident in the lobby.',
  addedBy: 'admin@example.com',
  createdAt: '2026-11-20T04:30:00.000Z',
  status,
  resolvedAt: status === 'resolved' ? '2026-11-21T04:30:00.000Z' : null,
  resolvedBy: status === 'resolved' ? 'admin@example.com' : null,
  resolutionNote: status === 'resolved' ? 'Apologised.' : null,
});

const ENTRIES = [entry(1, 'Company Wide', []), entry(2, 'Pune Only', [PUNE]), entry(3, 'Pune And London', [PUNE, LONDON]), entry(4, 'London Only', [LONDON])];

/** The page for a user of this role working at these sites; which entries carry a Resolve button. */
const resolvable = async (role: Role, deskSiteIds: number[], session: string): Promise<string[]> => {
  const answer: Answer = (url) => {
    if (url.pathname === '/api/site-places') return Response.json({ sites: SITES, homeSiteId: PUNE, deskSiteIds, deskSiteId: deskSiteIds[0] ?? null, figureSiteIds: [], pickedSiteId: null });
    if (url.pathname === '/api/watchlist') return Response.json({ details: envelope.encrypt(ENTRIES) });
    return undefined;
  };
  renderPage(WatchlistPage, { path: '/Watchlist', user: { ...signedInUser(role), sessionId: session }, answer });
  const list = await screen.findByRole('list', { name: 'Watchlist entries' });
  // The places arrive with or after the entries: wait until the sites are named on the cards.
  await within(list).findAllByText('Pune, London');
  return within(list)
    .queryAllByRole('button', { name: /^Resolve / })
    .map((button) => button.getAttribute('aria-label')!.replace(/^Resolve /, ''));
};

/** The Resolve button follows canChangeWatchlistEntry, the rule the server applies (test/integration/watchlist/watchlist-sites.test.ts). */
describe('the watchlist\'s Resolve button (component)', () => {
  it("should offer a site admin of Pune Resolve only on Pune's own entries, never a company-wide one or one also of London, and say why", async () => {
    expect(await resolvable('site_admin', [PUNE], 'wl-site-admin')).toEqual(['Pune Only']);
    const why = screen.getAllByText(MESSAGES.watchlist.sitesNotYours).map((line) => line.closest('li')?.getAttribute('data-entry-id'));
    expect(why).toEqual(['1', '3', '4']);
  });

  it('should offer a Pune guard company-wide and Pune-only entries, not those of London too', async () => {
    expect(await resolvable('security', [PUNE], 'wl-guard')).toEqual(['Company Wide', 'Pune Only']);
  });

  it('should offer an admin every active entry', async () => {
    expect(await resolvable('admin', [PUNE, LONDON], 'wl-admin')).toEqual(['Company Wide', 'Pune Only', 'Pune And London', 'London Only']);
  });
});
