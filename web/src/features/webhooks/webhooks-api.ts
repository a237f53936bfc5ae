import type { WebhookAttemptView, WebhookChangedAnswer, WebhookCreatedAnswer, WebhookListAnswer } from '#contract/api/webhook-answers.ts';
import type { ChatChangedAnswer, ChatListAnswer } from '#contract/api/chat-answers.ts';
import type { ChatKind } from '#contract/chat-kinds.ts';
import type { PrecheckTimeoutRule, WebhookEndpointInput } from '#contract/validation/webhook.ts';
import { parseAnswer } from '../../lib/answer.ts';
import { api, apiRequest } from '../../lib/api-client.ts';
import { envelope } from '../../lib/envelope.ts';

/** The admins' webhook calls (issue 32); the answer schemas load with the first call, not with the page. */
const loadSchemas = () => import('#contract/api/webhook-answers.ts');

/** `GET /api/webhooks`: the endpoints (never a secret) and each site's pre-check rule. */
export const fetchWebhooks = async (signal?: AbortSignal): Promise<WebhookListAnswer> => {
  const [body, answers] = await Promise.all([api.get('/api/webhooks', signal ? { signal } : {}), loadSchemas()]);
  return parseAnswer(answers.webhookListAnswerSchema, body, 'webhooks');
};

/** `POST /api/webhooks`: the endpoint made (201), its signing secret in this answer only. */
export const addWebhook = async (input: WebhookEndpointInput): Promise<WebhookCreatedAnswer> => {
  const [body, answers] = await Promise.all([api.post('/api/webhooks', { encryptedData: envelope.encrypt(input) }), loadSchemas()]);
  return parseAnswer(answers.webhookCreatedAnswerSchema, body, 'webhooks-add');
};

/** `GET /api/webhooks/{id}/attempts`: the delivery log, newest first. */
export const fetchAttempts = async (id: number, signal?: AbortSignal): Promise<readonly WebhookAttemptView[]> => {
  const [body, answers] = await Promise.all([api.get(`/api/webhooks/${id}/attempts`, signal ? { signal } : {}), loadSchemas()]);
  return parseAnswer(answers.webhookAttemptsAnswerSchema, body, 'webhooks/{id}/attempts').attempts;
};

export type EndpointChange = 'pause' | 'resume' | 'remove';

/** Pause, resume (`POST`) or remove (`DELETE`) an endpoint: the product's words. */
export const changeWebhook = async (id: number, change: EndpointChange): Promise<WebhookChangedAnswer> => {
  const call = change === 'remove' ? apiRequest(`/api/webhooks/${id}`, { method: 'DELETE' }) : api.post(`/api/webhooks/${id}/${change}`);
  const [body, answers] = await Promise.all([call, loadSchemas()]);
  return parseAnswer(answers.webhookChangedAnswerSchema, body, `webhooks/{id}/${change}`);
};

/** `POST /api/webhooks/{id}/messages/{messageId}/replay`: queued again with its webhook-id. */
export const replayWebhook = async (id: number, messageId: string): Promise<WebhookChangedAnswer> => {
  const [body, answers] = await Promise.all([api.post(`/api/webhooks/${id}/messages/${encodeURIComponent(messageId)}/replay`), loadSchemas()]);
  return parseAnswer(answers.webhookChangedAnswerSchema, body, 'webhooks/{id}/messages/{messageId}/replay');
};

/** `PUT /api/webhooks/precheck-rules/{siteId}`: what the site does when no pre-check answers. */
export const setPrecheckRule = async (siteId: number, onTimeout: PrecheckTimeoutRule): Promise<WebhookChangedAnswer> => {
  const [body, answers] = await Promise.all([api.put(`/api/webhooks/precheck-rules/${siteId}`, { encryptedData: envelope.encrypt({ onTimeout }) }), loadSchemas()]);
  return parseAnswer(answers.webhookChangedAnswerSchema, body, 'webhooks/precheck-rules/{siteId}');
};

/** The webhooks screen's queries live under this key; every change marks it stale. */
export const webhooksKeys = {
  all: ['webhooks'] as const,
  list: () => [...webhooksKeys.all, 'list'] as const,
  attempts: (id: number) => [...webhooksKeys.all, 'attempts', id] as const,
  chats: () => [...webhooksKeys.all, 'chats'] as const,
};

/** The chats' answer schemas: loaded with the first chat call, not with the page. */
const loadChatSchemas = () => import('#contract/api/chat-answers.ts');

/** `GET /api/chat/connections`: every site's and host's chat (never a URL), for the site chats' section (HOOK-CHAT-01). */
export const fetchChats = async (signal?: AbortSignal): Promise<ChatListAnswer> => {
  const [body, answers] = await Promise.all([api.get('/api/chat/connections', signal ? { signal } : {}), loadChatSchemas()]);
  return parseAnswer(answers.chatListAnswerSchema, body, 'chat/connections');
};

/** `POST /api/chat/connections`: a site's chat, its URL in the envelope. */
export const connectSiteChat = async (input: { readonly kind: ChatKind; readonly url: string; readonly siteId: number }): Promise<ChatChangedAnswer> => {
  const [body, answers] = await Promise.all([api.post('/api/chat/connections', { encryptedData: envelope.encrypt(input) }), loadChatSchemas()]);
  return parseAnswer(answers.chatChangedAnswerSchema, body, 'chat/connections connect');
};

/** `DELETE /api/chat/connections/{id}`. */
export const removeChat = async (id: number): Promise<ChatChangedAnswer> => {
  const [body, answers] = await Promise.all([apiRequest(`/api/chat/connections/${id}`, { method: 'DELETE' }), loadChatSchemas()]);
  return parseAnswer(answers.chatChangedAnswerSchema, body, 'chat/connections/{id} remove');
};
