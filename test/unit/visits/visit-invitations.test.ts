import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { IcalInvitationWriter, organizerOf } from '../../../src/platform/mail/ical-invitation-writer.ts';
import { toNodemailerMessage } from '../../../src/platform/mail/mailer.ts';
import type { CalendarInvitation } from '../../../src/platform/ports/outbox.ts';
import {
  approvedMails,
  cancelledVisitInvitation,
  passLinkMails,
  visitInvitation,
  VISIT_CALENDAR_MINUTES,
} from '../../../src/notifications/application/mail/visit-mails.ts';
import { SAMPLE_CREATED as CREATED, sampleVisitRecord as visit } from '../../support/sample-visit-record.ts';

const writerFor = (timeZone: string, location = 'Plot 4, MIDC Bhosari, Pune 411026') =>
  new IcalInvitationWriter({ timeZone, organizer: organizerOf('Visitor Desk <no-reply@example.com>'), location, uidDomain: 'vms.test' });

/** What a calendar program reads from the .ics, through ical.js (Mozilla's RFC 5545 parser). */
const parsed = (ics: string) => {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return {
    method: calendar.getFirstPropertyValue('method'),
    zones: calendar.getAllSubcomponents('vtimezone').map((zone) => zone.getFirstPropertyValue('tzid')),
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    startZone: event.startDate.zone?.tzid,
    wallClock: event.startDate.toString(),
    uid: event.uid,
    sequence: event.sequence,
    summary: event.summary,
    location: event.location,
    description: event.description,
    status: vevent.getFirstPropertyValue('status'),
    stamp: String(vevent.getFirstPropertyValue('dtstamp')),
    organizer: { email: event.organizer, name: vevent.getFirstProperty('organizer')?.getParameter('cn') },
    attendees: event.attendees.map((attendee) => ({
      email: String(attendee.getFirstValue()).toLowerCase(),
      name: attendee.getParameter('cn'),
      role: attendee.getParameter('role'),
      rsvp: attendee.getParameter('rsvp'),
    })),
  };
};

const icsOf = (invitation: CalendarInvitation | undefined, timeZone = 'Asia/Kolkata') => {
  expect(invitation).toBeDefined();
  return writerFor(timeZone).write(invitation!);
};

describe('calendar invitations in the visit mails', () => {
  it("should put the visitor's link mail on the calendar at the visit's time in the site's zone, for an hour, at the site", () => {
    const [toVisitor] = passLinkMails(visit(), 'http://vms.test/VisitordetailForm?token=abc');
    expect(toVisitor!.to).toEqual(['arjun@supplier.test']);
    const event = parsed(icsOf(toVisitor!.invitation));
    expect(event).toMatchObject({
      method: 'REQUEST',
      zones: ['Asia/Kolkata'],
      startZone: 'Asia/Kolkata',
      wallClock: '2026-11-21T10:30:00',
      // 10:30 in Kolkata (UTC+05:30) is 05:00 UTC.
      start: '2026-11-21T05:00:00.000Z',
      end: '2026-11-21T06:00:00.000Z',
      uid: 'visit-42@vms.test',
      sequence: 0,
      summary: 'Visit to Priya Sharma',
      location: 'Plot 4, MIDC Bhosari, Pune 411026',
      status: 'TENTATIVE',
      stamp: '2026-11-20T09:15:00Z',
      organizer: { email: 'mailto:no-reply@example.com', name: 'Visitor Desk' },
      attendees: [
        { email: 'mailto:priya@example.com', name: 'Priya Sharma', role: 'CHAIR', rsvp: 'FALSE' },
        { email: 'mailto:arjun@supplier.test', name: 'Arjun Mehta', role: 'REQ-PARTICIPANT', rsvp: 'FALSE' },
      ],
    });
    expect(event.description).toBe(
      [
        'Please fill in your details with the link in the invitation e-mail before you come; your host then approves the visit.',
        'Pass code: K7QW2M9D',
        'Host: Priya Sharma (priya@example.com)',
      ].join('\n'),
    );
    expect(VISIT_CALENDAR_MINUTES).toBe(60);
  });

  it("should give the host the same event (same uid) when the pass is created, named for the visitor", () => {
    const [toVisitor, toHost] = passLinkMails(visit(), 'http://vms.test/VisitordetailForm?token=abc');
    expect(toHost!.to).toEqual(['priya@example.com']);
    const event = parsed(icsOf(toHost!.invitation));
    expect(event).toMatchObject({ uid: parsed(icsOf(toVisitor!.invitation)).uid, start: '2026-11-21T05:00:00.000Z', summary: 'Visitor: Arjun Mehta', sequence: 0 });
    expect(event.description).toBe(
      [
        'The visitor fills in their details with the link from the e-mail; you then approve the visit.',
        'Pass code: K7QW2M9D',
        'Visitor: Arjun Mehta (9812345670)',
        'Type: Suppliers',
      ].join('\n'),
    );
  });

  it('should invite only the host when the visitor left no e-mail', () => {
    const mails = passLinkMails(visit({ email: null }), 'http://vms.test/x');
    expect(mails).toHaveLength(1);
    expect(parsed(icsOf(mails[0]!.invitation)).attendees.map((a) => a.email)).toEqual(['mailto:priya@example.com']);
  });

  it('should replace the invitation with a confirmed one of a higher sequence when the visit is approved', () => {
    const approvedAt = new Date(CREATED.getTime() + 3 * 3_600_000 + 25_000);
    const mails = approvedMails(visit({ approveStatus: 'Approved' }), 'iVBORw0KGgo=', approvedAt, '0427');
    expect(mails.map((mail) => mail.to[0])).toEqual(['arjun@supplier.test', 'priya@example.com']);
    const [forVisitor, forHost] = mails.map((mail) => parsed(icsOf(mail.invitation)));
    for (const event of [forVisitor!, forHost!]) {
      expect(event).toMatchObject({
        method: 'REQUEST',
        uid: 'visit-42@vms.test',
        sequence: 3 * 3600 + 25,
        status: 'CONFIRMED',
        start: '2026-11-21T05:00:00.000Z',
        stamp: '2026-11-20T12:15:25Z',
      });
    }
    expect(forVisitor!.description).toBe(
      [
        'Your visit is approved. Please show the QR code from the approval e-mail (or the pass code) at the security desk when you arrive.',
        'Pass code: K7QW2M9D',
        'Host: Priya Sharma (priya@example.com)',
      ].join('\n'),
    );
    // The QR code stays an inline picture beside the invitation.
    expect(mails[0]!.attachments).toEqual([expect.objectContaining({ contentType: 'image/png', cid: 'pass-qr' })]);
  });

  it('should cancel the same event with METHOD:CANCEL and a sequence above any invitation sent that second', () => {
    const cancelledAt = new Date(CREATED.getTime() + 60_000);
    const sentThen = parsed(icsOf(visitInvitation(visit(), 'visitor', 'invited', cancelledAt)));
    const event = parsed(icsOf(cancelledVisitInvitation(visit(), 'visitor', cancelledAt)));
    expect(event).toMatchObject({ method: 'CANCEL', uid: 'visit-42@vms.test', status: 'CANCELLED', start: '2026-11-21T05:00:00.000Z' });
    expect(event.sequence).toBe(sentThen.sequence + 1);
    expect(event.description).toBe(['This visit has been cancelled.', 'Pass code: K7QW2M9D', 'Host: Priya Sharma (priya@example.com)'].join('\n'));
  });

  it('should never carry the Aadhaar number, the address or the link in an invitation', () => {
    const link = 'http://vms.test/VisitordetailForm?token=secret-token-part';
    const all = [
      ...passLinkMails(visit(), link),
      ...approvedMails(visit(), 'iVBORw0KGgo=', new Date(CREATED.getTime() + 1000), '0427'),
    ].map((mail) => icsOf(mail.invitation));
    all.push(icsOf(cancelledVisitInvitation(visit(), 'host', new Date(CREATED.getTime() + 2000))));
    for (const ics of all) {
      expect(ics).not.toMatch(/2346|XXXX|aadha/i);
      expect(ics).not.toContain('Shivaji Nagar');
      expect(ics).not.toContain('secret-token-part');
    }
  });

  it("should follow the site's daylight saving time, and say a zone it has no VTIMEZONE for in UTC", () => {
    const summer = parsed(icsOf(visitInvitation(visit({ visitDate: '15-07-2026' }), 'visitor', 'invited', CREATED), 'America/New_York'));
    const winter = parsed(icsOf(visitInvitation(visit({ visitDate: '15-12-2026' }), 'visitor', 'invited', CREATED), 'America/New_York'));
    expect(summer).toMatchObject({ startZone: 'America/New_York', wallClock: '2026-07-15T10:30:00', start: '2026-07-15T14:30:00.000Z' });
    expect(winter).toMatchObject({ startZone: 'America/New_York', wallClock: '2026-12-15T10:30:00', start: '2026-12-15T15:30:00.000Z' });
    // "UTC" is a valid VMS_TIMEZONE (Intl knows it) without a VTIMEZONE in the library: plain UTC times.
    const utc = icsOf(visitInvitation(visit(), 'visitor', 'invited', CREATED), 'UTC');
    expect(utc).toContain('DTSTART:20261121T103000Z');
    expect(parsed(utc)).toMatchObject({ zones: [], start: '2026-11-21T10:30:00.000Z', end: '2026-11-21T11:30:00.000Z' });
  });

  it('should keep names whole in the calendar: commas, semicolons, non-Latin letters, and a double quote made a single one', () => {
    const writer = new IcalInvitationWriter({ timeZone: 'Asia/Kolkata', organizer: organizerOf('"Desk; Front, Gate 2" <desk@example.com>'), location: 'प्लॉट 4, एमआईडीसी भोसरी, पुणे 411026', uidDomain: 'vms.test' });
    const invitation = { ...visitInvitation(visit({ name: 'Zoë "Q" Łukasiewicz-Ñandú Ærøskøbing Çağlayan' }), 'host', 'invited', CREATED) };
    const event = parsed(writer.write(invitation));
    expect(event.organizer.name).toBe('Desk; Front, Gate 2');
    expect(event.attendees[1]).toMatchObject({ name: "Zoë 'Q' Łukasiewicz-Ñandú Ærøskøbing Çağlayan", email: 'mailto:arjun@supplier.test' });
    expect(event.summary).toBe('Visitor: Zoë "Q" Łukasiewicz-Ñandú Ærøskøbing Çağlayan');
    expect(event.location).toBe('प्लॉट 4, एमआईडीसी भोसरी, पुणे 411026');
  });

  it('should take the location an invitation names over the site address', () => {
    const invitation = { ...visitInvitation(visit(), 'host', 'invited', CREATED), location: 'Gate 2, Building B' };
    expect(parsed(icsOf(invitation)).location).toBe('Gate 2, Building B');
  });
});

describe('the invitation on the wire', () => {
  it('should be stored as an inline text/calendar part and sent as the message\'s calendar alternative', () => {
    const invitation = visitInvitation(visit(), 'visitor', 'invited', CREATED);
    const stored = writerFor('Asia/Kolkata').attachment(invitation);
    expect(stored).toMatchObject({ filename: 'invite.ics', contentType: 'text/calendar; charset=utf-8', calendarMethod: 'REQUEST' });
    expect(parsed(Buffer.from(stored.contentBase64!, 'base64').toString('utf8')).uid).toBe('visit-42@vms.test');
    expect(writerFor('Asia/Kolkata').attachment(cancelledVisitInvitation(visit(), 'visitor', CREATED))).toMatchObject({ filename: 'cancel.ics', calendarMethod: 'CANCEL' });

    const content = Buffer.from(stored.contentBase64!, 'base64');
    const png = { filename: 'pass.png', contentType: 'image/png', content: Buffer.from('png'), cid: 'pass-qr' };
    const message = toNodemailerMessage({
      from: 'Visitor Desk <no-reply@example.com>',
      to: ['arjun@supplier.test'],
      subject: 's',
      text: 't',
      messageId: '<outbox-1@vms>',
      attachments: [png, { filename: stored.filename, contentType: stored.contentType, content, calendarMethod: 'REQUEST' }],
    });
    expect(message.icalEvent).toEqual({ method: 'REQUEST', filename: 'invite.ics', content });
    expect(message.attachments).toEqual([png]);
    expect(toNodemailerMessage({ from: 'a@b.c', to: ['x@y.z'], subject: 's', text: 't', messageId: '<m>', attachments: [] })).not.toHaveProperty('icalEvent');
  });

  it("should take the organizer's name and address from MAIL_FROM", () => {
    expect(organizerOf('Visitor Desk <no-reply@example.com>')).toEqual({ name: 'Visitor Desk', email: 'no-reply@example.com' });
    expect(organizerOf('"Acme Front Desk" <desk@acme.test>')).toEqual({ name: 'Acme Front Desk', email: 'desk@acme.test' });
    expect(organizerOf('desk@acme.test')).toEqual({ name: 'Visitor Desk', email: 'desk@acme.test' });
  });
});
