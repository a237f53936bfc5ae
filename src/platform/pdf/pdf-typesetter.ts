import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { pdfFontFiles, type PdfFaces, type PdfScript, type PdfWeight } from './pdf-font-files.ts';
import { loadPdfLib, type PdfLib } from './pdf-lib-on-demand.ts';

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
 * The font, its text encoded word by word, each word shaped once in this document: pdf-lib's
 * `drawText` shapes every line it draws (`encodeText`: the glyph ids, each added to the document's
 * subset), and fontkit's Devanagari shaping costs about a quarter of a millisecond a character. A
 * word's glyphs are the same wherever it stands (shaping never joins across a space), and once a
 * word's glyphs are in this document's subset they stay there, so its encoding can be reused.
 */
const shapingWordsOnce = ({ PDFHexString }: PdfLib, font: PDFFont): PDFFont => {
  const encode = font.encodeText.bind(font);
  const words = new Map<string, string>();
  const hexOf = (word: string): string => {
    let hex = words.get(word);
    if (hex === undefined) {
      hex = encode(word).asString();
      words.set(word, hex);
    }
    return hex;
  };
  font.encodeText = (text: string) => PDFHexString.of(text.split(' ').map(hexOf).join(hexOf(' ')));
  return font;
};

/**
 * Writes Unicode text into one PDF with the product's embedded faces (pdf-font-files.ts), each a
 * subset of the glyphs the document uses: a line is cut into runs of one script, each shaped by
 * fontkit (conjuncts, matras and the reph of Devanagari) and drawn after the one before, and the
 * whole line is wrapped in a marked-content span whose ActualText is the line's text in reading
 * order, so a reader copies or searches "शर्मा" as written even where the glyphs are reordered.
 */
export class PdfTypesetter {
  /** Widths at 1 pt of each word (a run of one face without spaces) measured in this document, as shapingWordsOnce encodes them. */
  private readonly widths = new Map<string, number>();

  private constructor(
    private readonly lib: PdfLib,
    private readonly files: PdfFaces,
    private readonly fonts: Readonly<Record<PdfWeight, Readonly<Record<PdfScript, PDFFont>>>>,
  ) {}

  /** Embeds the faces (subset: only the glyphs drawn are written when the document is saved). */
  static async for(pdf: PDFDocument): Promise<PdfTypesetter> {
    const [lib, { faces: files, fontkit }] = await Promise.all([loadPdfLib(), pdfFontFiles()]);
    pdf.registerFontkit(fontkit);
    const embed = async (weight: PdfWeight) => {
      const face = files[weight];
      const [devanagari, latin, latinExt] = await Promise.all([
        pdf.embedFont(face.devanagari.bytes, { subset: true }),
        pdf.embedFont(face.latin.bytes, { subset: true }),
        pdf.embedFont(face['latin-ext'].bytes, { subset: true }),
      ]);
      return { devanagari: shapingWordsOnce(lib, devanagari!), latin: shapingWordsOnce(lib, latin!), 'latin-ext': shapingWordsOnce(lib, latinExt!) };
    };
    const [regular, bold] = await Promise.all([embed('regular'), embed('bold')]);
    return new PdfTypesetter(lib, files, { regular, bold });
  }

  /** The width in points of one line of text. */
  width(text: string, size: number, weight: PdfWeight = 'regular'): number {
    return this.runs(oneLine(text), weight).reduce((sum, run) => sum + this.runWidth(run, weight) * size, 0);
  }

  /** A run's width at 1 pt: its words' widths, cached, and its spaces'. */
  private runWidth(run: Run, weight: PdfWeight): number {
    const font = this.fonts[weight][run.script];
    let width = 0;
    for (const [index, word] of run.text.split(' ').entries()) {
      if (index > 0) width += this.measure(font, ' ', weight, run.script);
      if (word !== '') width += this.measure(font, word, weight, run.script);
    }
    return width;
  }

  private measure(font: PDFFont, text: string, weight: PdfWeight, script: PdfScript): number {
    const key = `${weight} ${script} ${text}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      width = font.widthOfTextAtSize(text, 1);
      this.widths.set(key, width);
    }
    return width;
  }

  /** Draws one line of text with its left end at (x, y), the baseline. */
  draw(page: PDFPage, text: string, at: { x: number; y: number; size: number; weight?: PdfWeight; color?: Color }): void {
    const { PDFHexString, PDFName, PDFOperator, PDFOperatorNames, rgb } = this.lib;
    const line = oneLine(text);
    const weight = at.weight ?? 'regular';
    // An inline property list: `<</ActualText <FEFF…>>>`, the text as UTF-16BE hex (no escaping to get wrong).
    const span = `<</ActualText ${PDFHexString.fromText(line).toString()}>>`;
    page.pushOperators(PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of('Span'), span]));
    let x = at.x;
    for (const run of this.runs(line, weight)) {
      page.drawText(run.text, { x, y: at.y, size: at.size, font: this.fonts[weight][run.script], color: at.color ?? rgb(0, 0, 0) });
      x += this.runWidth(run, weight) * at.size;
    }
    page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
  }

  /**
   * Lines no wider than `width`: each paragraph (`\n`) broken at spaces; a word wider than a line is
   * cut between grapheme clusters, never inside a Devanagari syllable's matras.
   */
  wrap(text: string, size: number, width: number, weight: PdfWeight = 'regular'): string[] {
    const space = this.width(' ', size, weight);
    const lines: string[] = [];
    for (const paragraph of neutralisePdfText(text).split('\n')) {
      let line = '';
      let lineWidth = 0;
      for (const word of paragraph.split(' ')) {
        // The line's width is its words' and spaces' (runWidth's rule), so a word is measured once.
        const wordWidth = this.width(word, size, weight);
        const nextWidth = line === '' ? wordWidth : lineWidth + space + wordWidth;
        if (nextWidth <= width) {
          line = line === '' ? word : `${line} ${word}`;
          lineWidth = nextWidth;
          continue;
        }
        if (line !== '') lines.push(line);
        // A word wider than a line, cut between grapheme clusters, each measured alone (and once):
        // measuring the growing piece would shape it again for every cluster added.
        line = '';
        lineWidth = 0;
        for (const { segment } of graphemes.segment(word)) {
          const segmentWidth = this.width(segment, size, weight);
          if (line !== '' && lineWidth + segmentWidth > width) {
            lines.push(line);
            line = '';
            lineWidth = 0;
          }
          line += segment;
          lineWidth += segmentWidth;
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
