import { SiteDirectory } from '../../../src/sites/application/site-directory.ts';
import { sitesIn } from '../sites/in-memory-sites.ts';
import { describe, expect, it } from 'vitest';
import { EmployeeDirectory } from '../../../src/identity/application/employee-directory.ts';
import type { EventRoutes } from '../../../src/notifications/application/event-routes.ts';
import { MailRoutes } from '../../../src/notifications/application/mail-routes.ts';
import { Notifier } from '../../../src/notifications/application/notifier.ts';
import { ChannelDispatch } from '../../../src/platform/mail/channel-dispatch.ts';
import { ChannelSender, type MessageToSend } from '../../../src/platform/mail/channel-sender.ts';
import { IcalInvitationWriter } from '../../../src/platform/mail/ical-invitation-writer.ts';
import { MailChannel } from '../../../src/platform/mail/mail-channel.ts';
import { Mailer, type MailToSend } from '../../../src/platform/mail/mailer.ts';
import { outboxRowOf } from '../../../src/platform/mail/outbox-row.ts';
import type { DomainEvent } from '../../../src/platform/ports/domain-events.ts';
import { InMemoryEmployees, InMemoryUnitOfWork, RecordingOutbox } from '../identity/in-memory-identity.ts';
import { sampleVisitRecord } from '../../support/sample-visit-record.ts';
import { FakeQrRenderer, InMemoryFileStorage } from '../visits/in-memory-visits.ts';
import { RightsLinks } from '../../../src/privacy/application/rights-links.ts';
import { WithdrawalLinks } from '../../../src/privacy/application/withdrawal-links.ts';
import { HmacCrypto } from '../privacy/in-memory-privacy.ts';

/**
 * The notification seam with a second channel (issue 29): a fake chat channel, which the product does
 * not have, routed one event, rendered its own message, queued it in the one outbox with its channel's
 * name and had it delivered by its own sender, while every mail stayed exactly as the mail routes make it.
 */

class RecordingMailer extends Mailer {
  readonly sent: MailToSend[] = [];
  async send(mail: MailToSend): Promise<void> {
    this.sent.push(mail);
  }
  async close(): Promise<void> {}
}

class FakeChatSender extends ChannelSender {
  readonly channel = 'chat';
  readonly posted: MessageToSend[] = [];
  async send(message: MessageToSend): Promise<void> {
    this.posted.push(message);
  }
}

/** The chat channel carries one event: a visitor's arrival, posted to the front desk's room. */
const CHAT_ROUTES: EventRoutes = {
  'visit.checked_in': async (event) => [
    { channel: 'chat', to: ['#front-desk'], subject: 'Arrival', text: `${event.visit.name} is in, for ${event.visit.host?.name ?? 'nobody'}.` },
  ],
};

const VISIT = sampleVisitRecord({ approveStatus: 'Approved' });

const CHECKED_IN: DomainEvent = { type: 'visit.checked_in', visit: VISIT, at: new Date('2026-11-20T04:35:00.000Z'), kioskName: null, photoStorageKey: null };
const CANCELLED: DomainEvent = { type: 'visit.cancelled', visit: VISIT, at: new Date('2026-11-19T12:00:00.000Z') };

const setUp = () => {
  const mailRoutes = new MailRoutes(new EmployeeDirectory(new InMemoryEmployees()), new FakeQrRenderer(), new SiteDirectory(sitesIn('Asia/Kolkata')), new WithdrawalLinks(new HmacCrypto(), 'http://vms.test'), new RightsLinks(new HmacCrypto(), 'http://vms.test'), { publicUrl: 'http://vms.test', timeZone: 'Asia/Kolkata' });
  const outbox = new RecordingOutbox();
  const storage = new InMemoryFileStorage();
  const unitOfWork = new InMemoryUnitOfWork(outbox, storage);
  const invitations = new IcalInvitationWriter({
    timeZone: 'Asia/Kolkata',
    organizer: { name: 'Visitor Desk', email: 'no-reply@vms.test' },
    location: 'vms.test',
    uidDomain: 'vms.test',
  });
  const mailer = new RecordingMailer();
  const chat = new FakeChatSender();
  const dispatch = new ChannelDispatch(storage, [new MailChannel(mailer, 'Visitor Desk <no-reply@vms.test>'), chat]);
  /** Delivers what the outbox holds as the sender would: each message stored as its row, then dispatched by its channel. */
  const deliverAll = async () => {
    for (const [index, message] of outbox.mails.entries()) await dispatch.deliver({ id: String(index + 1), ...outboxRowOf(message, invitations) });
  };
  return { mailRoutes, outbox, unitOfWork, mailer, chat, dispatch, deliverAll };
};

describe('a second notification channel', () => {
  it('should route an event to it, render its message, queue it with its channel and have its own sender deliver it, the mail untouched', async () => {
    const { mailRoutes, outbox, unitOfWork, mailer, chat, deliverAll } = setUp();
    const mailOnly = new RecordingOutbox();
    await new Notifier(mailOnly, [mailRoutes.routes]).record(CHECKED_IN);

    await unitOfWork.run(() => new Notifier(outbox, [mailRoutes.routes, CHAT_ROUTES]).record(CHECKED_IN));

    expect(outbox.mails.map((message) => [message.channel, message.to])).toEqual([
      ['mail', ['priya@example.com']],
      ['chat', ['#front-desk']],
    ]);
    // The mail is the one the mail routes make alone: a second channel changes nothing in it.
    expect(outbox.mails[0]).toEqual(mailOnly.mails[0]);
    expect(outbox.mails[0]?.subject).toBe('Arjun Mehta has arrived (10:05 AM)');

    await deliverAll();
    expect(chat.posted).toEqual([{ to: ['#front-desk'], subject: 'Arrival', text: 'Arjun Mehta is in, for Priya Sharma.', attachments: [], messageId: '<outbox-2@vms>' }]);
    expect(mailer.sent.map((mail) => [mail.from, mail.to, mail.subject, mail.messageId])).toEqual([
      ['Visitor Desk <no-reply@vms.test>', ['priya@example.com'], 'Arjun Mehta has arrived (10:05 AM)', '<outbox-1@vms>'],
    ]);
    expect(mailer.sent[0]?.text).toBe(mailOnly.mails[0]?.text);
  });

  it('should leave the channel out of an event it does not carry: the mails go as before', async () => {
    const { mailRoutes, outbox, unitOfWork, chat, deliverAll } = setUp();
    await unitOfWork.run(() => new Notifier(outbox, [mailRoutes.routes, CHAT_ROUTES]).record(CANCELLED));
    expect(outbox.mails.map((message) => [message.channel, message.to])).toEqual([
      ['mail', ['arjun@supplier.test']],
      ['mail', ['priya@example.com']],
    ]);
    await deliverAll();
    expect(chat.posted).toEqual([]);
  });

  it('should queue nothing for any channel when the transaction that recorded the event rolls back', async () => {
    const { mailRoutes, outbox, unitOfWork } = setUp();
    const failed = unitOfWork.run(async () => {
      await new Notifier(outbox, [mailRoutes.routes, CHAT_ROUTES]).record(CHECKED_IN);
      throw new Error('the check-in failed after its event');
    });
    await expect(failed).rejects.toThrow('the check-in failed after its event');
    expect(outbox.mails).toEqual([]);
  });

  it('should refuse to deliver a row of a channel nobody sends, so the outbox retries it rather than dropping it', async () => {
    const { dispatch, mailer, chat } = setUp();
    const row = { id: '7', channel: 'sms', recipients: ['+919876543210'], subject: '', textBody: 'Hello', htmlBody: null, attachments: [] };
    await expect(dispatch.deliver(row)).rejects.toThrow('no sender for the channel "sms"');
    expect([mailer.sent, chat.posted]).toEqual([[], []]);
  });
});
