import type { EntityManager } from '@mikro-orm/postgresql';
import { queueWrite } from '../database/queued-writes.ts';
import type { Clock } from '../ports/clock.ts';
import { MailOutbox, type OutgoingMail } from '../ports/mail-outbox.ts';

const INSERT_OUTBOX_MESSAGE = {
  name: 'platform.insert_outbox_message',
  text: `insert into mail_outbox (recipients, subject, text_body, html_body, attachments, created_at, next_attempt_at)
         values ($1, $2, $3, $4, $5, $6, $6)`,
};

/** Queues mail as a row written in the caller's transaction: no commit, no mail; commit, mail for sure. */
export class MikroOrmMailOutbox extends MailOutbox {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {
    super();
  }

  enqueue(mail: OutgoingMail): void {
    queueWrite(this.em, 'MailOutbox.enqueue', INSERT_OUTBOX_MESSAGE, [
      JSON.stringify([...mail.to]),
      mail.subject,
      mail.text,
      mail.html ?? null,
      JSON.stringify([...(mail.attachments ?? [])]),
      this.clock.now(),
    ]);
  }
}
