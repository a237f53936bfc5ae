import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFRef, type PDFObject } from 'pdf-lib';

/** One line the product drew: its ActualText, and the text its glyphs map back to through the fonts' ToUnicode maps. */
export interface PdfLine {
  readonly actual: string;
  readonly glyphs: string;
}

const utf16 = (hex: string): string => Buffer.from(hex, 'hex').swap16().toString('utf16le');

/** A pdf-lib ToUnicode CMap (`<glyph> <UTF-16BE>` pairs between beginbfchar and endbfchar). */
const toUnicode = (cmap: string): Map<string, string> => {
  const map = new Map<string, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, glyph, text] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(glyph!.toUpperCase(), utf16(text!));
  }
  return map;
};

const streamText = (stream: PDFObject | undefined): string =>
  stream instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1') : '';

/**
 * The lines of a PDF the product wrote (pdf-typesetter.ts: each line a `/Span` with ActualText,
 * its runs drawn as hex glyph ids with a Type 0 font), read back as a text extractor would: the
 * glyphs through each font's ToUnicode map (a glyph without one reads as U+FFFD).
 */
export const pdfLines = async (bytes: Uint8Array): Promise<PdfLine[]> => {
  const pdf = await PDFDocument.load(bytes);
  const lines: PdfLine[] = [];
  for (const page of pdf.getPages()) {
    const fonts = new Map<string, Map<string, string>>();
    const fontDict = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
    for (const [name, ref] of fontDict?.entries() ?? []) {
      const font = pdf.context.lookup(ref as PDFRef, PDFDict);
      fonts.set(name.decodeText(), toUnicode(streamText(pdf.context.lookup(font.get(PDFName.of('ToUnicode'))))));
    }
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((one) => pdf.context.lookup(one)) : [contents];
    const content = streams.map(streamText).join('\n');
    let font = new Map<string, string>();
    let line: { actual: string; glyphs: string } | null = null;
    for (const [, span, fontName, glyphs, end] of content.matchAll(/\/ActualText <([0-9A-Fa-f]+)>>> BDC|\/(\S+) [\d.]+ Tf|<([0-9A-Fa-f]*)> Tj|(EMC)/g)) {
      if (span !== undefined) line = { actual: utf16(span).replace(/^\ufeff/, ''), glyphs: '' };
      else if (fontName !== undefined) font = fonts.get(fontName) ?? new Map();
      else if (glyphs !== undefined && line) line.glyphs += (glyphs.toUpperCase().match(/.{4}/g) ?? []).map((id) => font.get(id) ?? '\ufffd').join('');
      else if (end !== undefined && line) {
        lines.push(line);
        line = null;
      }
    }
  }
  return lines;
};
