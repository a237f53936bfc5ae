import { z } from 'zod';
import { CHAT_KINDS } from '../validation/webhook.ts';

/** A chat connection as the screens and `vms chat list` show it: never its URL (HOOK-CHAT-01). */
export const chatConnectionViewSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(CHAT_KINDS),
  siteId: z.number().int().positive().nullable(),
  hostEmail: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.iso.datetime(),
});
export type ChatConnectionView = z.infer<typeof chatConnectionViewSchema>;

/** `GET /api/chat/mine`: the host's own chat (or none) and their "also e-mail me" (HOOK-CHAT-04). */
export const ownChatAnswerSchema = z.object({ connection: chatConnectionViewSchema.nullable(), mailToo: z.boolean() });
export type OwnChatAnswer = z.infer<typeof ownChatAnswerSchema>;

/** `GET /api/chat`: every connection, for the admins' screen. */
export const chatListAnswerSchema = z.object({ connections: z.array(chatConnectionViewSchema) });
export type ChatListAnswer = z.infer<typeof chatListAnswerSchema>;

/** A connect, remove or setting change: the product's words. */
export const chatChangedAnswerSchema = z.object({ message: z.string() });
export type ChatChangedAnswer = z.infer<typeof chatChangedAnswerSchema>;
