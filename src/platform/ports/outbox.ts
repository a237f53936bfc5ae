/** A file a message carries (a QR code, a photo, a calendar invitation). */
export interface MailAttachment {
  readonly filename: string;
  readonly contentType: string;
  /** Inline content, for small generated parts such as a QR code. */
  readonly contentBase64?: string;
  /** A key in the file storage, for photos: read when the mail is sent, not copied into the row. */
  readonly storageKey?: string;
  /** Set to show the attachment inline in the HTML body as `cid:<cid>`. */
  readonly cid?: string;
  /**
   * Set on a calendar invitation (`.ics`): the mail carries it as its `text/calendar; method=…`
   * part, which mail programs show as an invitation to add, not as a plain file.
   */
  readonly calendarMethod?: CalendarMethod;
}

/** RFC 5546 methods the product sends: an invitation (new or updated) and its cancellation. */
export type CalendarMethod = 'REQUEST' | 'CANCEL';

/**
 * A calendar invitation, said in the site's terms; the outbox writes it as an `.ics` part
 * (RFC 5545) in the site's time zone, with the site's address as its location unless one is given
 * and the mail's sender as its organizer.
 */
export interface CalendarInvitation {
  readonly method: CalendarMethod;
  /**
   * The event's identity within this deployment (e.g. `visit-42`; the writer makes it globally
   * unique). Every invitation of one event has the same uid, so a later one replaces the earlier
   * one in the calendar.
   */
  readonly uid: string;
  /** Grows with each revision of the event (RFC 5545 SEQUENCE); a calendar keeps the highest it saw. */
  readonly sequence: number;
  readonly status: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
  /** When this version was made (DTSTAMP). */
  readonly stamp: Date;
  /** The start at the site: an ISO date and `HH:mm:ss` on the site's clock (`timeZone`). */
  readonly date: string;
  readonly time: string;
  /** The IANA zone of the visit's site (issue 30); unset: the installation's (VMS_TIMEZONE). */
  readonly timeZone?: string;
  readonly durationMinutes: number;
  readonly summary: string;
  /** Plain text, lines separated by `\n`. */
  readonly description: string;
  /** The visit's site's address; unset: VMS_SITE_ADDRESS, or the company when none is configured. */
  readonly location?: string;
  readonly attendees: readonly CalendarAttendee[];
}

export interface CalendarAttendee {
  readonly name: string;
  readonly email: string;
  /** `chair`: the person the event is for (a visit's host); `participant`: a guest asked to come. */
  readonly role: 'chair' | 'participant';
}

/** The channel every mail travels by; other channels (a chat, a webhook, SMS) name themselves. */
export const MAIL_CHANNEL = 'mail';

/**
 * A message to send by one channel: queued in the outbox in the caller's transaction, delivered
 * later by that channel's sender (ChannelSender). A channel reads what it needs: mail all of it, a
 * chat message its recipients (channels or people in the chat's terms), subject and text.
 */
export interface OutgoingMessage {
  /** `mail`, or another channel's name: the outbox row's `channel`. */
  readonly channel: string;
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  readonly attachments?: readonly MailAttachment[];
  /** A calendar invitation to carry as the mail's `.ics` part. */
  readonly invitation?: CalendarInvitation;
}

/** A mail as its template writes it: the mail channel's message without the channel's name. */
export type OutgoingMail = Omit<OutgoingMessage, 'channel'>;

/** One outbox for every channel: `enqueue` adds a row in the caller's transaction (no commit, no message). */
export abstract class Outbox {
  abstract enqueue(message: OutgoingMessage): void;
}
