import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { CHAT_KINDS } from '../chat-kinds.ts';
import { PRECHECK_TIMEOUT_RULES, type PrecheckTimeoutRule } from '../precheck-rule.ts';
import { WEBHOOK_EVENTS } from '../webhook-payload.ts';

export const WEBHOOK_URL_MAX = 2000;

/**
 * A new webhook endpoint (issue 32), from the admin screen and `vms webhooks add`: an absolute
 * http(s) URL without credentials in it, at least one event, and whether it is asked before a
 * check-in or a walk-in completes. Which addresses the server may reach (https only in production,
 * no private addresses) is the server's rule (webhook-url-policy.ts), answered as `webhook.url_refused`.
 */
const webhookUrlSchema = z
  .string({ error: MESSAGES.webhooks.urlInvalid })
  .trim()
  .max(WEBHOOK_URL_MAX, MESSAGES.webhooks.urlInvalid)
  .refine((text) => {
    if (!URL.canParse(text)) return false;
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === '' && url.hash === '';
  }, MESSAGES.webhooks.urlInvalid);

export const webhookEndpointSchema = z.object({
  url: webhookUrlSchema,
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: MESSAGES.webhooks.eventsInvalid }), { error: MESSAGES.webhooks.eventsInvalid })
    .transform((events) => [...new Set(events)]),
  precheck: z.boolean().optional().transform((value) => value ?? false),
}).refine((input) => input.events.length > 0 || input.precheck, { message: MESSAGES.webhooks.eventsInvalid, path: ['events'] });
export type WebhookEndpointInput = z.output<typeof webhookEndpointSchema>;

/** Each field's own error code, for programs (parseInput's `codes`). */
export const WEBHOOK_INPUT_CODES = {
  url: 'webhook.url_invalid',
  events: 'webhook.events_invalid',
  precheck: 'webhook.events_invalid',
} as const;

export { CHAT_KINDS };

/**
 * A chat connection from a screen (HOOK-CHAT-01, HOOK-CHAT-03): its kind, its incoming-webhook URL
 * (checked as an endpoint's) and, from the admins' screen, its site; a host's own names no site.
 */
export const chatConnectionSchema = z.object({
  kind: z.enum(CHAT_KINDS, { error: MESSAGES.webhooks.chatKindInvalid }),
  url: webhookUrlSchema,
  siteId: z.number({ error: MESSAGES.webhooks.ruleInvalid }).int().positive().optional(),
});
export type ChatConnectionInput = z.output<typeof chatConnectionSchema>;
// The kind has no code of its own (`input.invalid`, with its message): only a program sends another.
export const CHAT_CONNECTION_CODES = { url: 'webhook.url_invalid', siteId: 'webhook.rule_invalid' } as const;

/** What the pre-check does at a site when no endpoint answers in 3 seconds (or one answers nonsense). */
export { PRECHECK_TIMEOUT_RULES, type PrecheckTimeoutRule };
export const precheckRuleSchema = z.object({ siteId: z.number().int().positive(), onTimeout: z.enum(PRECHECK_TIMEOUT_RULES, { error: MESSAGES.webhooks.ruleInvalid }) });
export const PRECHECK_RULE_CODES = { siteId: 'webhook.rule_invalid', onTimeout: 'webhook.rule_invalid' } as const;
