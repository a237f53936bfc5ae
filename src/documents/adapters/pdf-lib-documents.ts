import { createHash } from 'node:crypto';
import type { PDFDocument, PDFPage } from 'pdf-lib';
import { SIGNATURE_MAX_HEIGHT, SIGNATURE_MAX_WIDTH, SIGNATURE_PNG_MAX_BYTES } from '#contract/site-documents.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { PdfWeight } from '../../platform/pdf/pdf-font-files.ts';
import { loadPdfLib } from '../../platform/pdf/pdf-lib-on-demand.ts';
import { neutralisePdfText, PdfTypesetter } from '../../platform/pdf/pdf-typesetter.ts';
import { ContentHasher, DrawingInspector, PdfInspector, SignedCopyRenderer, type SignedCopyContent } from '../application/ports.ts';

/** SHA-256 with Node's crypto. */
export class NodeContentHasher extends ContentHasher {
  sha256(bytes: Uint8Array): string {
    return createHash('sha256').update(bytes).digest('hex');
  }
}

/** A published PDF must open with pdf-lib (the same library that copies its pages into each signed copy) and have a page. */
export class PdfLibInspector extends PdfInspector {
  async check(bytes: Uint8Array): Promise<void> {
    // The header first: pdf-lib is lenient about what precedes it, a stored document should not be.
    if (Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-') throw new DomainError('document.pdf_invalid');
    // Outside the try: a library that fails to load is the server's fault, not the document's.
    const { PDFDocument } = await loadPdfLib();
    try {
      const document = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true });
      if (document.getPageCount() < 1) throw new Error('no page');
    } catch {
      throw new DomainError('document.pdf_invalid');
    }
  }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A drawn signature is a PNG (its signature bytes and its IHDR chunk first), at most 64 KB and
 * 1200 × 600 pixels, read from its header before pdf-lib ever decodes it.
 */
export class PngDrawingInspector extends DrawingInspector {
  check(bytes: Uint8Array): void {
    const png = Buffer.from(bytes);
    const valid =
      png.length > 24 &&
      png.length <= SIGNATURE_PNG_MAX_BYTES &&
      png.subarray(0, 8).equals(PNG_SIGNATURE) &&
      png.subarray(12, 16).toString('latin1') === 'IHDR' &&
      png.readUInt32BE(16) >= 1 &&
      png.readUInt32BE(16) <= SIGNATURE_MAX_WIDTH &&
      png.readUInt32BE(20) >= 1 &&
      png.readUInt32BE(20) <= SIGNATURE_MAX_HEIGHT;
    if (!valid) throw new DomainError('document.drawing_invalid');
  }
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const SIZE = 10;
const LEADING = 14;

/**
 * The drawn signature (ADR 57) under the signature's lines, at most 240 × 100 points, on a page of its
 * own when the last has no room. Its PNG passed the header check (PngDrawingInspector) before this
 * decodes it.
 */
const drawSignature = async (pdf: PDFDocument, at: { page: PDFPage; y: number }, png: Uint8Array): Promise<void> => {
  const image = await pdf.embedPng(png);
  const scale = Math.min(1, 240 / image.width, 100 / image.height);
  const [width, height] = [image.width * scale, image.height * scale];
  const room = at.y - height >= MARGIN;
  const page = room ? at.page : pdf.addPage(A4);
  const top = room ? at.y : A4[1] - MARGIN;
  page.drawImage(image, { x: MARGIN, y: top - height, width, height });
};

/**
 * The signed copy (PRIV-DOCS-04), with pdf-lib: the version's words (its text, or its PDF's pages
 * copied in), then a signature page with the signer's typed name, the drawn signature if any, the
 * time on the site's clock, the version and its SHA-256. The metadata carry the version and the hash
 * too (subject and keywords), and every date is the signing time, so the copy is the same bytes for
 * the same signature.
 */
export class PdfLibSignedCopyRenderer extends SignedCopyRenderer {
  async render(content: SignedCopyContent): Promise<Uint8Array> {
    const { PDFDocument, rgb } = await loadPdfLib();
    const pdf = await PDFDocument.create();
    const type = await PdfTypesetter.for(pdf);
    const width = A4[0] - 2 * MARGIN;
    let page: PDFPage = pdf.addPage(A4);
    let y = A4[1] - MARGIN;
    const line = (text: string, options: { weight?: PdfWeight; size?: number } = {}) => {
      if (y < MARGIN + LEADING) {
        page = pdf.addPage(A4);
        y = A4[1] - MARGIN;
      }
      type.draw(page, text, { x: MARGIN, y, size: options.size ?? SIZE, weight: options.weight ?? 'regular', color: rgb(0, 0, 0) });
      y -= options.size ? options.size + 6 : LEADING;
    };
    const lines = (text: string, options: { weight?: PdfWeight; size?: number } = {}) => {
      for (const one of type.wrap(text, options.size ?? SIZE, width, options.weight)) line(one, options);
    };

    lines(`${content.title} (version ${content.version})`, { weight: 'bold', size: 14 });
    lines(content.siteName);
    y -= LEADING / 2;
    if (content.text !== null) {
      lines(content.text);
    } else if (content.pdf) {
      const original = await PDFDocument.load(content.pdf, { updateMetadata: false });
      const pages = await pdf.copyPages(original, original.getPageIndices());
      for (const copied of pages) pdf.addPage(copied);
      page = pdf.addPage(A4);
      y = A4[1] - MARGIN;
    }

    y -= LEADING;
    line('Signature', { weight: 'bold', size: 12 });
    lines(`Signed by: ${content.typedName}`);
    lines(`Signed at: ${content.signedAtOnSite}`);
    line(`Signed through: ${content.channel === 'kiosk' ? 'the reception kiosk' : 'the visitor details form'}`);
    lines(`Document: ${content.title}, version ${content.version}`);
    line(`SHA-256 of the version: ${content.versionHash}`);
    if (content.drawing) await drawSignature(pdf, { page, y }, content.drawing);

    // The metadata are text strings (UTF-16 where needed): Devanagari as written, controls dropped.
    pdf.setTitle(neutralisePdfText(`${content.title}, signed`));
    pdf.setSubject(neutralisePdfText(`${content.title} version ${content.version} sha256 ${content.versionHash}`));
    pdf.setKeywords([`document:${content.documentId}`, `version:${content.version}`, `sha256:${content.versionHash}`]);
    pdf.setAuthor(neutralisePdfText(content.typedName));
    pdf.setProducer('Visitor Desk');
    pdf.setCreator('Visitor Desk');
    pdf.setCreationDate(content.signedAt);
    pdf.setModificationDate(content.signedAt);
    return pdf.save();
  }
}
