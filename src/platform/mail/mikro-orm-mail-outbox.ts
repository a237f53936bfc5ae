import type { EntityManager } from '@mikro-orm/postgresql';
import { assertInTransaction } from '../database/mikro-orm-unit-of-work.ts';
import type { Clock } from '../ports/clock.ts';
import { MailOutbox, type OutgoingMail } from '../ports/mail-outbox.ts';
import { OutboxMessage } from './outbox-message.ts';

/** Queues mail as a row written in the caller's transaction: no commit, no mail; commit, mail for sure. */
export class MikroOrmMailOutbox extends MailOutbox {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {
    super();
  }

  enqueue(mail: OutgoingMail): void {
    assertInTransaction(this.em, 'MailOutbox.enqueue');
    this.em.persist(
      new OutboxMessage({
        recipients: [...mail.to],
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html ?? null,
        attachments: [...(mail.attachments ?? [])],
        createdAt: this.clock.now(),
      }),
    );
  }
}
