import type { Color, PDFDocument, PDFPage } from 'pdf-lib';
import type { HeldVisit, YourDataAnswer } from '#contract/api/rights-answers.ts';
import { ID_KIND_LABELS } from '#contract/visitor-id.ts';
import { RIGHTS_MESSAGES } from '#contract/rights-messages.ts';
import type { PdfWeight } from '../../platform/pdf/pdf-font-files.ts';
import { loadPdfLib } from '../../platform/pdf/pdf-lib-on-demand.ts';
import { PdfTypesetter } from '../../platform/pdf/pdf-typesetter.ts';
import { VisitorDataDocument } from '../application/rights-ports.ts';

const PAGE: [number, number] = [595.28, 841.89]; // A4, in points
const MARGIN = 50;
const BODY = 10.5;

const visitFacts = (visit: HeldVisit): [string, string | null][] => [
  ['Site', visit.site],
  ['Date and time', `${visit.visitDate} ${visit.visitTime} (${visit.timeZone})`],
  ['Host', visit.host],
  ['State', visit.state.replaceAll('_', ' ')],
  ['Name', visit.details.name],
  ['Phone', visit.details.phone || null],
  ['E-mail', visit.details.email],
  ['Visitor type', visit.details.visitorType],
  ['Coming from', visit.details.comingFrom],
  ['Address', visit.details.address],
  ['Purpose of visit', visit.details.purposeOfVisit],
  ['Place to visit', visit.details.placeToVisit],
  ['Additional visitors', visit.details.additionalVisitors === null ? null : String(visit.details.additionalVisitors)],
  ['ID (masked as stored)', visit.details.id],
  ['Pass made', visit.times.passMade],
  ['Details given', visit.times.detailsGiven],
  ['Approved', visit.times.approved],
  ['Checked in', visit.times.checkedIn],
  ['Checked out', visit.times.checkedOut],
  ['Called off', visit.times.cancelled],
  ['Photos', visit.photos.length === 0 ? 'none' : visit.photos.map((photo) => `taken ${photo.taken}`).join('; ')],
  ['Under review by security', visit.underReview ? 'yes' : null],
];

/** Writes top to bottom, starting a new page when the next line would not fit. */
class Writer {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly doc: PDFDocument,
    private readonly type: PdfTypesetter,
    private readonly ink: Color,
  ) {
    this.page = doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }

  heading(text: string, size: number): void {
    this.gap(size * 0.6);
    this.lines(this.type.wrap(text, size, PAGE[0] - 2 * MARGIN, 'bold'), 'bold', size);
    this.gap(size * 0.3);
  }

  text(text: string): void {
    this.lines(this.type.wrap(text, BODY, PAGE[0] - 2 * MARGIN), 'regular', BODY);
  }

  fact(label: string, value: string): void {
    this.text(`${label}: ${value}`);
  }

  private gap(points: number): void {
    this.y -= points;
  }

  private lines(lines: readonly string[], weight: PdfWeight, size: number): void {
    for (const line of lines) {
      if (this.y - size < MARGIN) {
        this.page = this.doc.addPage(PAGE);
        this.y = PAGE[1] - MARGIN;
      }
      this.y -= size * 1.35;
      this.type.draw(this.page, line, { x: MARGIN, y: this.y, size, weight, color: this.ink });
    }
  }
}

/**
 * The readable copy of a visitor's data (PRIV-RIGHTS-03): a heading, who they are (their reference),
 * one section per visit with its details and times on the site's clock, then the consents, the
 * documents signed, the mails and the requests. The document's title and subject name the reference; an ID only as its mask.
 */
export class PdfLibVisitorDataDocument extends VisitorDataDocument {
  async pdf(data: YourDataAnswer, madeAt: string): Promise<Uint8Array> {
    const { PDFDocument, rgb } = await loadPdfLib();
    const doc = await PDFDocument.create();
    doc.setTitle(`Your data held by Visitor Desk (reference ${data.reference})`);
    doc.setSubject(`Visitor reference ${data.reference}`);
    doc.setAuthor('Visitor Desk');
    doc.setCreator('Visitor Desk');
    doc.setProducer('Visitor Desk');
    const writer = new Writer(doc, await PdfTypesetter.for(doc), rgb(0.06, 0.13, 0.2));
    writer.heading('Your data held by Visitor Desk', 18);
    writer.fact('Reference', data.reference);
    writer.fact('Made', `${madeAt} (${data.timeZone})`);
    if (data.email) writer.fact('E-mail', data.email);
    if (data.phone) writer.fact('Phone', data.phone);
    writer.text(`${data.visits.length} visit(s), ${data.consents.length} consent record(s), ${data.mails.length} mail(s), ${data.requests.length} request(s).`);
    for (const visit of data.visits) {
      writer.heading(`Visit ${visit.visitId}: ${visit.visitDate} at ${visit.site}`, 13);
      for (const [label, value] of visitFacts(visit)) if (value !== null && value !== '') writer.fact(label, value);
    }
    writer.heading('Consents', 13);
    if (data.consents.length === 0) writer.text('None recorded.');
    for (const consent of data.consents) {
      writer.text(`Visit ${consent.visitId}: notice version ${consent.noticeVersion} (${consent.language}), through the ${consent.channel}, for ${consent.purposes.join(', ')}; given ${consent.given}${consent.withdrawn ? `, withdrawn ${consent.withdrawn}` : ''}.`);
    }
    writer.heading('Documents you signed', 13);
    if (data.signatures.length === 0) writer.text('None.');
    for (const signature of data.signatures) {
      writer.text(`Visit ${signature.visitId}: ${signature.document}, version ${signature.version}, signed as "${signature.typedName}" ${signature.signed} (${signature.channel}); SHA-256 of the version ${signature.hash}.`);
    }
    writer.heading('Mails sent to you', 13);
    if (data.mailsWithheld) writer.text(RIGHTS_MESSAGES.mailsWithheld);
    else if (data.mails.length === 0) writer.text('None recorded.');
    for (const mail of data.mails) writer.text(`${mail.queued}: ${mail.subject}${mail.sent ? ` (sent ${mail.sent})` : ' (not sent yet)'}`);
    writer.heading('Your requests', 13);
    if (data.requests.length === 0) writer.text('None.');
    for (const request of data.requests) writer.text(`Request ${request.id} (${request.kind}), made ${request.made}, due ${request.due}: ${request.status}${request.outcome ? `. ${request.outcome}` : ''}`);
    writer.heading('About the IDs', 13);
    writer.text(`Only the last four characters of an ID (${Object.values(ID_KIND_LABELS).join(', ')}) are kept; the full number is never stored.`);
    return doc.save();
  }
}
