import { MAIL_CHANNEL } from '../ports/outbox.ts';
import { ChannelSender, type MessageToSend } from './channel-sender.ts';
import type { Mailer } from './mailer.ts';

/** The mail channel: each message from the configured sender address (MAIL_FROM), through the Mailer (SMTP or `.eml` files). */
export class MailChannel extends ChannelSender {
  readonly channel = MAIL_CHANNEL;

  constructor(
    private readonly mailer: Mailer,
    private readonly from: string,
  ) {
    super();
  }

  send(message: MessageToSend): Promise<void> {
    return this.mailer.send({ ...message, from: this.from });
  }
}
