import { ContainerModule } from 'inversify';
import { EmployeeDirectory } from '../identity/application/employee-directory.ts';
import type { AppConfig } from '../platform/config/config.ts';
import { DomainEvents } from '../platform/ports/domain-events.ts';
import { Outbox } from '../platform/ports/outbox.ts';
import { CONFIG } from '../platform/tokens.ts';
import { SiteDirectory } from '../sites/application/site-directory.ts';
import { QrCodeRenderer } from '../visits/application/ports.ts';
import { WithdrawalLinks } from '../privacy/application/withdrawal-links.ts';
import { MailRoutes } from './application/mail-routes.ts';
import { Notifier } from './application/notifier.ts';

/**
 * Notifications (ADR 29): the events every module records, routed to the channels that carry them
 * (mail is the only one) and queued in the one outbox.
 */
export const notificationsModule = new ContainerModule(({ bind }) => {
  bind(MailRoutes).toResolvedValue(
    (directory: EmployeeDirectory, qr: QrCodeRenderer, sites: SiteDirectory, withdrawals: WithdrawalLinks, config: AppConfig) =>
      new MailRoutes(directory, qr, sites, withdrawals, { publicUrl: config.publicUrl, timeZone: config.timeZone }),
    [EmployeeDirectory, QrCodeRenderer, SiteDirectory, WithdrawalLinks, CONFIG],
  );
  bind(DomainEvents).toResolvedValue((outbox: Outbox, mail: MailRoutes) => new Notifier(outbox, [mail.routes]), [Outbox, MailRoutes]);
});
