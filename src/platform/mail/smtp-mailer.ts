import nodemailer, { type Transporter } from 'nodemailer';
import { Mailer, toNodemailerMessage, type MailToSend } from './mailer.ts';

/** Delivers through a real SMTP server (`SMTP_URL`, e.g. `smtp://user:pass@mail.example.com:587`). */
export class SmtpMailer extends Mailer {
  private readonly transport: Transporter;

  constructor(smtpUrl: string) {
    super();
    // Pooled: a batch of outbox rows reuses a few open connections instead of a handshake per message.
    const url = new URL(smtpUrl);
    if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
    this.transport = nodemailer.createTransport(url.toString());
  }

  async send(mail: MailToSend): Promise<void> {
    await this.transport.sendMail(toNodemailerMessage(mail));
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
