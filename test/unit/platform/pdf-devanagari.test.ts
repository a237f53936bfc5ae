import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { YourDataAnswer } from '#contract/api/rights-answers.ts';
import { pdfLines } from '../../support/pdf-text.ts';
import { PdfLibSignedCopyRenderer } from '../../../src/documents/adapters/pdf-lib-documents.ts';
import { neutralisePdfText } from '../../../src/platform/pdf/pdf-typesetter.ts';
import { PdfLibVisitorDataDocument } from '../../../src/privacy/adapters/pdf-lib-visitor-data-document.ts';

const NAME = 'अनन्या शर्मा';
const NOTICE = 'इस क्षेत्र में हस्ताक्षर से पहले गोपनीयता की शर्तें पढ़ें।';

const signedCopy = (text: string, typedName = NAME) => {
  const versionHash = createHash('sha256').update(text).digest('hex');
  return {
    versionHash,
    render: () =>
      new PdfLibSignedCopyRenderer().render({
        siteName: 'पुणे कार्यालय',
        title: 'गोपनीयता समझौता',
        documentId: 4,
        version: 3,
        versionHash,
        text,
        pdf: null,
        typedName,
        drawing: null,
        signedAt: new Date('2026-11-29T10:00:00Z'),
        signedAtOnSite: '29-11-2026 03:30 PM',
        channel: 'link',
      }),
  };
};

/**
 * PDFs in Devanagari (issue 31): the signed copy and the visitor's data download embed Noto Sans
 * Devanagari, so Hindi is drawn as shaped glyphs a reader maps back to the same text (ToUnicode),
 * and each line carries its text in reading order (ActualText) — never `?`.
 */
describe('PDFs in Devanagari', () => {
  it('should write a Hindi document and signer into the signed copy as glyphs that read back as the text, with its version and hash', async () => {
    const { versionHash, render } = signedCopy(NOTICE);
    const bytes = await render();
    const lines = await pdfLines(bytes);
    const actual = lines.map((line) => line.actual);
    expect(actual).toEqual(expect.arrayContaining(['गोपनीयता समझौता (version 3)', 'पुणे कार्यालय', NOTICE, `Signed by: ${NAME}`]));
    // The glyphs themselves map back through ToUnicode: conjuncts (क्ष, त्र, स्त) and matras whole (a
    // reordered glyph, the i-matra or the reph of शर्मा, reads in visual order there: ActualText has the text).
    const glyphs = lines.map((line) => line.glyphs).join('\n');
    for (const word of ['क्षेत्र', 'हस्ताक्षर', 'गोपनीयता', 'अनन्या', 'पढ़ें']) expect(glyphs).toContain(word);
    expect(glyphs).not.toMatch(/[?\ufffd]/);
    const copy = await PDFDocument.load(bytes);
    expect(copy.getKeywords()).toBe(`document:4 version:3 sha256:${versionHash}`);
    expect(copy.getSubject()).toBe(`गोपनीयता समझौता version 3 sha256 ${versionHash}`);
    expect(copy.getAuthor()).toBe(NAME);
    // Subset: only the glyphs drawn are embedded, so a copy stays small.
    expect(bytes.length).toBeLessThan(40_000);
  });

  it('should wrap a long Hindi text within the page, between syllables', async () => {
    const text = Array.from({ length: 60 }, () => 'हस्ताक्षर').join(' ');
    const lines = await pdfLines(await signedCopy(text).render());
    const body = lines.filter((line) => line.actual.startsWith('हस्ताक्षर'));
    expect(body.length).toBeGreaterThan(1);
    expect(body.map((line) => line.actual).join(' ')).toBe(text);
  });

  it('should drop control and direction characters, and draw a character no face has as ? while its line keeps it', async () => {
    expect(neutralisePdfText('a\u0000b\u0007c\u202ed\u2066e\r\nf\tg\u200dh\ud800')).toBe('abcde\nf g\u200dh');
    const lines = await pdfLines(await signedCopy('ok', 'Asha 🙂 Rao\u202e').render());
    expect(lines).toContainEqual({ actual: 'Signed by: Asha 🙂 Rao', glyphs: 'Signed by: Asha ? Rao' });
  });

  it('should write a Hindi name, place and signed document into the visitor data download as readable text', async () => {
    const data: YourDataAnswer = {
      reference: 'V-7Q2K',
      email: 'ananya@guest.test',
      phone: null,
      timeZone: 'Asia/Kolkata',
      visits: [
        {
          visitId: 12,
          site: 'पुणे कार्यालय',
          timeZone: 'Asia/Kolkata',
          state: 'checked_out',
          host: 'Ravi Kumar',
          visitDate: '29-11-2026',
          visitTime: '11:00 AM',
          details: { name: NAME, phone: '9876543210', email: 'ananya@guest.test', visitorType: 'Guest', comingFrom: 'नई दिल्ली', address: null, purposeOfVisit: 'बैठक', placeToVisit: null, additionalVisitors: null, id: 'XXXX XXXX 1234' },
          times: { passMade: '28-11-2026 05:00 PM', detailsGiven: '28-11-2026 06:00 PM', approved: null, checkedIn: null, checkedOut: null, cancelled: null },
          photos: [],
          underReview: false,
        },
      ],
      consents: [{ visitId: 12, noticeVersion: 1, language: 'hi', channel: 'link', purposes: ['visit_processing'], given: '28-11-2026 06:00 PM', withdrawn: null }],
      mails: [],
      mailsWithheld: false,
      requests: [],
      signatures: [{ visitId: 12, document: 'गोपनीयता समझौता', version: 3, hash: 'ab'.repeat(32), typedName: NAME, signed: '28-11-2026 06:00 PM', channel: 'link' }],
    };
    const lines = await pdfLines(await new PdfLibVisitorDataDocument().pdf(data, '29-11-2026 10:00 AM'));
    const actual = lines.map((line) => line.actual);
    expect(actual).toEqual(expect.arrayContaining(['Visit 12: 29-11-2026 at पुणे कार्यालय', `Name: ${NAME}`, 'Coming from: नई दिल्ली', 'Purpose of visit: बैठक']));
    expect(actual.join(' ')).toContain(`Visit 12: गोपनीयता समझौता, version 3, signed as "${NAME}" 28-11-2026 06:00 PM (link); SHA-256 of the version ${'ab'.repeat(32)}.`);
    const glyphs = lines.map((line) => line.glyphs).join('\n');
    for (const word of ['अनन्या', 'पुणे', 'बैठक']) expect(glyphs).toContain(word);
    expect(glyphs).not.toMatch(/[?\ufffd]/);
  });
});
