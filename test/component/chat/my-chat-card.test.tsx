import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OwnChatAnswer } from '#contract/api/chat-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import EmployeeDashboardPage from '../../../web/src/features/dashboard/employee-dashboard-page.tsx';
import { envelope } from '../../../web/src/lib/envelope.ts';
import { countsAnswer } from '../dashboard/dashboard-answers.ts';
import { renderPage, signedInUser, type Answer } from '../render-page.tsx';

const CONNECTED: OwnChatAnswer = {
  connection: { id: 7, kind: 'teams', siteId: null, hostEmail: 'hema@example.com', createdBy: 'hema@example.com', createdAt: '2026-11-29T04:00:00.000Z' },
  mailToo: true,
};

/** The server's side: the dashboard's counts, and the host's own chat as the calls change it; what each call sent, in order. */
const server = (start: OwnChatAnswer) => {
  let chat = start;
  const sent: { method: string; path: string; body: unknown }[] = [];
  const counts = countsAnswer({ host: { today: 0, awaitingApproval: 0, onSite: 0 }, employeesAwaitingApproval: null, desk: null, flagged: null });
  const answer: Answer = (url, init) => {
    if (!url.pathname.startsWith('/api/chat/')) return counts(url, init);
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
    if (method !== 'GET') sent.push({ method, path: url.pathname, body: body && 'encryptedData' in body ? envelope.decryptJson(String(body['encryptedData'])) : body });
    if (url.pathname === '/api/chat/mine' && method === 'GET') return Response.json(chat);
    if (url.pathname === '/api/chat/mine' && method === 'PUT') {
      chat = { connection: { ...CONNECTED.connection!, kind: 'slack' }, mailToo: chat.mailToo };
      return Response.json({ message: MESSAGES.webhooks.chatConnected });
    }
    if (url.pathname === '/api/chat/mine/mail') {
      chat = { ...chat, mailToo: method === 'PUT' };
      return Response.json({ message: MESSAGES.webhooks.chatMailSaved });
    }
    if (url.pathname === '/api/chat/mine' && method === 'DELETE') {
      chat = { connection: null, mailToo: true };
      return Response.json({ message: MESSAGES.webhooks.chatRemoved });
    }
    return undefined;
  };
  return { answer, sent };
};

const host = { ...signedInUser('employee', 'Hema Host'), sessionId: 'host-chat' };

/** A host's own chat on their dashboard (issue 32, docs/product/webhooks.md HOOK-CHAT-03 and 04). */
describe("the host's chat card (component)", () => {
  it('should connect the chosen chat with its URL in the envelope, then say it is connected without the URL', async () => {
    const { answer, sent } = server({ connection: null, mailToo: true });
    renderPage(EmployeeDashboardPage, { path: '/EmployeeDashboard', user: host, answer });
    await screen.findByRole('heading', { name: 'Your chat' });
    fireEvent.click(screen.getByRole('button', { name: 'Slack' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Incoming webhook URL/ }), { target: { value: 'https://hooks.slack.com/services/T1/B1/secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));

    await screen.findByText(MESSAGES.webhooks.chatConnected);
    expect(sent).toEqual([{ method: 'PUT', path: '/api/chat/mine', body: { kind: 'slack', url: 'https://hooks.slack.com/services/T1/B1/secret' } }]);
    screen.getByText(/^Connected to Slack/);
    expect(screen.queryByText(/hooks\.slack\.com/)).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Incoming webhook URL/ })).toBeNull();
  });

  it('should turn "also e-mail me" off, and remove the chat', async () => {
    const { answer, sent } = server(CONNECTED);
    renderPage(EmployeeDashboardPage, { path: '/EmployeeDashboard', user: host, answer });
    const mail = await screen.findByRole<HTMLInputElement>('checkbox', { name: 'Also e-mail me' });
    expect(mail.checked).toBe(true);
    screen.getByText(/^Connected to Microsoft Teams/);
    fireEvent.click(mail);
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Also e-mail me' }).checked).toBe(false));
    screen.getByText(MESSAGES.webhooks.chatMailSaved);

    fireEvent.click(screen.getByRole('button', { name: 'Remove my chat' }));
    await screen.findByText(MESSAGES.webhooks.chatRemoved);
    expect(sent).toEqual([
      { method: 'DELETE', path: '/api/chat/mine/mail', body: null },
      { method: 'DELETE', path: '/api/chat/mine', body: null },
    ]);
    screen.getByRole('button', { name: 'Connect' });
  });

  it('should not show the card to someone who does not host visitors', async () => {
    const { answer } = server(CONNECTED);
    const { calls } = renderPage(EmployeeDashboardPage, { path: '/EmployeeDashboard', user: { ...signedInUser('security', 'Sam Guard'), sessionId: 'guard-chat' }, answer });
    await screen.findByRole('heading', { name: 'Employee Dashboard' });
    expect(screen.queryByRole('heading', { name: 'Your chat' })).toBeNull();
    expect(calls.filter((url) => url.pathname.startsWith('/api/chat/'))).toEqual([]);
  });
});
