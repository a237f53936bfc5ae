import { ContainerModule } from 'inversify';
import { EmployeeDirectory } from '../identity/application/employee-directory.ts';
import type { AppConfig } from '../platform/config/config.ts';
import { DomainEvents } from '../platform/ports/domain-events.ts';
import { Outbox } from '../platform/ports/outbox.ts';
import { CONFIG } from '../platform/tokens.ts';
import { SiteDirectory } from '../sites/application/site-directory.ts';
import { QrCodeRenderer } from '../visits/application/ports.ts';
import { RightsLinks } from '../privacy/application/rights-links.ts';
import { WithdrawalLinks } from '../privacy/application/withdrawal-links.ts';
import { HostMailChoices } from './application/host-mail-choices.ts';
import { MailRoutes } from './application/mail-routes.ts';
import { Notifier } from './application/notifier.ts';
import { ChatRoutes } from '../webhooks/application/chat-routes.ts';
import { WebhookRoutes } from '../webhooks/application/webhook-routes.ts';

/**
 * Notifications (ADR 29): the events every module records, routed to the channels that carry them
 * (mail and webhooks) and queued in the one outbox.
 */
export const notificationsModule = new ContainerModule(({ bind }) => {
  bind(MailRoutes).toResolvedValue(
    (directory: EmployeeDirectory, qr: QrCodeRenderer, sites: SiteDirectory, withdrawals: WithdrawalLinks, rights: RightsLinks, config: AppConfig, hostChoices: HostMailChoices) =>
      new MailRoutes(directory, qr, sites, withdrawals, rights, { publicUrl: config.publicUrl, timeZone: config.timeZone }, hostChoices),
    [EmployeeDirectory, QrCodeRenderer, SiteDirectory, WithdrawalLinks, RightsLinks, CONFIG, HostMailChoices],
  );
  // Mail, the webhooks' channel and the hosts' chats (issue 32).
  bind(DomainEvents).toResolvedValue(
    (outbox: Outbox, mail: MailRoutes, webhooks: WebhookRoutes, chats: ChatRoutes) => new Notifier(outbox, [mail.routes, webhooks.routes, chats.routes]),
    [Outbox, MailRoutes, WebhookRoutes, ChatRoutes],
  );
});
