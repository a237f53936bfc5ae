import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from '../logging/logger.ts';
import { Mailer, toNodemailerMessage, type MailToSend } from './mailer.ts';

/**
 * The default when no SMTP server is configured: each message becomes an `.eml` file in
 * `<dataDir>/outbox/` (open it in any mail program) plus one log line saying where it is.
 */
export class EmlFileMailer extends Mailer {
  private readonly transport: Transporter;

  constructor(
    private readonly directory: string,
    private readonly logger: Logger,
  ) {
    super();
    this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(mail: MailToSend): Promise<void> {
    const info = (await this.transport.sendMail(toNodemailerMessage(mail))) as { message: Buffer };
    await mkdir(this.directory, { recursive: true });
    const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..+$/, '');
    const safeId = mail.messageId.replace(/[^A-Za-z0-9_-]/g, '');
    const file = join(this.directory, `${stamp}-${safeId}.eml`);
    await writeFile(file, info.message);
    this.logger.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox folder');
  }

  async close(): Promise<void> {}
}
