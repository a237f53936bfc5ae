import { escapeHtml } from '../../shared/html.ts';
import { renderMail } from '../../shared/mail-layout.ts';
import { passQrPayload } from '../../shared/pass-code.ts';
import { PPE_LABELS, PPE_ITEMS } from '../../shared/visitor-options.ts';
import type { OutgoingMail } from '../../platform/ports/mail-outbox.ts';
import type { VisitRecord } from './visit-record.ts';

/** The visits module's e-mails: what they say lives here; the outbox carries them. */

const when = (visit: VisitRecord) => `${visit.visitDate} at ${visit.visitTime}`;

/** The link to the details form, to the host and (when known) the visitor. */
export const passLinkMails = (visit: VisitRecord, link: string): OutgoingMail[] => {
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
      }),
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

/** The pass's QR code says this (`VMS:ABCD2345`, src/shared/pass-code.ts): the desk scans it to open the visitor's row. */
export const qrPayload = passQrPayload;

/** The approval, with the pass's QR code, to the visitor and a copy to the host. */
export const approvedMails = (visit: VisitRecord, qrPngBase64: string): OutgoingMail[] => {
  const ppe = visit.ppeOptions ? PPE_ITEMS.filter((item) => visit.ppeOptions?.[item]).map((item) => PPE_LABELS[item]) : [];
  const facts: [string, string][] = [
    ['Pass code', visit.passCode],
    ['When', when(visit)],
    ['Host', visit.host ? `${visit.host.name} (${visit.host.email})` : ''],
    ['Place to visit', `${visit.placeToVisit ?? ''} (${visit.selectedOption ?? ''})`],
    ['Safety equipment', ppe.length ? ppe.join(', ') : 'None needed'],
  ];
  const attachments = [{ filename: `pass-${visit.passCode}.png`, contentType: 'image/png', contentBase64: qrPngBase64, cid: 'pass-qr' }];
  const qrHtml = `<p style="margin:16px 0"><img src="cid:pass-qr" width="180" height="180" alt="${escapeHtml(`Pass ${visit.passCode}`)}"></p>`;
  const mails: OutgoingMail[] = [];
  if (visit.email) {
    mails.push({
      to: [visit.email],
      subject: `Your visit on ${visit.visitDate} is approved`,
      ...renderMail({
        heading: `See you on ${visit.visitDate}, ${visit.name}`,
        paragraphs: ['Your visit is approved. Please show this QR code (or the pass code) at the security desk when you arrive.'],
        facts,
        extraHtml: qrHtml,
      }),
      attachments,
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
    });
  }
  return mails;
};

/** Tells the host their visitor has arrived, with the desk's photo when there is one. */
export const arrivalMail = (visit: VisitRecord, arrivedAt: string, photoStorageKey: string | null): OutgoingMail | null => {
  if (!visit.host) return null;
  return {
    to: [visit.host.email],
    subject: `${visit.name} has arrived (${arrivedAt})`,
    ...renderMail({
      heading: 'Your visitor has arrived',
      paragraphs: [`${visit.name} checked in at the security desk at ${arrivedAt}.`],
      facts: [
        ['Visitor', visit.name],
        ['Coming from', visit.comingFrom ?? ''],
        ['Checked in', arrivedAt],
        ['Pass code', visit.passCode],
      ],
      ...(photoStorageKey
        ? { extraHtml: `<p style="margin:16px 0"><img src="cid:visitor-photo" width="240" alt="${escapeHtml(visit.name)}" style="border-radius:8px"></p>` }
        : {}),
    }),
    ...(photoStorageKey ? { attachments: [{ filename: 'visitor.jpg', contentType: 'image/jpeg', storageKey: photoStorageKey, cid: 'visitor-photo' }] } : {}),
  };
};
