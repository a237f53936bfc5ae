import { z } from 'zod';
import { PRECHECK_TIMEOUT_RULES } from '../validation/webhook.ts';
import { WEBHOOK_EVENTS } from '../webhook-payload.ts';

/** An endpoint as the admin screen and `vms webhooks list` show it: never its secret. */
export const webhookEndpointViewSchema = z.object({
  id: z.number().int().positive(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  precheck: z.boolean(),
  status: z.enum(['active', 'paused']),
  /** Why it is paused: `failing` (a day of failed deliveries) or `admin`. */
  pausedReason: z.enum(['failing', 'admin']).nullable(),
  /** Since when every delivery has failed (the first failure after the last success); null while it succeeds. */
  failingSince: z.iso.datetime().nullable(),
  createdBy: z.string(),
  createdAt: z.iso.datetime(),
});
export type WebhookEndpointView = z.infer<typeof webhookEndpointViewSchema>;

/** One attempt to deliver one message: what the receiver answered, and how long it took. */
export const webhookAttemptViewSchema = z.object({
  id: z.number().int().positive(),
  endpointId: z.number().int().positive(),
  /** The message's `webhook-id`: the same for each retry and replay of it. */
  messageId: z.string(),
  eventType: z.string(),
  at: z.iso.datetime(),
  outcome: z.enum(['delivered', 'failed', 'skipped']),
  /** The receiver's HTTP status; null when none came (refused, timed out, too large). */
  responseStatus: z.number().int().nullable(),
  durationMs: z.number().int().nonnegative(),
  error: z.string().nullable(),
});
export type WebhookAttemptView = z.infer<typeof webhookAttemptViewSchema>;

export const precheckRuleViewSchema = z.object({ siteId: z.number().int(), siteName: z.string(), onTimeout: z.enum(PRECHECK_TIMEOUT_RULES) });
export type PrecheckRuleView = z.infer<typeof precheckRuleViewSchema>;

/** `GET /api/webhooks`. */
export const webhookListAnswerSchema = z.object({ endpoints: z.array(webhookEndpointViewSchema), rules: z.array(precheckRuleViewSchema) });
export type WebhookListAnswer = z.infer<typeof webhookListAnswerSchema>;

/** `POST /api/webhooks` (201): the signing secret, shown this once. */
export const webhookCreatedAnswerSchema = z.object({ message: z.string(), secret: z.string(), endpoint: webhookEndpointViewSchema });
export type WebhookCreatedAnswer = z.infer<typeof webhookCreatedAnswerSchema>;

/** `GET /api/webhooks/{id}/attempts`: newest first. */
export const webhookAttemptsAnswerSchema = z.object({ attempts: z.array(webhookAttemptViewSchema) });
export type WebhookAttemptsAnswer = z.infer<typeof webhookAttemptsAnswerSchema>;

/** Pause, resume, remove, replay, rule: what was done, and the endpoint as it is now (none once removed). */
export const webhookChangedAnswerSchema = z.object({ message: z.string(), endpoint: webhookEndpointViewSchema.nullable() });
export type WebhookChangedAnswer = z.infer<typeof webhookChangedAnswerSchema>;
