import { escapeHtml } from '#kernel/html.ts';
import { FLUID_IMAGE_STYLE, renderMail, type MailFooter } from '#kernel/mail-layout.ts';
import { passQrPayload } from '#contract/pass-code.ts';
import { PPE_LABELS, PPE_ITEMS } from '#contract/visitor-options.ts';
import { parseVisitDate, slotToTime } from '#contract/visit-time.ts';
import type { CalendarAttendee, CalendarInvitation, OutgoingMail } from '../../../platform/ports/outbox.ts';
import type { WalkInAnswerLinks } from '../../../visits/application/visit-events.ts';
import type { VisitRecord } from '../../../visits/application/visit-record.ts';

/** The visits module's e-mails: what they say lives here; the outbox carries them. */

const when = (visit: VisitRecord) => `${visit.visitDate} at ${visit.visitTime}`;

/** How long a visit stands in a calendar: an hour from its time slot. */
export const VISIT_CALENDAR_MINUTES = 60;

/** Who a visit's calendar event is written for: what it is called and says differs, the event is one. */
export type InvitationAudience = 'visitor' | 'host';
/** Where the visit stands when the invitation is sent. */
export type InvitationStage = 'invited' | 'approved' | 'cancelled';

/**
 * The revision of a visit's calendar event (SEQUENCE): the whole seconds from the pass's creation to
 * the mail. It grows with every later mail about the visit without a counter in the database (no row
 * to lock, nothing to migrate): the invitation sent with the pass is 0, the approval's hours or days
 * later is larger, a cancellation later still. Replicas share the clock to far better than the time
 * between two mails about one visit.
 */
export const invitationSequence = (visit: VisitRecord, at: Date): number =>
  Math.max(0, Math.floor((at.getTime() - visit.createdAt.getTime()) / 1000));

const attendeesOf = (visit: VisitRecord): CalendarAttendee[] => [
  ...(visit.host ? [{ name: visit.host.name, email: visit.host.email, role: 'chair' as const }] : []),
  ...(visit.email ? [{ name: visit.name, email: visit.email, role: 'participant' as const }] : []),
];

const visitorTypeOf = (visit: VisitRecord) => (visit.visitorTypeOther ? `Others (${visit.visitorTypeOther})` : visit.visitorType);

const INVITATION_WORDS: Record<InvitationAudience, Record<InvitationStage, string>> = {
  visitor: {
    invited: 'Please fill in your details with the link in the invitation e-mail before you come; your host then approves the visit.',
    approved: 'Your visit is approved. Please show the QR code from the approval e-mail (or the pass code) at the security desk when you arrive.',
    cancelled: 'This visit has been cancelled.',
  },
  host: {
    invited: 'The visitor fills in their details with the link from the e-mail; you then approve the visit.',
    approved: 'The visit is approved; the visitor has the pass code.',
    cancelled: 'This visit has been cancelled.',
  },
};

/**
 * A visit's calendar event as one of its mails carries it (the outbox writes the `.ics`): the visit's
 * date and time on the site's clock for an hour, at the site, the host as chair and the visitor (when
 * their e-mail is known) as participant, the pass code in the description. Its uid is the visit's,
 * so each later invitation (an approval, a cancellation) replaces the one before in the calendar.
 * It says nothing of the Aadhaar number, the address or the link's token.
 */
export const visitInvitation = (visit: VisitRecord, audience: InvitationAudience, stage: InvitationStage, at: Date): CalendarInvitation => {
  const date = parseVisitDate(visit.visitDate);
  const time = slotToTime(visit.visitTime);
  if (!date || !time) throw new Error(`visit ${visit.id} has no date and time to put in a calendar`);
  const hostName = visit.host?.name ?? 'your host';
  const cancelled = stage === 'cancelled';
  // A cancellation only needs to say which visit is gone: the visitor's phone stays out of it.
  const visitor = cancelled ? visit.name : `${visit.name} (${visit.phone})`;
  const description =
    audience === 'visitor'
      ? [INVITATION_WORDS.visitor[stage], `Pass code: ${visit.passCode}`, `Host: ${visit.host ? `${visit.host.name} (${visit.host.email})` : hostName}`]
      : [INVITATION_WORDS.host[stage], `Pass code: ${visit.passCode}`, `Visitor: ${visitor}`, `Type: ${visitorTypeOf(visit)}`];
  return {
    method: cancelled ? 'CANCEL' : 'REQUEST',
    uid: `visit-${visit.id}`,
    // A cancellation always comes after the invitations before it, even within the same second.
    sequence: invitationSequence(visit, at) + (cancelled ? 1 : 0),
    status: cancelled ? 'CANCELLED' : stage === 'approved' ? 'CONFIRMED' : 'TENTATIVE',
    stamp: at,
    date,
    time,
    durationMinutes: VISIT_CALENDAR_MINUTES,
    summary: audience === 'visitor' ? `Visit to ${hostName}` : `Visitor: ${visit.name}`,
    description: description.join('\n'),
    attendees: attendeesOf(visit),
  };
};

/**
 * What a cancellation mail carries (METHOD:CANCEL, the visit's uid, a higher sequence): a calendar
 * that has the visit's event removes it or marks it cancelled.
 */
export const cancelledVisitInvitation = (visit: VisitRecord, audience: InvitationAudience, cancelledAt: Date): CalendarInvitation =>
  visitInvitation(visit, audience, 'cancelled', cancelledAt);

/**
 * The link to the details form, to the host and (when known) the visitor, each with the visit's
 * calendar invitation. `sentAt` is when the mail is made (the pass's creation unless told).
 */
export const passLinkMails = (visit: VisitRecord, link: string, sentAt: Date = visit.createdAt, withdrawal?: MailFooter): OutgoingMail[] => {
  const host = visit.host;
  const mails: OutgoingMail[] = [];
  if (visit.email) {
    mails.push({
      to: [visit.email],
      subject: `Your visit on ${visit.visitDate}: please fill in your details`,
      ...renderMail({
        heading: `Welcome, ${visit.name}`,
        paragraphs: [
          `${host?.name ?? 'Your host'} has invited you for a visit on ${when(visit)}.`,
          'Please fill in your details before you come. The link works until the end of the day of your visit.',
        ],
        action: { label: 'Fill in your details', url: link },
        ...(withdrawal ? { footer: withdrawal } : {}),
      }),
      invitation: visitInvitation(visit, 'visitor', 'invited', sentAt),
    });
  }
  if (host) {
    mails.push({
      to: [host.email],
      subject: `Visitor pass created for ${visit.name} on ${visit.visitDate}`,
      ...renderMail({
        heading: 'A visitor pass was created',
        paragraphs: [
          `A pass for ${visit.name} (${visit.phone}) on ${when(visit)} was created with you as host.`,
          visit.email
            ? 'The visitor has been sent the link below to fill in their details.'
            : 'Please send the link below to your visitor so they can fill in their details.',
        ],
        facts: [
          ['Visitor', visit.name],
          ['Type', visit.visitorTypeOther ? `Others (${visit.visitorTypeOther})` : visit.visitorType],
          ['When', when(visit)],
        ],
        action: { label: 'Visitor details form', url: link },
      }),
      invitation: visitInvitation(visit, 'host', 'invited', sentAt),
    });
  }
  return mails;
};

/** Tells the host the details are in and waiting for approval. */
export const detailsSubmittedMail = (visit: VisitRecord, publicUrl: string): OutgoingMail | null =>
  visit.host
    ? {
        to: [visit.host.email],
        subject: `${visit.name} sent their visit details: approval needed`,
        ...renderMail({
          heading: 'Visitor details are waiting for your approval',
          paragraphs: [`${visit.name} filled in the details form for the visit on ${when(visit)}.`],
          facts: [
            ['Coming from', visit.comingFrom ?? ''],
            ['Purpose', visit.purposeOfVisit ?? ''],
            ['Place to visit', `${visit.placeToVisit ?? ''} (${visit.selectedOption ?? ''})`],
          ],
          action: { label: 'Review and approve', url: `${publicUrl}/VisitorView` },
        }),
      }
    : null;

/** The pass's QR code says this (`VMS:ABCD2345`, src/contract/pass-code.ts): the desk scans it to open the visitor's row. */
export const qrPayload = passQrPayload;

/**
 * The approval, with the pass's QR code, its PIN (asked with the phone number at a kiosk that requires
 * it, src/visits/application/pass-pins.ts) and the updated calendar invitation, to the visitor and a
 * copy to the host.
 */
export const approvedMails = (visit: VisitRecord, qrPngBase64: string, approvedAt: Date, pin: string, withdrawal?: MailFooter): OutgoingMail[] => {
  const ppe = visit.ppeOptions ? PPE_ITEMS.filter((item) => visit.ppeOptions?.[item]).map((item) => PPE_LABELS[item]) : [];
  const facts: [string, string][] = [
    ['Pass code', visit.passCode],
    ['PIN', pin],
    ['When', when(visit)],
    ['Host', visit.host ? `${visit.host.name} (${visit.host.email})` : ''],
    ['Place to visit', `${visit.placeToVisit ?? ''} (${visit.selectedOption ?? ''})`],
    ['Safety equipment', ppe.length ? ppe.join(', ') : 'None needed'],
  ];
  const attachments = [{ filename: `pass-${visit.passCode}.png`, contentType: 'image/png', contentBase64: qrPngBase64, cid: 'pass-qr' }];
  const qrHtml = `<p style="margin:16px 0"><img src="cid:pass-qr" width="180" height="180" alt="${escapeHtml(`Pass ${visit.passCode}`)}" style="${FLUID_IMAGE_STYLE}"></p>`;
  const mails: OutgoingMail[] = [];
  if (visit.email) {
    mails.push({
      to: [visit.email],
      subject: `Your visit on ${visit.visitDate} is approved`,
      ...renderMail({
        heading: `See you on ${visit.visitDate}, ${visit.name}`,
        paragraphs: [
          'Your visit is approved. Please show this QR code (or the pass code) at the security desk when you arrive.',
          'At a reception kiosk, the QR code finds your visit, or your phone number with the PIN.',
        ],
        facts,
        extraHtml: qrHtml,
        ...(withdrawal ? { footer: withdrawal } : {}),
      }),
      attachments,
      invitation: visitInvitation(visit, 'visitor', 'approved', approvedAt),
    });
  }
  if (visit.host) {
    mails.push({
      to: [visit.host.email],
      subject: `Copy: visit of ${visit.name} on ${visit.visitDate} approved`,
      ...renderMail({
        heading: 'You approved a visit',
        paragraphs: [
          `${visit.name}'s visit on ${when(visit)} is approved.`,
          visit.email ? 'The visitor has been sent this pass.' : 'The visitor left no e-mail: please pass the code on to them.',
        ],
        facts,
        extraHtml: qrHtml,
      }),
      attachments,
      invitation: visitInvitation(visit, 'host', 'approved', approvedAt),
    });
  }
  return mails;
};

/**
 * Tells the host their visitor has arrived, with the latest photo when there is one. `where`: the
 * security desk, or the reception kiosk by its name (issue 13); never who at the desk let them in.
 */
export const arrivalMail = (visit: VisitRecord, arrivedAt: string, photoStorageKey: string | null, where = 'the security desk'): OutgoingMail | null => {
  if (!visit.host) return null;
  return {
    to: [visit.host.email],
    subject: `${visit.name} has arrived (${arrivedAt})`,
    ...renderMail({
      heading: 'Your visitor has arrived',
      paragraphs: [`${visit.name} checked in at ${where} at ${arrivedAt}.`],
      facts: [
        ['Visitor', visit.name],
        ['Coming from', visit.comingFrom ?? ''],
        ['Checked in', arrivedAt],
        ['Pass code', visit.passCode],
      ],
      ...(photoStorageKey
        ? { extraHtml: `<p style="margin:16px 0"><img src="cid:visitor-photo" width="240" alt="${escapeHtml(visit.name)}" style="border-radius:8px;${FLUID_IMAGE_STYLE}"></p>` }
        : {}),
    }),
    ...(photoStorageKey ? { attachments: [{ filename: 'visitor.jpg', contentType: 'image/jpeg', storageKey: photoStorageKey, cid: 'visitor-photo' }] } : {}),
  };
};

/**
 * A walk-in signed in at a kiosk (issue 13): the host sees who is waiting, with the kiosk's photo, and
 * answers with one of two signed links (or from the approval screen). The same mail whatever the
 * watchlist found: the host never learns of a match, and no Aadhaar number is ever asked at a kiosk.
 */
export const walkInMail = (
  visit: VisitRecord,
  at: { readonly kioskName: string; readonly time: string; readonly publicUrl: string },
  links: WalkInAnswerLinks,
  photoStorageKey: string,
): OutgoingMail | null => {
  if (!visit.host) return null;
  return {
    to: [visit.host.email],
    subject: `Walk-in visitor waiting: ${visit.name}`,
    ...renderMail({
      heading: 'A walk-in visitor is asking for you',
      paragraphs: [
        `${visit.name} signed in at the reception kiosk "${at.kioskName}" at ${at.time} without an appointment and is waiting for your answer.`,
        `Please approve or decline below (the links work until the end of today), or approve on the approval screen: ${at.publicUrl}/VisitorView`,
      ],
      facts: [
        ['Visitor', visit.name],
        ['Coming from', visit.comingFrom ?? ''],
        ['Purpose', visit.purposeOfVisit ?? ''],
        ['Place to visit', `${visit.placeToVisit ?? ''} (${visit.selectedOption ?? ''})`],
      ],
      extraHtml: `<p style="margin:16px 0"><img src="cid:visitor-photo" width="240" alt="${escapeHtml(visit.name)}" style="border-radius:8px;${FLUID_IMAGE_STYLE}"></p>`,
      actions: [
        { label: 'Approve', url: links.approve },
        { label: 'Decline', url: links.decline },
      ],
    }),
    attachments: [{ filename: 'visitor.jpg', contentType: 'image/jpeg', storageKey: photoStorageKey, cid: 'visitor-photo' }],
  };
};
