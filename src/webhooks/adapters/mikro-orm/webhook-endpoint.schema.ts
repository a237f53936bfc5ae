import { defineEntity, p } from '@mikro-orm/core';
import type { WebhookEvent } from '#contract/webhook-payload.ts';
import { instant } from '../../../platform/database/columns.ts';
import { WebhookEndpoint, type PausedReason } from '../../domain/webhook-endpoint.ts';

/** Webhook endpoints (issue 32): the secret sealed with the server secret, never in the clear (docs/adr/0046-signed-webhooks.md). */
export const WebhookEndpointSchema = defineEntity({
  class: WebhookEndpoint,
  tableName: 'webhook_endpoint',
  properties: {
    id: p.integer().primary().autoincrement(),
    url: p.text(),
    events: p.array().$type<WebhookEvent[]>(),
    precheck: p.boolean().default(false),
    sealedSecret: p.text(),
    createdBy: p.text(),
    createdAt: instant(),
    pausedAt: instant().nullable(),
    pausedReason: p.text().$type<PausedReason>().nullable(),
    failingSince: instant().nullable(),
  },
});

/** A message as first sent to an endpoint, for the log and replay; removed with its endpoint. */
export class WebhookMessageRow {
  id!: string;
  endpointId!: number;
  eventType!: string;
  body!: string;
  createdAt!: Date;
}

export const WebhookMessageSchema = defineEntity({
  class: WebhookMessageRow,
  tableName: 'webhook_message',
  properties: {
    id: p.text().primary(),
    endpointId: p.integer().index('webhook_message_endpoint_idx'),
    eventType: p.text(),
    body: p.text(),
    createdAt: instant(),
  },
});

/** Each attempt at a message: the delivery log. */
export class WebhookAttemptRow {
  id!: number;
  endpointId!: number;
  messageId!: string;
  eventType!: string;
  at!: Date;
  outcome!: 'delivered' | 'failed' | 'skipped';
  responseStatus!: number | null;
  durationMs!: number;
  error!: string | null;
}

export const WebhookAttemptSchema = defineEntity({
  class: WebhookAttemptRow,
  tableName: 'webhook_attempt',
  properties: {
    id: p.integer().primary().autoincrement(),
    endpointId: p.integer(),
    messageId: p.text(),
    eventType: p.text(),
    at: instant(),
    outcome: p.text().$type<'delivered' | 'failed' | 'skipped'>(),
    responseStatus: p.integer().nullable(),
    durationMs: p.integer(),
    error: p.text().nullable(),
  },
  indexes: [{ name: 'webhook_attempt_endpoint_idx', properties: ['endpointId', 'at'] }],
});

/** A site's pre-check rule on a timeout (no row: allow). The site is named by id, as other modules name theirs. */
export class PrecheckRuleRow {
  siteId!: number;
  onTimeout!: 'allow' | 'deny';
}

export const PrecheckRuleSchema = defineEntity({
  class: PrecheckRuleRow,
  tableName: 'precheck_site_rule',
  properties: {
    siteId: p.integer().primary().autoincrement(false),
    onTimeout: p.text().$type<'allow' | 'deny'>(),
  },
});

/** A chat's incoming webhook (Slack or Teams) for a site's hosts or one host: the URL is a credential, sealed at rest. */
export class ChatConnectionRow {
  id!: number;
  kind!: 'slack' | 'teams';
  siteId!: number | null;
  hostEmail!: string | null;
  sealedUrl!: string;
  /** A host's own connection only: whether their visitors' mails still go to them too (HOOK-CHAT-04). */
  mailToo!: boolean;
  createdBy!: string;
  createdAt!: Date;
}

export const ChatConnectionSchema = defineEntity({
  class: ChatConnectionRow,
  tableName: 'chat_connection',
  properties: {
    id: p.integer().primary().autoincrement(),
    kind: p.text().$type<'slack' | 'teams'>(),
    siteId: p.integer().nullable(),
    hostEmail: p.text().nullable(),
    sealedUrl: p.text(),
    mailToo: p.boolean().default(true),
    createdBy: p.text(),
    createdAt: instant(),
  },
});
