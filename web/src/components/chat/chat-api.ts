import { chatChangedAnswerSchema, ownChatAnswerSchema, type OwnChatAnswer } from '#contract/api/chat-answers.ts';
import type { ChatKind } from '#contract/chat-kinds.ts';
import { api, apiRequest } from '../../lib/api-client.ts';
import { envelope } from '../../lib/envelope.ts';
import { parseAnswer } from '../../lib/parse-answer.ts';

/** `GET /api/chat/mine`: the host's own chat (never its URL) and their "also e-mail me" (HOOK-CHAT-03, 04). */
export const readMyChat = async (signal?: AbortSignal): Promise<OwnChatAnswer> =>
  parseAnswer(ownChatAnswerSchema, await api.get('/api/chat/mine', signal ? { signal } : {}), 'chat mine');

/** `PUT /api/chat/mine`: connects the host's own chat (the URL in the envelope), replacing the one they had. */
export const connectMyChat = async (kind: ChatKind, url: string): Promise<string> =>
  parseAnswer(chatChangedAnswerSchema, await api.put('/api/chat/mine', { encryptedData: envelope.encrypt({ kind, url }) }), 'chat mine connect').message;

/** `PUT` (on) or `DELETE` (off) `/api/chat/mine/mail`: "also e-mail me". */
export const setMyChatMail = async (mailToo: boolean): Promise<string> =>
  parseAnswer(chatChangedAnswerSchema, await apiRequest('/api/chat/mine/mail', { method: mailToo ? 'PUT' : 'DELETE' }), 'chat mine mail').message;

/** `DELETE /api/chat/mine`: the host's chat removed; their mail goes again. */
export const removeMyChat = async (): Promise<string> =>
  parseAnswer(chatChangedAnswerSchema, await apiRequest('/api/chat/mine', { method: 'DELETE' }), 'chat mine remove').message;
