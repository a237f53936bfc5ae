import type { Container } from 'inversify';
import { NodeEnvelope } from '#kernel/envelope/node-envelope.ts';
import { SessionAuthenticator } from '../platform/ports/session-authenticator.ts';
import { chatRoutes } from './adapters/http/chat-routes.ts';
import { webhookRoutes } from './adapters/http/webhook-routes.ts';
import { ConnectChat } from './application/connect-chat.ts';
import { AddWebhook } from './application/add-webhook.ts';
import { ChangeWebhook } from './application/change-webhook.ts';
import { ListWebhooks } from './application/list-webhooks.ts';
import { ReplayWebhook } from './application/replay-webhook.ts';
import { SetPrecheckRule } from './application/set-precheck-rule.ts';

/** The /Webhooks screen's calls, wired to their use cases: composition. */
export const webhooksHttp = (container: Container) => [
  webhookRoutes({
    envelope: container.get(NodeEnvelope),
    authenticator: container.get(SessionAuthenticator),
    list: container.get(ListWebhooks),
    add: container.get(AddWebhook),
    change: container.get(ChangeWebhook),
    replay: container.get(ReplayWebhook),
    setRule: container.get(SetPrecheckRule),
  }),
  chatRoutes({ envelope: container.get(NodeEnvelope), authenticator: container.get(SessionAuthenticator), chats: container.get(ConnectChat) }),
];
