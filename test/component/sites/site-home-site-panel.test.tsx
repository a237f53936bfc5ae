import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages.ts';
import SitesPage from '../../../web/src/features/sites/sites-page.tsx';
import { envelope } from '../../../web/src/lib/envelope.ts';
import { refusal, renderPage, signedInUser, type Answer } from '../render-page.tsx';
import { siteView } from './site-view-fixture.ts';

const PUNE = siteView(1, 'Pune');
const LONDON = siteView(2, 'London', { timeZone: 'Europe/London', address: '1 Example Street, London' });

/** The e-mail the page sent in a call's envelope. */
const sentEmail = (init: RequestInit | undefined): unknown => (envelope.decryptJson((JSON.parse(String(init?.body)) as { encryptedData: string }).encryptedData) as { email?: unknown }).email;

/** The rest of a site's row as the server answers it for this test: no staff, no entrances, no documents. */
const rest: Answer = (url) => {
  if (/^\/api\/sites\/\d+\/(staff|entrances)$/.test(url.pathname)) return Response.json(url.pathname.endsWith('staff') ? { staff: [] } : { entrances: [] });
  if (/^\/api\/sites\/\d+\/documents$/.test(url.pathname)) return Response.json({ documents: [] });
  return undefined;
};

/** "Home site of an employee" on each site (when there are two or more to move between) of the Sites screen (ADR 59); the server's rules: test/integration/sites/home-site-change.test.ts. */
describe("an employee's home site on the Sites screen (component)", () => {
  it("should make London an employee's home site with the address typed, and say so in the product's words", async () => {
    const user = userEvent.setup({ delay: null });
    const sent: unknown[] = [];
    const answer: Answer = (url, init) => {
      if (url.pathname === '/api/sites') return Response.json({ sites: [PUNE, LONDON] });
      if (url.pathname === '/api/sites/2/home-site' && init?.method === 'POST') {
        sent.push(sentEmail(init));
        return Response.json({ message: MESSAGES.sites.homeSiteChanged, employee: { email: 'rahul@example.com', name: 'Rahul Mehta' }, siteId: 2, fromSiteId: 1, changed: true });
      }
      return rest(url, init);
    };
    renderPage(SitesPage, { path: '/Sites', user: { ...signedInUser('admin'), sessionId: 'home-site-admin' }, answer });
    const london = await screen.findByRole('region', { name: 'Home site at London' });
    const button = within(london).getByRole('button', { name: 'Make home site' });
    expect(button).toHaveProperty('disabled', true);
    await user.type(within(london).getByRole('textbox', { name: "Employee's e-mail" }), ' rahul@example.com ');
    await user.click(button);
    expect(await screen.findByText(`${MESSAGES.sites.homeSiteChanged} Rahul Mehta (rahul@example.com)`)).toBeTruthy();
    expect(sent).toEqual(['rahul@example.com']);
    expect(within(london).getByRole('textbox', { name: "Employee's e-mail" })).toHaveProperty('value', '');
  });

  it('should not offer it where the Sites screen lists one site: there is nowhere to move anyone', async () => {
    const answer: Answer = (url, init) => (url.pathname === '/api/sites' ? Response.json({ sites: [PUNE] }) : rest(url, init));
    renderPage(SitesPage, { path: '/Sites', user: { ...signedInUser('site_admin', 'Sunil Siteadmin'), sessionId: 'home-site-one-site' }, answer });
    await screen.findByRole('region', { name: 'Entrances of Pune' });
    expect(screen.queryByRole('region', { name: /^Home site at / })).toBeNull();
  });

  it("should show a site admin the server's refusal at the field, in its words, until the address is changed", async () => {
    const user = userEvent.setup({ delay: null });
    const answer: Answer = (url, init) => {
      if (url.pathname === '/api/sites') return Response.json({ sites: [siteView(3, 'Bengaluru'), PUNE] });
      if (url.pathname === '/api/sites/1/home-site') return refusal('site.home_site_not_yours');
      return rest(url, init);
    };
    renderPage(SitesPage, { path: '/Sites', user: { ...signedInUser('site_admin', 'Sunil Siteadmin'), sessionId: 'home-site-site-admin' }, answer });
    const pune = await screen.findByRole('region', { name: 'Home site at Pune' });
    const field = within(pune).getByRole('textbox', { name: "Employee's e-mail" });
    await user.type(field, 'kiran@example.com');
    await user.click(within(pune).getByRole('button', { name: 'Make home site' }));
    expect(await within(pune).findByText(MESSAGES.sites.homeSiteNotYours)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await user.type(field, 'x');
    expect(within(pune).queryByText(MESSAGES.sites.homeSiteNotYours)).toBeNull();
  });
});
