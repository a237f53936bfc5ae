import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages.ts';
import SitesPage from '../../../web/src/features/sites/sites-page.tsx';
import { envelope } from '../../../web/src/lib/envelope.ts';
import { expectAccessible } from '../accessibility.ts';
import { refusal, renderPage, signedInUser, type Answer } from '../render-page.tsx';
import { siteView } from './site-view-fixture.ts';

const site = siteView;

/** What the page sent in a call's envelope. */
const sent = async (init: RequestInit | undefined): Promise<Record<string, unknown>> =>
  envelope.decryptJson((JSON.parse(String(init?.body)) as { encryptedData: string }).encryptedData) as Record<string, unknown>;

/**
 * Sites (/Sites, docs/product/sites.md SITE-ADMIN): the list, and the add and change dialog's rules,
 * which are the shared schema's (the server's refusals by code are tested in
 * test/integration/sites/sites-api.test.ts).
 */
describe('Sites (component)', () => {
  it('should list each site with its settings', async () => {
    const answer: Answer = (url) => (url.pathname === '/api/sites' ? Response.json({ sites: [site(1, 'Main site', { kioskRequiresPin: true, personalDataDays: 45, photoDays: 7, auditLogDays: 730 })] }) : undefined);
    renderPage(SitesPage, { path: '/Sites', user: { ...signedInUser('admin'), sessionId: 'sites-list' }, answer });
    const row = await screen.findByRole('listitem', { name: 'Site Main site' });
    within(row).getByText('Asia/Kolkata');
    within(row).getByText('45 days after the visit');
    within(row).getByText('7 days after the visit');
    within(row).getByText('730 days');
    within(row).getByText('365 days');
    expect(within(row).getAllByText('Yes')).toHaveLength(1);
    await expectAccessible('the sites list');
  });

  it("should refuse a bad time zone and e-mail in the schema's words without a call, then add the site and show the product's words", async () => {
    const user = userEvent.setup({ delay: null });
    const posted: Record<string, unknown>[] = [];
    const add = async (init: RequestInit | undefined): Promise<Response> => {
      const body = await sent(init);
      posted.push(body);
      return Response.json({ message: MESSAGES.sites.added, site: site(2, String(body['name']), { timeZone: String(body['timeZone']) }) }, { status: 201 });
    };
    const answer: Answer = (url, init) => {
      if (url.pathname !== '/api/sites') return undefined;
      return init?.method === 'POST' ? add(init) : Response.json({ sites: [site(1, 'Main site')] });
    };
    renderPage(SitesPage, { path: '/Sites', user: { ...signedInUser('admin'), sessionId: 'sites-add' }, answer });
    await user.click(await screen.findByRole('button', { name: 'Add site' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add site' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'London');
    await user.type(within(dialog).getByRole('textbox', { name: 'Address' }), '1 Example Street');
    await user.type(within(dialog).getByRole('textbox', { name: 'Time zone' }), 'Europe/Londres');
    await user.type(within(dialog).getByRole('textbox', { name: 'Contact e-mail (optional)' }), 'desk@');
    // A log kept less than the year's floor (ADR 50) is refused in the schema's words.
    const auditLog = within(dialog).getByRole('textbox', { name: 'Days the audit log is kept' });
    await user.clear(auditLog);
    await user.type(auditLog, '364');
    await user.click(within(dialog).getByRole('button', { name: 'Add site' }));
    within(dialog).getByText(MESSAGES.sites.timeZoneInvalid);
    within(dialog).getByText(MESSAGES.sites.emailInvalid);
    within(dialog).getByText(MESSAGES.sites.logRetentionTooShort);
    expect(posted).toEqual([]);
    await expectAccessible('the add-site dialog with its errors', dialog);

    const zone = within(dialog).getByRole('textbox', { name: 'Time zone' });
    await user.clear(zone);
    await user.type(zone, 'Europe/London');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Contact e-mail (optional)' }));
    await user.clear(auditLog);
    await user.type(auditLog, '730');
    const photos = within(dialog).getByRole('textbox', { name: "Days a visitor's photos are kept after the visit" });
    await user.clear(photos);
    await user.type(photos, '30');
    await user.click(within(dialog).getByRole('checkbox', { name: "Kiosks ask for the pass's PIN" }));
    await user.click(within(dialog).getByRole('button', { name: 'Add site' }));
    await screen.findByText(MESSAGES.sites.added);
    expect(posted).toEqual([{ name: 'London', address: '1 Example Street', timeZone: 'Europe/London', email: null, personalDataDays: 180, photoDays: 30, auditLogDays: 730, processingLogDays: 365, resignDays: 0, closeStaleVisits: false, kioskRequiresPin: true }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("should show the server's refusal in the dialog and keep it open", async () => {
    const user = userEvent.setup({ delay: null });
    const answer: Answer = (url, init) => {
      if (url.pathname === '/api/sites/1' && init?.method === 'PATCH') return refusal('site.name_taken');
      return url.pathname === '/api/sites' ? Response.json({ sites: [site(1, 'Main site'), site(2, 'Pune')] }) : undefined;
    };
    renderPage(SitesPage, { path: '/Sites', user: { ...signedInUser('admin'), sessionId: 'sites-change' }, answer });
    await user.click(within(await screen.findByRole('listitem', { name: 'Site Main site' })).getByRole('button', { name: 'Change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Main site' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'pune');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', MESSAGES.sites.nameTaken);
  });
});
