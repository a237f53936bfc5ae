import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { dayjs } from '#contract/visit-time.ts';
import type { CalendarInvitation, MailAttachment } from '../ports/outbox.ts';

export interface InvitationSettings {
  /** The IANA time zone of an invitation that names none (VMS_TIMEZONE): its start is a wall-clock time there. */
  readonly timeZone: string;
  /** Who sends the invitations, its updates and its cancellation: the mail's sender (MAIL_FROM). */
  readonly organizer: { readonly name: string; readonly email: string };
  /** Where events happen unless an invitation names a place: the site's address, or the company. */
  readonly location: string;
  /** Makes every uid unique beyond this deployment: the host name of VMS_PUBLIC_URL. */
  readonly uidDomain: string;
}

/** `Visitor Desk <no-reply@example.com>` → its name and address; a bare address gets the product's name. */
export const organizerOf = (mailFrom: string): { name: string; email: string } => {
  const named = /^\s*"?([^"<]*?)"?\s*<([^<>\s]+)>\s*$/.exec(mailFrom);
  if (named) return { name: named[1] || 'Visitor Desk', email: named[2]! };
  return { name: 'Visitor Desk', email: mailFrom.trim() };
};

/**
 * The VTIMEZONE of the site's zone from timezones-ical-library (kept current with the IANA
 * database), or null for a zone it does not know (the writer then says every time in UTC, which
 * every calendar converts correctly, only without naming the site's zone).
 */
const vtimezone = (zone: string): string | null => {
  const block = tzlib_get_ical_block(zone);
  return Array.isArray(block) && typeof block[0] === 'string' && block[0].startsWith('BEGIN:VTIMEZONE') ? block[0] : null;
};

/** A name as a CN parameter: RFC 5545 has no escape for a double quote in a parameter value. */
const commonName = (name: string) => name.replace(/"/g, "'");

const STATUS = { TENTATIVE: ICalEventStatus.TENTATIVE, CONFIRMED: ICalEventStatus.CONFIRMED, CANCELLED: ICalEventStatus.CANCELLED } as const;

/**
 * Writes a CalendarInvitation as an iCalendar object (RFC 5545) with ical-generator.
 *
 * The method is REQUEST (RFC 5546 scheduling), not PUBLISH: Gmail shows an invitation card with
 * "add to calendar" only for a `text/calendar; method=REQUEST` part (a PUBLISH file stays a plain
 * attachment there), Outlook and Apple Mail show REQUEST as a meeting to accept, and only a
 * scheduled event can later be moved by a REQUEST with a higher SEQUENCE or removed by a CANCEL
 * with the same UID. The organizer is the sender of the mail (MAIL_FROM), not the host: a mail
 * client trusts an invitation whose organizer sent it, and the host, who receives the event too,
 * would otherwise be sent a request from themselves (Outlook then will not add it). The host is
 * the chair and the visitor a participant; neither is asked to reply (RSVP=FALSE), since nobody
 * reads replies to the sender's address.
 *
 * Times are the site's wall clock with TZID and the zone's VTIMEZONE, so a calendar in any zone
 * shows the right moment and a calendar at the site shows exactly the time on the pass.
 */
export class IcalInvitationWriter {
  constructor(private readonly settings: InvitationSettings) {}

  write(invitation: CalendarInvitation): string {
    // The visit's site's clock (issue 30), named when the library knows its zone.
    const timeZone = invitation.timeZone ?? this.settings.timeZone;
    const zone = vtimezone(timeZone) ? timeZone : null;
    const calendar = ical({
      prodId: { company: 'Visitor Desk', product: 'Visits', language: 'EN' },
      method: invitation.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    });
    if (zone) calendar.timezone({ name: null, generator: vtimezone });
    const start = dayjs.tz(`${invitation.date} ${invitation.time.slice(0, 8)}`, 'YYYY-MM-DD HH:mm:ss', timeZone);
    const end = start.add(invitation.durationMinutes, 'minute');
    calendar.createEvent({
      id: `${invitation.uid}@${this.settings.uidDomain}`,
      sequence: invitation.sequence,
      stamp: invitation.stamp,
      start: zone ? start : start.utc(),
      end: zone ? end : end.utc(),
      ...(zone ? { timezone: zone } : {}),
      summary: invitation.summary,
      description: invitation.description,
      location: invitation.location ?? this.settings.location,
      organizer: { name: commonName(this.settings.organizer.name), email: this.settings.organizer.email },
      attendees: invitation.attendees.map((attendee) => ({
        name: commonName(attendee.name),
        email: attendee.email,
        role: attendee.role === 'chair' ? ICalAttendeeRole.CHAIR : ICalAttendeeRole.REQ,
        status: attendee.role === 'chair' ? ICalAttendeeStatus.ACCEPTED : ICalAttendeeStatus.NEEDSACTION,
        rsvp: false,
      })),
      status: STATUS[invitation.status],
    });
    return calendar.toString();
  }

  /** The invitation as the outbox stores it: a small inline part, sent as the mail's calendar part. */
  attachment(invitation: CalendarInvitation): MailAttachment {
    return {
      filename: invitation.method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
      contentType: 'text/calendar; charset=utf-8',
      contentBase64: Buffer.from(this.write(invitation), 'utf8').toString('base64'),
      calendarMethod: invitation.method,
    };
  }
}
