import type { Hono } from 'hono';
import type { ChatChangedAnswer, ChatListAnswer, OwnChatAnswer } from '#contract/api/chat-answers.ts';
import { canHostVisitors, canManageWebhooks } from '#contract/capabilities.ts';
import { MESSAGES } from '#contract/messages.ts';
import { recordIdOf } from '#contract/record-id.ts';
import { CHAT_CONNECTION_CODES, chatConnectionSchema } from '#contract/validation/webhook.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { NodeEnvelope } from '#kernel/envelope/node-envelope.ts';
import type { AppEnv } from '../../../platform/http/app-env.ts';
import { openPayload, readJsonObject } from '../../../platform/http/read-body.ts';
import { principalOf, requireCapability } from '../../../platform/http/require-role.ts';
import type { SessionAuthenticator } from '../../../platform/ports/session-authenticator.ts';
import type { ConnectChat } from '../../application/connect-chat.ts';

export interface ChatRouteDeps {
  readonly envelope: NodeEnvelope;
  readonly authenticator: SessionAuthenticator;
  readonly chats: ConnectChat;
}

/**
 * The chats' calls (issue 32, HOOK-CHAT-01 and 03), the same use case as `vms chat`: a host's own chat
 * under `/api/chat/mine` (they act for themselves only: no id is taken), and the admins' site chats
 * on the /Webhooks screen. The URL comes in the payload envelope and never goes back.
 */
export const chatRoutes = (deps: ChatRouteDeps) => (app: Hono<AppEnv>) => {
  const host = requireCapability(deps.authenticator, canHostVisitors);
  const admin = requireCapability(deps.authenticator, canManageWebhooks);

  app.get('/api/chat/mine', host, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json((await deps.chats.mine(principalOf(c))) satisfies OwnChatAnswer);
  });

  app.put('/api/chat/mine', host, async (c) => {
    const input = openPayload(deps.envelope, (await readJsonObject(c))['encryptedData'], chatConnectionSchema.omit({ siteId: true }), CHAT_CONNECTION_CODES);
    await deps.chats.connectOwn(principalOf(c), input);
    return c.json({ message: MESSAGES.webhooks.chatConnected } satisfies ChatChangedAnswer);
  });

  // "Also e-mail me" (HOOK-CHAT-04) as a thing the host has or has not: PUT turns it on, DELETE off.
  for (const [method, mailToo] of [['put', true], ['delete', false]] as const) {
    app[method]('/api/chat/mine/mail', host, async (c) => {
      await deps.chats.setMailToo(principalOf(c), mailToo);
      return c.json({ message: MESSAGES.webhooks.chatMailSaved } satisfies ChatChangedAnswer);
    });
  }

  app.delete('/api/chat/mine', host, async (c) => {
    await deps.chats.removeOwn(principalOf(c));
    return c.json({ message: MESSAGES.webhooks.chatRemoved } satisfies ChatChangedAnswer);
  });

  const caller = (c: Parameters<typeof principalOf>[0]) => ({ kind: 'principal' as const, principal: principalOf(c) });

  app.get('/api/chat/connections', admin, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ connections: await deps.chats.list(caller(c)) } satisfies ChatListAnswer);
  });

  app.post('/api/chat/connections', admin, async (c) => {
    const input = openPayload(deps.envelope, (await readJsonObject(c))['encryptedData'], chatConnectionSchema, CHAT_CONNECTION_CODES);
    if (input.siteId === undefined) throw new DomainError('webhook.rule_invalid');
    await deps.chats.connect(caller(c), { kind: input.kind, url: input.url, siteId: input.siteId, hostEmail: null });
    return c.json({ message: MESSAGES.webhooks.chatConnected } satisfies ChatChangedAnswer, 201);
  });

  app.delete('/api/chat/connections/:id', admin, async (c) => {
    const id = recordIdOf(c.req.param('id'));
    if (id === undefined) throw new DomainError('webhook.not_found');
    await deps.chats.remove(caller(c), id);
    return c.json({ message: MESSAGES.webhooks.chatRemoved } satisfies ChatChangedAnswer);
  });
};
