import type { CalendarMethod } from '../ports/outbox.ts';

/** A message ready for its channel: the outbox row with its attachments read (a photo from the file storage). */
export interface MessageToSend {
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  readonly attachments: readonly { filename: string; contentType: string; content: Buffer; cid?: string; calendarMethod?: CalendarMethod }[];
  /** A stable id (the outbox row), so that a retried message is recognisably the same one. */
  readonly messageId: string;
}

/**
 * Delivers the outbox's messages of one channel (`mail`, or a chat, a webhook, SMS). The outbox
 * sender claims a row, hands it to the sender of its channel, and marks it sent when `send`
 * resolves or retries it when `send` throws: a channel only has to deliver one message.
 */
export abstract class ChannelSender {
  abstract readonly channel: string;
  abstract send(message: MessageToSend): Promise<void>;
}
