import type { EntityManager } from '@mikro-orm/postgresql';
import { queueWrite } from '../database/queued-writes.ts';
import type { Clock } from '../ports/clock.ts';
import { Outbox, type OutgoingMessage } from '../ports/outbox.ts';
import type { IcalInvitationWriter } from './ical-invitation-writer.ts';
import { outboxRowOf } from './outbox-row.ts';

const INSERT_OUTBOX_MESSAGE = {
  name: 'platform.insert_outbox_message',
  text: `insert into mail_outbox (channel, recipients, subject, text_body, html_body, attachments, created_at, next_attempt_at)
         values ($1, $2, $3, $4, $5, $6, $7, $7)`,
};

/**
 * Queues a message of any channel as a row written in the caller's transaction: no commit, no
 * message; commit, message for sure. A calendar invitation is written out here, so the row holds
 * the `.ics` as it was when queued.
 */
export class MikroOrmOutbox extends Outbox {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly invitations: IcalInvitationWriter,
  ) {
    super();
  }

  enqueue(message: OutgoingMessage): void {
    const row = outboxRowOf(message, this.invitations);
    queueWrite(this.em, 'Outbox.enqueue', INSERT_OUTBOX_MESSAGE, [
      row.channel,
      JSON.stringify(row.recipients),
      row.subject,
      row.textBody,
      row.htmlBody,
      JSON.stringify(row.attachments),
      this.clock.now(),
    ]);
  }
}
