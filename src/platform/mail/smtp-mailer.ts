import nodemailer, { type Transporter } from 'nodemailer';
import { Mailer, toNodemailerMessage, type MailToSend } from './mailer.ts';

const SMTP_TIMEOUTS_MS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 } as const;

/** Delivers through a real SMTP server (`SMTP_URL`, e.g. `smtp://user:pass@mail.example.com:587`). */
export class SmtpMailer extends Mailer {
  private readonly transport: Transporter;

  constructor(smtpUrl: string) {
    super();
    // Pooled: a batch of outbox rows reuses a few open connections instead of a handshake per message.
    const url = new URL(smtpUrl);
    if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
    // Bounded waits (nodemailer's socket default is 10 minutes): a stuck server fails the attempt,
    // which is retried, instead of holding the sender and a drain.
    for (const [option, ms] of Object.entries(SMTP_TIMEOUTS_MS)) {
      if (!url.searchParams.has(option)) url.searchParams.set(option, String(ms));
    }
    this.transport = nodemailer.createTransport(url.toString());
  }

  async send(mail: MailToSend): Promise<void> {
    await this.transport.sendMail(toNodemailerMessage(mail));
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
