import type { Hono } from 'hono';
import type { WebhookAttemptsAnswer, WebhookChangedAnswer, WebhookCreatedAnswer, WebhookListAnswer } from '#contract/api/webhook-answers.ts';
import { canManageWebhooks } from '#contract/capabilities.ts';
import { MESSAGES } from '#contract/messages.ts';
import { recordIdOf } from '#contract/record-id.ts';
import { PRECHECK_RULE_CODES, precheckRuleSchema, WEBHOOK_INPUT_CODES, webhookEndpointSchema } from '#contract/validation/webhook.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { NodeEnvelope } from '#kernel/envelope/node-envelope.ts';
import type { AppEnv } from '../../../platform/http/app-env.ts';
import { openPayload, readJsonObject } from '../../../platform/http/read-body.ts';
import { principalOf, requireCapability } from '../../../platform/http/require-role.ts';
import type { SessionAuthenticator } from '../../../platform/ports/session-authenticator.ts';
import type { AddWebhook } from '../../application/add-webhook.ts';
import type { ChangeWebhook, WebhookChange } from '../../application/change-webhook.ts';
import type { ListWebhooks } from '../../application/list-webhooks.ts';
import type { ReplayWebhook } from '../../application/replay-webhook.ts';
import type { SetPrecheckRule } from '../../application/set-precheck-rule.ts';

export interface WebhookRouteDeps {
  readonly envelope: NodeEnvelope;
  readonly authenticator: SessionAuthenticator;
  readonly list: ListWebhooks;
  readonly add: AddWebhook;
  readonly change: ChangeWebhook;
  readonly replay: ReplayWebhook;
  readonly setRule: SetPrecheckRule;
}

/** An endpoint id in the path: digits only, or "does not exist" (nothing is looked up). */
const idOf = (text: string): number => {
  const id = recordIdOf(text);
  if (id === undefined) throw new DomainError('webhook.not_found');
  return id;
};

/** A message id as the server makes them (`msg_` and base64url), or "does not exist". */
const messageIdOf = (text: string): string => {
  if (!/^msg_[A-Za-z0-9_-]{1,64}$/.test(text)) throw new DomainError('webhook.delivery_not_found');
  return text;
};

const CHANGED: Readonly<Record<Exclude<WebhookChange, 'remove'>, string>> = { pause: MESSAGES.webhooks.paused, resume: MESSAGES.webhooks.resumed };

/**
 * The /Webhooks screen's calls (issue 32), behind an admin's session: the new endpoint's form in the
 * payload envelope as every admin form's (its secret is answered once, never again), the delivery
 * log, pause, resume, remove, replay, and each site's rule when a pre-check does not answer.
 */
export const webhookRoutes = (deps: WebhookRouteDeps) => (app: Hono<AppEnv>) => {
  const admin = requireCapability(deps.authenticator, canManageWebhooks);
  const caller = (c: Parameters<typeof principalOf>[0]) => ({ kind: 'principal' as const, principal: principalOf(c) });

  app.get('/api/webhooks', admin, async (c) => {
    const [endpoints, rules] = await Promise.all([deps.list.endpointsOf(caller(c)), deps.list.rulesOf(caller(c))]);
    c.header('Cache-Control', 'no-store');
    return c.json({ endpoints, rules } satisfies WebhookListAnswer);
  });

  app.post('/api/webhooks', admin, async (c) => {
    const input = openPayload(deps.envelope, (await readJsonObject(c))['encryptedData'], webhookEndpointSchema, WEBHOOK_INPUT_CODES);
    const { secret, endpoint } = await deps.add.execute(caller(c), input);
    c.header('Cache-Control', 'no-store');
    return c.json({ message: MESSAGES.webhooks.added, secret, endpoint } satisfies WebhookCreatedAnswer, 201);
  });

  app.get('/api/webhooks/:id/attempts', admin, async (c) => {
    const attempts = await deps.list.attemptsOf(caller(c), idOf(c.req.param('id')));
    c.header('Cache-Control', 'no-store');
    return c.json({ attempts } satisfies WebhookAttemptsAnswer);
  });

  for (const change of ['pause', 'resume'] as const) {
    app.post(`/api/webhooks/:id/${change}`, admin, async (c) => {
      const endpoint = await deps.change.execute(caller(c), idOf(c.req.param('id')), change);
      return c.json({ message: CHANGED[change], endpoint } satisfies WebhookChangedAnswer);
    });
  }

  app.delete('/api/webhooks/:id', admin, async (c) => {
    await deps.change.execute(caller(c), idOf(c.req.param('id')), 'remove');
    return c.json({ message: MESSAGES.webhooks.removed, endpoint: null } satisfies WebhookChangedAnswer);
  });

  app.post('/api/webhooks/:id/messages/:messageId/replay', admin, async (c) => {
    const endpoint = await deps.replay.execute(caller(c), idOf(c.req.param('id')), messageIdOf(c.req.param('messageId')));
    return c.json({ message: MESSAGES.webhooks.replayed, endpoint } satisfies WebhookChangedAnswer);
  });

  app.put('/api/webhooks/precheck-rules/:siteId', admin, async (c) => {
    const body = await readJsonObject(c);
    const siteId = recordIdOf(c.req.param('siteId'));
    if (siteId === undefined) throw new DomainError('webhook.rule_invalid');
    const input = openPayload(deps.envelope, body['encryptedData'], precheckRuleSchema.omit({ siteId: true }), PRECHECK_RULE_CODES);
    await deps.setRule.execute(caller(c), siteId, input.onTimeout);
    return c.json({ message: MESSAGES.webhooks.ruleSaved, endpoint: null } satisfies WebhookChangedAnswer);
  });
};
