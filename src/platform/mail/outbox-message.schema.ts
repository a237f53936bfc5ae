import { EntitySchema } from '@mikro-orm/core';
import { timestamptz } from '../database/columns.ts';
import { OutboxMessage } from './outbox-message.ts';

export const OutboxMessageSchema = new EntitySchema<OutboxMessage>({
  class: OutboxMessage,
  tableName: 'mail_outbox',
  properties: {
    id: { type: 'bigint', primary: true, autoincrement: true },
    channel: { type: 'text', default: 'mail' },
    recipients: { type: 'json' },
    subject: { type: 'text' },
    textBody: { type: 'text' },
    htmlBody: { type: 'text', nullable: true },
    attachments: { type: 'json' },
    createdAt: { ...timestamptz },
    attempts: { type: 'integer', default: 0 },
    nextAttemptAt: { ...timestamptz },
    leaseUntil: { ...timestamptz, nullable: true },
    claimToken: { type: 'text', nullable: true },
    lastError: { type: 'text', nullable: true },
    sentAt: { ...timestamptz, nullable: true },
    failedAt: { ...timestamptz, nullable: true },
  },
  indexes: [
    // The sender's poll only ever looks at undelivered rows.
    {
      name: 'mail_outbox_due_idx',
      expression: 'create index "mail_outbox_due_idx" on "mail_outbox" ("next_attempt_at") where "sent_at" is null and "failed_at" is null',
    },
  ],
});
