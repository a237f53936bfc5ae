import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { WebhookAttemptView, WebhookEndpointView } from '#contract/api/webhook-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import WebhooksPage from '../../../web/src/features/webhooks/webhooks-page.tsx';
import { envelope } from '../../../web/src/lib/envelope.ts';
import { expectAccessible } from '../accessibility.ts';
import { renderPage, signedInUser, type Answer } from '../render-page.tsx';

const endpoint = (id: number, url: string, more: Partial<WebhookEndpointView> = {}): WebhookEndpointView => ({
  id,
  url,
  events: ['visit.checked_in'],
  precheck: false,
  status: 'active',
  pausedReason: null,
  failingSince: null,
  createdBy: 'priya.sharma@example.com',
  createdAt: '2026-11-20T04:30:00.000Z',
  ...more,
});

const attempt = (id: number, more: Partial<WebhookAttemptView> = {}): WebhookAttemptView => ({
  id,
  endpointId: 2,
  messageId: `msg_${id}`,
  eventType: 'visit.checked_in',
  at: '2026-11-20T04:30:00.000Z',
  outcome: 'delivered',
  responseStatus: 200,
  durationMs: 42,
  error: null,
  ...more,
});

const RULES = [{ siteId: 1, siteName: 'Head office', onTimeout: 'allow' as const }];
const SECRET = 'whsec_Zm9yIHRoZSBjb21wb25lbnQgdGVzdCBvbmx5IG5vdCByZWFsIQ==';

/** Webhooks (/Webhooks, issue 32): the list, the delivery log with Replay, and the new endpoint's rules and one showing of its secret. */
describe('Webhooks (component)', () => {
  it('should list each endpoint with its status, open its delivery log and replay a message', async () => {
    const user = userEvent.setup({ delay: null });
    const replayed: string[] = [];
    const answer: Answer = (url, init) => {
      if (url.pathname === '/api/webhooks') return Response.json({ endpoints: [endpoint(2, 'https://siem.example.com/hooks'), endpoint(3, 'https://old.example.com/x', { status: 'paused', pausedReason: 'failing' })], rules: RULES });
      if (url.pathname === '/api/webhooks/2/attempts') return Response.json({ attempts: [attempt(9, { outcome: 'failed', responseStatus: 500, error: 'the receiver answered 500' }), attempt(8)] });
      if (url.pathname.endsWith('/replay') && init?.method === 'POST') {
        replayed.push(url.pathname);
        return Response.json({ message: MESSAGES.webhooks.replayed, endpoint: endpoint(2, 'https://siem.example.com/hooks') });
      }
      return undefined;
    };
    renderPage(WebhooksPage, { path: '/Webhooks', user: { ...signedInUser('admin'), sessionId: 'webhooks-list' }, answer });
    const active = await screen.findByRole('listitem', { name: 'Endpoint https://siem.example.com/hooks' });
    within(active).getByText('Active');
    within(screen.getByRole('listitem', { name: 'Endpoint https://old.example.com/x' })).getByText('Paused: failing for a day');
    await user.click(within(active).getByRole('button', { name: 'Delivery log' }));
    const log = await screen.findByRole('table', { name: 'Delivery log of https://siem.example.com/hooks' });
    within(log).getByText('failed: the receiver answered 500');
    await user.click(within(log).getAllByRole('button', { name: 'Replay' })[0]!);
    await screen.findByText(MESSAGES.webhooks.replayed);
    expect(replayed).toEqual(['/api/webhooks/2/messages/msg_9/replay']);
    await expectAccessible('the webhooks list with a delivery log');
  });

  it("should refuse an endpoint without a valid URL or an event in the schema's words without a call, then add it and show its secret once", async () => {
    const user = userEvent.setup({ delay: null });
    const posted: Record<string, unknown>[] = [];
    const answer: Answer = (url, init) => {
      if (url.pathname !== '/api/webhooks') return undefined;
      if (init?.method !== 'POST') return Response.json({ endpoints: [], rules: RULES });
      posted.push(envelope.decryptJson((JSON.parse(String(init.body)) as { encryptedData: string }).encryptedData) as Record<string, unknown>);
      return Response.json({ message: MESSAGES.webhooks.added, secret: SECRET, endpoint: endpoint(4, 'https://siem.example.com/hooks') }, { status: 201 });
    };
    renderPage(WebhooksPage, { path: '/Webhooks', user: { ...signedInUser('admin'), sessionId: 'webhooks-add' }, answer });
    await user.click(await screen.findByRole('button', { name: 'New endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'New webhook endpoint' });
    await user.type(within(dialog).getByRole('textbox', { name: 'URL' }), 'ftp://nowhere');
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    await within(dialog).findByText(MESSAGES.webhooks.urlInvalid);
    within(dialog).getByText(MESSAGES.webhooks.eventsInvalid);
    expect(posted).toEqual([]);

    await user.clear(within(dialog).getByRole('textbox', { name: 'URL' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'URL' }), 'https://siem.example.com/hooks');
    await user.click(within(dialog).getByRole('checkbox', { name: 'flag.raised' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    const shown = await screen.findByRole('dialog', { name: 'Copy the signing secret' });
    expect(within(shown).getByRole('textbox', { name: 'Signing secret' })).toHaveProperty('value', SECRET);
    expect(posted).toEqual([{ url: 'https://siem.example.com/hooks', events: ['flag.raised'], precheck: false }]);
  });
});
