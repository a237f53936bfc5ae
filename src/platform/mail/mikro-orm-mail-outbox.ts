import type { EntityManager } from '@mikro-orm/postgresql';
import { queueWrite } from '../database/queued-writes.ts';
import type { Clock } from '../ports/clock.ts';
import { MailOutbox, type OutgoingMail } from '../ports/mail-outbox.ts';
import type { IcalInvitationWriter } from './ical-invitation-writer.ts';

const INSERT_OUTBOX_MESSAGE = {
  name: 'platform.insert_outbox_message',
  text: `insert into mail_outbox (recipients, subject, text_body, html_body, attachments, created_at, next_attempt_at)
         values ($1, $2, $3, $4, $5, $6, $6)`,
};

/**
 * Queues mail as a row written in the caller's transaction: no commit, no mail; commit, mail for sure.
 * A calendar invitation is written out here, so the row holds the `.ics` as it was when queued.
 */
export class MikroOrmMailOutbox extends MailOutbox {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly invitations: IcalInvitationWriter,
  ) {
    super();
  }

  enqueue(mail: OutgoingMail): void {
    const attachments = [...(mail.attachments ?? []), ...(mail.invitation ? [this.invitations.attachment(mail.invitation)] : [])];
    queueWrite(this.em, 'MailOutbox.enqueue', INSERT_OUTBOX_MESSAGE, [
      JSON.stringify([...mail.to]),
      mail.subject,
      mail.text,
      mail.html ?? null,
      JSON.stringify(attachments),
      this.clock.now(),
    ]);
  }
}
