import { PDFHexString, PDFName, PDFOperator, PDFOperatorNames, rgb, type Color, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { pdfFontFiles, pdfFontkit, type PdfFontFiles, type PdfScript, type PdfWeight } from './pdf-font-files.ts';

/**
 * Text as a PDF may hold it: line ends made `\n`, a tab a space; control characters (C0 but `\n`,
 * DEL, C1), the direction marks and overrides that could make a line read other than it is stored,
 * a byte-order mark and a lone surrogate are dropped. ZWJ and ZWNJ stay: they choose a Devanagari
 * conjunct's form.
 */
export const neutralisePdfText = (text: string): string =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what this drops.
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '');

/** One line's text, neutralised, on one line. */
const oneLine = (text: string): string => neutralisePdfText(text).replace(/\n/g, ' ');

/** The Devanagari blocks: the script, its extended forms and Vedic signs. */
const isDevanagari = (codePoint: number): boolean =>
  (codePoint >= 0x0900 && codePoint <= 0x097f) || (codePoint >= 0xa8e0 && codePoint <= 0xa8ff) || (codePoint >= 0x1cd0 && codePoint <= 0x1cff) || (codePoint >= 0x11b00 && codePoint <= 0x11b09);

/** Characters of no script of their own: spaces, the joiners, the dotted circle. They stay in the run they are in, so a Hindi phrase is shaped as one. */
const isShared = (codePoint: number): boolean => codePoint === 0x20 || codePoint === 0xa0 || codePoint === 0x200c || codePoint === 0x200d || codePoint === 0x25cc;

/** What a character no face has a glyph for is drawn as (an emoji, a CJK ideograph); the line's ActualText keeps the character. */
const MISSING = '?';

interface Run {
  readonly script: PdfScript;
  text: string;
}

const graphemes = new Intl.Segmenter('hi', { granularity: 'grapheme' });

/**
 * Writes Unicode text into one PDF with the product's embedded faces (pdf-font-files.ts), each a
 * subset of the glyphs the document uses: a line is cut into runs of one script, each shaped by
 * fontkit (conjuncts, matras and the reph of Devanagari) and drawn after the one before, and the
 * whole line is wrapped in a marked-content span whose ActualText is the line's text in reading
 * order, so a reader copies or searches "शर्मा" as written even where the glyphs are reordered.
 */
export class PdfTypesetter {
  private constructor(
    private readonly files: PdfFontFiles,
    private readonly fonts: Readonly<Record<PdfWeight, Readonly<Record<PdfScript, PDFFont>>>>,
  ) {}

  /** Embeds the faces (subset: only the glyphs drawn are written when the document is saved). */
  static async for(pdf: PDFDocument): Promise<PdfTypesetter> {
    const files = await pdfFontFiles();
    pdf.registerFontkit(pdfFontkit);
    const embed = async (weight: PdfWeight) => {
      const face = files[weight];
      const [devanagari, latin, latinExt] = await Promise.all([
        pdf.embedFont(face.devanagari.bytes, { subset: true }),
        pdf.embedFont(face.latin.bytes, { subset: true }),
        pdf.embedFont(face['latin-ext'].bytes, { subset: true }),
      ]);
      return { devanagari, latin, 'latin-ext': latinExt };
    };
    const [regular, bold] = await Promise.all([embed('regular'), embed('bold')]);
    return new PdfTypesetter(files, { regular, bold });
  }

  /** The width in points of one line of text. */
  width(text: string, size: number, weight: PdfWeight = 'regular'): number {
    return this.runs(oneLine(text), weight).reduce((sum, run) => sum + this.fonts[weight][run.script].widthOfTextAtSize(run.text, size), 0);
  }

  /** Draws one line of text with its left end at (x, y), the baseline. */
  draw(page: PDFPage, text: string, at: { x: number; y: number; size: number; weight?: PdfWeight; color?: Color }): void {
    const line = oneLine(text);
    const weight = at.weight ?? 'regular';
    // An inline property list: `<</ActualText <FEFF…>>>`, the text as UTF-16BE hex (no escaping to get wrong).
    const span = `<</ActualText ${PDFHexString.fromText(line).toString()}>>`;
    page.pushOperators(PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of('Span'), span]));
    let x = at.x;
    for (const run of this.runs(line, weight)) {
      const font = this.fonts[weight][run.script];
      page.drawText(run.text, { x, y: at.y, size: at.size, font, color: at.color ?? rgb(0, 0, 0) });
      x += font.widthOfTextAtSize(run.text, at.size);
    }
    page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
  }

  /**
   * Lines no wider than `width`: each paragraph (`\n`) broken at spaces; a word wider than a line is
   * cut between grapheme clusters, never inside a Devanagari syllable's matras.
   */
  wrap(text: string, size: number, width: number, weight: PdfWeight = 'regular'): string[] {
    const fits = (candidate: string) => this.width(candidate, size, weight) <= width;
    const lines: string[] = [];
    for (const paragraph of neutralisePdfText(text).split('\n')) {
      let line = '';
      for (const word of paragraph.split(' ')) {
        const next = line === '' ? word : `${line} ${word}`;
        if (fits(next)) {
          line = next;
          continue;
        }
        if (line !== '') lines.push(line);
        line = '';
        for (const { segment } of graphemes.segment(word)) {
          if (line !== '' && !fits(line + segment)) {
            lines.push(line);
            line = '';
          }
          line += segment;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  /** The line cut into runs of one face each; a character no face has becomes MISSING. */
  private runs(line: string, weight: PdfWeight): Run[] {
    const faces = this.files[weight];
    const runs: Run[] = [];
    for (const character of line) {
      const codePoint = character.codePointAt(0)!;
      const last = runs.at(-1);
      if (last && isShared(codePoint) && faces[last.script].codePoints.has(codePoint)) {
        last.text += character;
        continue;
      }
      const script: PdfScript | undefined = isDevanagari(codePoint)
        ? 'devanagari'
        : (['latin', 'latin-ext', 'devanagari'] as const).find((one) => faces[one].codePoints.has(codePoint));
      const [face, drawn] = script && faces[script].codePoints.has(codePoint) ? [script, character] : (['latin', MISSING] as const);
      if (last?.script === face) last.text += drawn;
      else runs.push({ script: face, text: drawn });
    }
    return runs;
  }
}
