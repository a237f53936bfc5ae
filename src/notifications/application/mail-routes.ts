import { canManageWatchlist, canManageWebhooks } from '#contract/capabilities.ts';
import { formatSiteDateTime, formatSiteTime } from '#contract/visit-time.ts';
import type { EmployeeDirectory } from '../../identity/application/employee-directory.ts';
import type { SiteDirectory, SitePlace } from '../../sites/application/site-directory.ts';
import { MAIL_CHANNEL, type OutgoingMail, type OutgoingMessage } from '../../platform/ports/outbox.ts';
import type { QrCodeRenderer } from '../../visits/application/ports.ts';
import type { VisitApproved } from '../../visits/application/visit-events.ts';
import type { VisitRecord } from '../../visits/application/visit-record.ts';
import type { MailFooter } from '#kernel/mail-layout.ts';
import type { RightsLinks } from '../../privacy/application/rights-links.ts';
import type { WithdrawalLinks } from '../../privacy/application/withdrawal-links.ts';
import type { EveryEventRoutes } from './event-routes.ts';
import { EveryHostMailed, type HostMailChoices } from './host-mail-choices.ts';
import { breachNoticeMail } from './mail/breach-notice-mail.ts';
import { privacyRequestMail } from './mail/privacy-request-mail.ts';
import { signedDocumentMail } from './mail/signed-document-mail.ts';
import { hostVisitCancelledMail, visitCancelledMail } from './mail/cancellation-mail.ts';
import { evacuationMail } from './mail/evacuation-mail.ts';
import { flagRaisedMail } from './mail/flag-raised-mail.ts';
import { webhookPausedMail } from './mail/webhook-paused-mail.ts';
import { approvalRequestMail, approvedMail, otpMail, registrationRejectedMail } from './mail/identity-mails.ts';
import { approvedMails, arrivalMail, detailsSubmittedMail, passLinkMails, qrPayload, walkInMail } from './mail/visit-mails.ts';

/** Settings the mails take as plain values. */
export interface MailRouteSettings {
  readonly publicUrl: string;
  /** The installation's zone (VMS_TIMEZONE): only for what no visit places at a site (a paused webhook's times). */
  readonly timeZone: string;
}

const mails = (...made: readonly (OutgoingMail | null)[]): OutgoingMessage[] =>
  made.flatMap((mail) => (mail ? [{ channel: MAIL_CHANNEL, ...mail }] : []));

/** A visit's calendar invitations are on its site's clock and at its site's address (issue 30). */
const atSite = (site: SitePlace, messages: OutgoingMessage[]): OutgoingMessage[] =>
  messages.map((message) =>
    message.invitation
      ? { ...message, invitation: { ...message.invitation, timeZone: site.timeZone, ...(site.address ? { location: message.invitation.location ?? site.address } : {}) } }
      : message,
  );

/**
 * Who is mailed of each event, and what the mail says (the templates in `mail/`): the registrant's
 * manager of a registration, the employee of their approval or rejection, the visitor and the host of
 * a visit's invitation, approval and cancellation, the host of the details, an arrival and a walk-in,
 * and security (everyone who may manage the watchlist at the visit's site: approved, enabled) of a
 * flagged visitor at the door, and each host of visitors on site when an evacuation starts. Every
 * event is here: one that mails nobody says so with an empty list.
 */
export class MailRoutes {
  readonly routes: EveryEventRoutes;

  constructor(
    private readonly directory: EmployeeDirectory,
    private readonly qr: QrCodeRenderer,
    private readonly sites: SiteDirectory,
    private readonly withdrawals: WithdrawalLinks,
    private readonly rights: RightsLinks,
    settings: MailRouteSettings,
    private readonly hostChoices: HostMailChoices = new EveryHostMailed(),
  ) {
    const { publicUrl, timeZone } = settings;
    this.routes = {
      'otp.issued': async (event) => mails(otpMail(event.email, event.code, event.purpose, event.validMinutes)),
      'employee.registered': async (event) => mails(approvalRequestMail(event.employee, event.manager, publicUrl)),
      'employee.approval_requested': async (event) => mails(approvalRequestMail(event.employee, event.manager, publicUrl)),
      'employee.approved': async (event) => mails(approvedMail(event.employee, publicUrl)),
      'employee.registration_rejected': async (event) => mails(registrationRejectedMail(event.employee, event.reason, publicUrl)),
      'visit.invited': (event) => this.atSiteOf(event.visit, async () => mails(...passLinkMails(event.visit, event.link, event.at, this.withdrawal(event.visit, event.at)))),
      'visit.link_resent': (event) => this.atSiteOf(event.visit, async () => mails(...passLinkMails(event.visit, event.link, event.at, this.withdrawal(event.visit, event.at)))),
      'visit.details_submitted': async (event) => mails(detailsSubmittedMail(event.visit, publicUrl)),
      'visit.approved': (event) => this.atSiteOf(event.visit, () => this.approved(event)),
      'visit.checked_in': (event) =>
        this.atSiteOf(event.visit, async (site) =>
          this.toHostUnlessChatOnly(
            event.visit,
            arrivalMail(
              event.visit,
              formatSiteTime(event.at, site.timeZone),
              event.photoStorageKey,
              event.kioskName === null ? 'the security desk' : `the reception kiosk (${event.kioskName})`,
            ),
          ),
        ),
      'walk_in.waiting': (event) =>
        this.atSiteOf(event.visit, async (site) =>
          this.toHostUnlessChatOnly(event.visit, walkInMail(event.visit, { kioskName: event.kioskName, time: formatSiteTime(event.at, site.timeZone), publicUrl }, event.links, event.photoStorageKey)),
        ),
      // Nobody is mailed of a departure: the webhooks that subscribe hear of it (issue 32).
      'visit.checked_out': async () => [],
      'visit.cancelled': (event) =>
        this.atSiteOf(event.visit, async () => [
          ...mails(visitCancelledMail(event.visit, event.at, this.withdrawal(event.visit, event.at))),
          ...(await this.toHostUnlessChatOnly(event.visit, hostVisitCancelledMail(event.visit, event.at))),
        ]),
      'breach.person_notified': async (event) => mails(breachNoticeMail(event)),
      'privacy.request_answered': async (event) => mails(privacyRequestMail(event)),
      'document.signed': async (event) => mails(signedDocumentMail(event, this.withdrawalOf(event.visitId, event.at))),
      // The flagged visit's site's security staff and site admins, and admins (issue 30), on the site's clock.
      'flag.raised_at_door': async ({ type: _type, siteId, ...flag }) => {
        const site = await this.siteOf(siteId, `flag of visit ${flag.visitId}`);
        const recipients = (await this.directory.activeAtSiteWith(canManageWatchlist, site.id)).map((employee) => employee.email);
        return recipients.length === 0 ? [] : mails(flagRaisedMail({ ...flag, at: formatSiteTime(flag.at, site.timeZone) }, recipients, publicUrl));
      },
      // Each host of a visitor on site, their visitors named, on the evacuated site's clock (issue 30).
      'evacuation.started': async (event) =>
        mails(...event.hosts.map((host) => evacuationMail(host, { siteName: event.siteName, time: formatSiteTime(event.at, event.timeZone) }))),
      'webhook.endpoint_paused': async (event) => {
        const recipients = (await this.directory.activeWith(canManageWebhooks)).map((employee) => employee.email);
        return recipients.length === 0 ? [] : mails(webhookPausedMail({ ...event, at: formatSiteDateTime(event.at, timeZone), failingSince: formatSiteDateTime(event.failingSince, timeZone) }, recipients, publicUrl));
      },
    };
  }

  /**
   * The line every visitor mail ends with (issue 31, docs/product/privacy.md PRIV-WITHDRAW-01, PRIV-RIGHTS-01):
   * two signed, expiring links, the withdrawal of consent and the page of the visitor's data.
   */
  private withdrawal(visit: VisitRecord, at: Date): MailFooter {
    return this.withdrawalOf(visit.id, at);
  }

  private withdrawalOf(visitId: number, at: Date): MailFooter {
    return {
      text: 'You may withdraw your consent to the use of your details, or see, download, correct or erase your data, at any time.',
      label: 'Withdraw my consent',
      url: this.withdrawals.url(visitId, at),
      more: [{ label: 'See my data', url: this.rights.url(visitId, at) }],
    };
  }

  /** A host's mail of their visitor, unless they are told in their own chat only (HOOK-CHAT-04); the visitor's mails never ask. */
  private async toHostUnlessChatOnly(visit: VisitRecord, mail: OutgoingMail | null): Promise<OutgoingMessage[]> {
    const hostEmail = visit.host?.email;
    if (hostEmail && (await this.hostChoices.chatOnly(hostEmail))) return [];
    return mails(mail);
  }

  /** A visit's mails made with its site at hand, their invitations put on the site's clock and address. */
  private async atSiteOf(visit: VisitRecord, make: (site: SitePlace) => Promise<OutgoingMessage[]>): Promise<OutgoingMessage[]> {
    const site = await this.siteOf(visit.siteId, `visit ${visit.id}`);
    return atSite(site, await make(site));
  }

  /** A site an event names; one that does not exist is a broken foreign key, never a user's mistake. */
  private async siteOf(siteId: number, of: string): Promise<SitePlace> {
    const site = await this.sites.byId(siteId);
    if (!site) throw new Error(`${of} names site ${siteId}, which does not exist`);
    return site;
  }

  /** The pass with its QR code to the visitor and a copy to the host; a walk-in has no e-mail and is checked in at its kiosk, so nobody. */
  private async approved({ visit, pin, at }: VisitApproved): Promise<OutgoingMessage[]> {
    if (visit.walkIn) return [];
    const qrPng = (await this.qr.png(qrPayload(visit.passCode))).toString('base64');
    return mails(...approvedMails(visit, qrPng, at, pin, this.withdrawal(visit, at)));
  }
}
