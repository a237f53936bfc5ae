import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ApiTokenView } from '#contract/api/api-token-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import ApiTokensPage from '../../../web/src/features/api-tokens/api-tokens-page.tsx';
import { envelope } from '../../../web/src/lib/envelope.ts';
import { expectAccessible } from '../accessibility.ts';
import { refusal, renderPage, signedInUser, type Answer } from '../render-page.tsx';

const apiToken = (id: number, name: string, more: Partial<ApiTokenView> = {}): ApiTokenView => ({
  id,
  name,
  scopes: ['visits:read'],
  actsFor: 'priya.sharma@example.com',
  createdBy: 'priya.sharma@example.com',
  createdAt: '2026-11-20T04:30:00.000Z',
  expiresOn: null,
  revokedAt: null,
  lastUsedAt: null,
  status: 'active',
  ...more,
});

/** What the page sent in a call's envelope. */
const sent = (init: RequestInit | undefined): Record<string, unknown> =>
  envelope.decryptJson((JSON.parse(String(init?.body)) as { encryptedData: string }).encryptedData) as Record<string, unknown>;

const SECRET = 'vdk_Zm9yIHRoZSBjb21wb25lbnQgdGVzdCBvbmx5IG5vdCBhIHJlYWwgdG9rZW4';

/**
 * API tokens (/ApiTokens, issue 32): the list, the new-token dialog's rules (the shared schema's) and
 * its one showing of the token, and revoking (the server's side: test/integration/api-tokens).
 */
describe('API tokens (component)', () => {
  it('should list each token with its scopes, whom it acts for, its status and last use, and offer Revoke only while it works', async () => {
    const answer: Answer = (url) =>
      url.pathname === '/api/api-tokens'
        ? Response.json({ tokens: [apiToken(2, 'Badge printer', { scopes: ['visits:read', 'checkins:write'], lastUsedAt: '2026-11-20T05:00:00.000Z' }), apiToken(1, 'Old sync', { status: 'revoked', revokedAt: '2026-11-19T04:30:00.000Z' })] })
        : undefined;
    renderPage(ApiTokensPage, { path: '/ApiTokens', user: { ...signedInUser('admin'), sessionId: 'tokens-list' }, answer });
    const printer = await screen.findByRole('listitem', { name: 'Token Badge printer' });
    within(printer).getByText('visits:read, checkins:write');
    within(printer).getByText('Active');
    within(printer).getByRole('button', { name: 'Revoke' });
    const old = screen.getByRole('listitem', { name: 'Token Old sync' });
    within(old).getByText('Revoked');
    expect(within(old).queryByRole('button', { name: 'Revoke' })).toBeNull();
    expect(screen.getByRole('link', { name: 'API reference' }).getAttribute('href')).toBe('/api/reference');
    await expectAccessible('the API tokens list');
  });

  it("should refuse a token without a name or a scope in the schema's words without a call, then make it and show it once", async () => {
    const user = userEvent.setup({ delay: null });
    const posted: Record<string, unknown>[] = [];
    const answer: Answer = (url, init) => {
      if (url.pathname !== '/api/api-tokens') return undefined;
      if (init?.method !== 'POST') return Response.json({ tokens: posted.length ? [apiToken(3, 'Reports')] : [] });
      posted.push(sent(init));
      return Response.json({ message: MESSAGES.apiTokens.created, token: SECRET, apiToken: apiToken(3, 'Reports') }, { status: 201 });
    };
    renderPage(ApiTokensPage, { path: '/ApiTokens', user: { ...signedInUser('admin'), sessionId: 'tokens-create' }, answer });
    await screen.findByText('No API token yet.');
    await user.click(screen.getByRole('button', { name: 'New token' }));
    const dialog = await screen.findByRole('dialog', { name: 'New API token' });
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    within(dialog).getByText(MESSAGES.apiTokens.nameRequired);
    within(dialog).getByText(MESSAGES.apiTokens.scopesInvalid);
    expect(posted).toEqual([]);
    await expectAccessible('the new-token dialog with its errors', dialog);

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Reports');
    await user.click(within(dialog).getByRole('checkbox', { name: /^visits:read/ }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Last day (optional)' }), '2027-03-31');
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    const shown = await screen.findByRole('dialog', { name: 'Copy your new token' });
    expect(within(shown).getByRole('textbox', { name: 'API token' })).toHaveProperty('value', SECRET);
    expect(posted).toEqual([{ name: 'Reports', scopes: ['visits:read'], expiresOn: '2027-03-31' }]);
    await screen.findByText(MESSAGES.apiTokens.created);

    // Once closed, the token is gone from the page: the list shows the record only.
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await screen.findByRole('listitem', { name: 'Token Reports' });
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it("should show the server's refusal in the dialog and keep it open", async () => {
    const user = userEvent.setup({ delay: null });
    const answer: Answer = (url, init) => {
      if (url.pathname !== '/api/api-tokens') return undefined;
      return init?.method === 'POST' ? refusal('token.name_taken') : Response.json({ tokens: [apiToken(1, 'Reports')] });
    };
    renderPage(ApiTokensPage, { path: '/ApiTokens', user: { ...signedInUser('admin'), sessionId: 'tokens-taken' }, answer });
    await user.click(await screen.findByRole('button', { name: 'New token' }));
    const dialog = await screen.findByRole('dialog', { name: 'New API token' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'reports');
    await user.click(within(dialog).getByRole('checkbox', { name: /^visits:write/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', MESSAGES.apiTokens.nameTaken);
  });

  it('should revoke a token after asking, and show the product\'s words', async () => {
    const user = userEvent.setup({ delay: null });
    const revoked: string[] = [];
    const answer: Answer = (url, init) => {
      if (url.pathname === '/api/api-tokens/4/revoke' && init?.method === 'POST') {
        revoked.push(url.pathname);
        return Response.json({ message: MESSAGES.apiTokens.revoked, apiToken: apiToken(4, 'Sync', { status: 'revoked', revokedAt: '2026-11-20T05:00:00.000Z' }) });
      }
      return url.pathname === '/api/api-tokens' ? Response.json({ tokens: [apiToken(4, 'Sync', revoked.length ? { status: 'revoked', revokedAt: '2026-11-20T05:00:00.000Z' } : {})] }) : undefined;
    };
    renderPage(ApiTokensPage, { path: '/ApiTokens', user: { ...signedInUser('admin'), sessionId: 'tokens-revoke' }, answer });
    await user.click(within(await screen.findByRole('listitem', { name: 'Token Sync' })).getByRole('button', { name: 'Revoke' }));
    const asked = await screen.findByRole('dialog', { name: 'Revoke this token?' });
    await user.click(within(asked).getByRole('button', { name: 'Revoke' }));
    await screen.findByText(MESSAGES.apiTokens.revoked);
    expect(revoked).toEqual(['/api/api-tokens/4/revoke']);
    // The list read again shows it revoked, without the button.
    const row = await screen.findByRole('listitem', { name: 'Token Sync' });
    await within(row).findByText('Revoked');
    expect(within(row).queryByRole('button', { name: 'Revoke' })).toBeNull();
  });
});
