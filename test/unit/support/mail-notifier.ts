import { EmployeeDirectory } from '../../../src/identity/application/employee-directory.ts';
import { MailRoutes } from '../../../src/notifications/application/mail-routes.ts';
import { Notifier } from '../../../src/notifications/application/notifier.ts';
import type { Outbox } from '../../../src/platform/ports/outbox.ts';
import type { QrCodeRenderer } from '../../../src/visits/application/ports.ts';
import { SiteDirectory } from '../../../src/sites/application/site-directory.ts';
import { InMemoryEmployees } from '../identity/in-memory-identity.ts';
import { sitesIn } from '../sites/in-memory-sites.ts';
import { FakeQrRenderer } from '../visits/in-memory-visits.ts';
import { RightsLinks } from '../../../src/privacy/application/rights-links.ts';
import { WithdrawalLinks } from '../../../src/privacy/application/withdrawal-links.ts';
import { HmacCrypto } from '../privacy/in-memory-privacy.ts';

export interface MailNotifierOptions {
  readonly publicUrl?: string;
  readonly timeZone?: string;
  /** Who security is (the flag's mail); nobody unless given. */
  readonly directory?: EmployeeDirectory;
  readonly qr?: QrCodeRenderer;
  /** The sites visits are at; one site in `timeZone` unless given. */
  readonly sites?: SiteDirectory;
}

/**
 * The product's DomainEvents for a use case under test: the real notifier and mail routes over an
 * in-memory outbox, so a test reads the mails an event makes exactly as the product writes them.
 */
export const mailNotifier = (outbox: Outbox, options: MailNotifierOptions = {}): Notifier =>
  new Notifier(outbox, [
    new MailRoutes(options.directory ?? new EmployeeDirectory(new InMemoryEmployees()), options.qr ?? new FakeQrRenderer(), options.sites ?? new SiteDirectory(sitesIn(options.timeZone ?? 'Asia/Kolkata')), new WithdrawalLinks(new HmacCrypto(), options.publicUrl ?? 'http://vms.test'), new RightsLinks(new HmacCrypto(), options.publicUrl ?? 'http://vms.test'), {
      publicUrl: options.publicUrl ?? 'http://vms.test',
      timeZone: options.timeZone ?? 'Asia/Kolkata',
    }).routes,
  ]);
