import { EntityManager } from '@mikro-orm/postgresql';
import { ContainerModule } from 'inversify';
import { ChannelSender } from '../platform/mail/channel-sender.ts';
import type { AppConfig } from '../platform/config/config.ts';
import { AuditLog } from '../platform/ports/audit-log.ts';
import { Clock } from '../platform/ports/clock.ts';
import { DomainEvents } from '../platform/ports/domain-events.ts';
import { Outbox } from '../platform/ports/outbox.ts';
import { AesGcmSecretBox } from '../platform/crypto/aes-gcm-secret-box.ts';
import { ServerCrypto } from '../platform/ports/server-crypto.ts';
import { UnitOfWork } from '../platform/ports/unit-of-work.ts';
import { CONFIG } from '../platform/tokens.ts';
import { bindClass, bindPort } from '../platform/wiring.ts';
import { SiteDirectory } from '../sites/application/site-directory.ts';
import { ArrivalGate } from '../visits/application/ports.ts';
import { HostMailChoices } from '../notifications/application/host-mail-choices.ts';
import { MikroOrmChatConnections, MikroOrmHostMailChoices, MikroOrmPrecheckRules, MikroOrmWebhookEndpoints, MikroOrmWebhookLog } from './adapters/mikro-orm/mikro-orm-webhook-endpoints.ts';
import { NodeWebhookTransport } from './adapters/node-webhook-transport.ts';
import { StandardWebhooksSigner } from './adapters/standard-webhooks-signer.ts';
import { RuleBasedAddressPolicy, type AddressRules } from './adapters/webhook-address-policy.ts';
import { WebhookChannel } from './adapters/webhook-channel.ts';
import { ChatChannel } from './adapters/chat-channel.ts';
import { ChatRoutes } from './application/chat-routes.ts';
import { ConnectChat } from './application/connect-chat.ts';
import { DeliverChatNotice } from './application/deliver-chat-notice.ts';
import { SealedWebhookSecrets } from './adapters/sealed-webhook-secrets.ts';
import { AddWebhook } from './application/add-webhook.ts';
import { AskPrechecks } from './application/ask-prechecks.ts';
import { ChangeWebhook } from './application/change-webhook.ts';
import { DeliverWebhook } from './application/deliver-webhook.ts';
import { ListWebhooks } from './application/list-webhooks.ts';
import { ChatConnections, PrecheckRules, WebhookAddressPolicy, WebhookEndpointRepository, WebhookLog, WebhookSecretBox, WebhookSigner, WebhookTransport } from './application/ports.ts';
import { ReplayWebhook } from './application/replay-webhook.ts';
import { SetPrecheckRule } from './application/set-precheck-rule.ts';
import { WebhookRoutes } from './application/webhook-routes.ts';

/** Which addresses webhooks may reach: https only in production; internal ones only where allowed (docs/adr/0046-signed-webhooks.md). */
const addressRulesOf = (config: AppConfig): AddressRules => ({ httpsOnly: config.env === 'production', privateTargets: config.webhookPrivateTargets });

/**
 * Webhooks (issue 32): endpoints admins register, the webhook channel of the outbox (its routes for
 * the notifier, its sender for the outbox sender), the delivery log, and the pre-check that visits
 * ask before a check-in or a walk-in (ArrivalGate).
 */
export const webhooksModule = new ContainerModule(({ bind }) => {
  bindPort(bind, WebhookEndpointRepository, MikroOrmWebhookEndpoints, EntityManager);
  bindPort(bind, WebhookLog, MikroOrmWebhookLog, EntityManager);
  bindPort(bind, PrecheckRules, MikroOrmPrecheckRules, EntityManager);
  bind(WebhookSigner).toConstantValue(new StandardWebhooksSigner());
  bind(WebhookSecretBox).toResolvedValue((config: AppConfig) => new SealedWebhookSecrets(new AesGcmSecretBox(config.serverSecret, 'webhook-secret')), [CONFIG]);
  bind(WebhookTransport).toResolvedValue((config: AppConfig) => new NodeWebhookTransport(addressRulesOf(config)), [CONFIG]);
  bind(WebhookAddressPolicy).toResolvedValue((config: AppConfig) => new RuleBasedAddressPolicy(addressRulesOf(config)), [CONFIG]);
  bindClass(bind, WebhookRoutes, WebhookEndpointRepository, ServerCrypto, Clock);
  bindClass(bind, DeliverWebhook, WebhookEndpointRepository, WebhookLog, WebhookSigner, WebhookTransport, WebhookSecretBox, DomainEvents, Clock, UnitOfWork);
  // The use case is taken when the first delivery is sent: it needs the unit of work, which needs the outbox sender this channel is given to.
  bind(ChannelSender).toDynamicValue((context) => new WebhookChannel(() => context.get(DeliverWebhook)));
  bindPort(bind, ArrivalGate, AskPrechecks, WebhookEndpointRepository, PrecheckRules, WebhookLog, WebhookSigner, WebhookTransport, WebhookSecretBox, ServerCrypto, Clock);
  bindClass(bind, AddWebhook, WebhookEndpointRepository, WebhookAddressPolicy, WebhookSigner, WebhookSecretBox, AuditLog, Clock, UnitOfWork);
  bindClass(bind, ChangeWebhook, WebhookEndpointRepository, AuditLog, Clock, UnitOfWork);
  bindClass(bind, ReplayWebhook, WebhookEndpointRepository, WebhookLog, Outbox, AuditLog, UnitOfWork);
  bindClass(bind, ListWebhooks, WebhookEndpointRepository, WebhookLog, PrecheckRules, SiteDirectory);
  bindClass(bind, SetPrecheckRule, PrecheckRules, SiteDirectory, AuditLog, UnitOfWork);
  // Slack and Teams for hosts: the same outbox, a channel of their own.
  bindPort(bind, ChatConnections, MikroOrmChatConnections, EntityManager);
  bindClass(bind, ChatRoutes, ChatConnections);
  bindPort(bind, HostMailChoices, MikroOrmHostMailChoices, EntityManager);
  bindClass(bind, DeliverChatNotice, ChatConnections, WebhookTransport, WebhookSecretBox);
  bind(ChannelSender).toDynamicValue((context) => new ChatChannel(() => context.get(DeliverChatNotice)));
  bindClass(bind, ConnectChat, ChatConnections, WebhookAddressPolicy, WebhookSecretBox, SiteDirectory, AuditLog, Clock, UnitOfWork);
});
