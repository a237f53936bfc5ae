import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ChatConnectionView } from '#contract/api/chat-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import WebhooksPage from '../../../web/src/features/webhooks/webhooks-page.tsx';
import { envelope } from '../../../web/src/lib/envelope.ts';
import { renderPage, signedInUser, type Answer } from '../render-page.tsx';

const RULES = [
  { siteId: 1, siteName: 'Head office', onTimeout: 'allow' as const },
  { siteId: 2, siteName: 'Pune plant', onTimeout: 'deny' as const },
];
const chat = (id: number, more: Partial<ChatConnectionView>): ChatConnectionView => ({ id, kind: 'slack', siteId: 1, hostEmail: null, createdBy: 'priya.sharma@example.com', createdAt: '2026-11-20T04:30:00.000Z', ...more });

/** The site chats on /Webhooks (issue 32, docs/product/webhooks.md HOOK-CHAT-01): listed without URLs, connected and removed. */
describe('Webhooks: site chats (component)', () => {
  it("should list each site's chat but no host's, connect one for the chosen site with its URL in the envelope, and remove one", async () => {
    const user = userEvent.setup({ delay: null });
    let connections = [chat(4, {}), chat(5, { kind: 'teams', siteId: null, hostEmail: 'hema@example.com', createdBy: 'hema@example.com' })];
    const sent: unknown[] = [];
    const answer: Answer = (url, init) => {
      if (url.pathname === '/api/webhooks') return Response.json({ endpoints: [], rules: RULES });
      if (url.pathname === '/api/chat/connections' && init?.method === 'POST') {
        const input = envelope.decryptJson((JSON.parse(String(init.body)) as { encryptedData: string }).encryptedData) as { kind: 'teams'; siteId: number };
        sent.push(input);
        connections = [...connections, chat(6, { kind: input.kind, siteId: input.siteId })];
        return Response.json({ message: MESSAGES.webhooks.chatConnected }, { status: 201 });
      }
      if (url.pathname === '/api/chat/connections') return Response.json({ connections });
      if (url.pathname === '/api/chat/connections/4' && init?.method === 'DELETE') {
        sent.push('DELETE 4');
        connections = connections.filter((connection) => connection.id !== 4);
        return Response.json({ message: MESSAGES.webhooks.chatRemoved });
      }
      return undefined;
    };
    renderPage(WebhooksPage, { path: '/Webhooks', user: signedInUser('admin'), answer });

    const list = await screen.findByRole('list', { name: 'Site chats' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Slack · Head office · added by priya.sharma@example.comRemove']);

    await user.click(screen.getByRole('button', { name: 'Connect a chat' }));
    const dialog = await screen.findByRole('dialog', { name: "Connect a site's chat" });
    await user.click(within(dialog).getByRole('button', { name: 'Microsoft Teams' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Incoming webhook URL/ }), 'https://prod.example.logic.azure.com/workflows/1');
    await user.click(within(dialog).getByRole('button', { name: 'Pune plant' }));
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    await screen.findByText(/Microsoft Teams · Pune plant/);
    expect(screen.queryByText(/logic\.azure\.com/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove Slack of Head office' }));
    await screen.findByText(MESSAGES.webhooks.chatRemoved);
    expect(sent).toEqual([{ kind: 'teams', url: 'https://prod.example.logic.azure.com/workflows/1', siteId: 2 }, 'DELETE 4']);
  });
});
