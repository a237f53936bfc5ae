import { open } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Font } from '@pdf-lib/fontkit';
import type { PDFDocument } from 'pdf-lib';
import { loadFontkit, type FontkitEngine } from './pdf-lib-on-demand.ts';
import { woffToSfnt } from './woff-to-sfnt.ts';

/**
 * The faces every PDF the product writes draws its text with: Noto Sans Devanagari (SIL Open Font
 * Licence 1.1, its LICENSE in the pinned @fontsource/noto-sans-devanagari package), in the package's
 * three Unicode subsets (Devanagari, Latin, Latin Extended), regular and bold. One family covers a
 * Hindi notice, an English document and a name in either script with matching shapes.
 * docs/adr/0058-unicode-fonts-in-pdfs.md.
 */
export const PDF_SCRIPTS = ['devanagari', 'latin', 'latin-ext'] as const;
export type PdfScript = (typeof PDF_SCRIPTS)[number];
export type PdfWeight = 'regular' | 'bold';

const WEIGHTS: Record<PdfWeight, number> = { regular: 400, bold: 700 };

/** The largest of the files is about 72 KB; a file past this is not the one the package ships, and is not read. */
export const PDF_FONT_FILE_MAX_BYTES = 512 * 1024;

/** One face: its TrueType bytes, unpacked from the package's WOFF (pdf-lib embeds a subset of them), and the code points it has a glyph for. */
export interface PdfFontFile {
  readonly bytes: Uint8Array;
  readonly codePoints: ReadonlySet<number>;
}

/** Each face parsed once: fontkit keeps its shaping plan and glyphs with the parsed font. */
const parsed = new WeakMap<Uint8Array, Font>();

export type PdfFaces = Readonly<Record<PdfWeight, Readonly<Record<PdfScript, PdfFontFile>>>>;

/**
 * The faces, and the font engine handed to pdf-lib: the face already parsed for the product's own
 * files, so a PDF does not unpack and re-plan them (a Devanagari line's first shaping costs some 60 ms
 * on a fresh parse, a few hundredths after). A parsed font holds no state of one document: pdf-lib
 * makes its subset per document.
 */
export interface PdfFontFiles {
  readonly faces: PdfFaces;
  readonly fontkit: Parameters<PDFDocument['registerFontkit']>[0];
}

const fileName = (script: PdfScript, weight: PdfWeight): string =>
  `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-${script}-${WEIGHTS[weight]}-normal.woff`;

/** Reads at most PDF_FONT_FILE_MAX_BYTES, refusing a larger file before reading it. */
const readBounded = async (path: string): Promise<Uint8Array> => {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    if (size > PDF_FONT_FILE_MAX_BYTES) throw new Error(`The PDF font ${path} has ${size} bytes, more than the ${PDF_FONT_FILE_MAX_BYTES} allowed.`);
    const bytes = new Uint8Array(size);
    const { bytesRead } = await handle.read(bytes, 0, size, 0);
    return bytes.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
};

const loadFile = async (fontkit: FontkitEngine, script: PdfScript, weight: PdfWeight): Promise<PdfFontFile> => {
  const bytes = woffToSfnt(await readBounded(createRequire(import.meta.url).resolve(fileName(script, weight))));
  const font = fontkit.create(bytes);
  parsed.set(bytes, font);
  return { bytes, codePoints: new Set(font.characterSet) };
};

const loadAll = async (): Promise<PdfFontFiles> => {
  const fontkit = await loadFontkit();
  const faces = async (weight: PdfWeight) => {
    const [devanagari, latin, latinExt] = await Promise.all(PDF_SCRIPTS.map((script) => loadFile(fontkit, script, weight)));
    return { devanagari: devanagari!, latin: latin!, 'latin-ext': latinExt! };
  };
  const [regular, bold] = await Promise.all([faces('regular'), faces('bold')]);
  return {
    faces: { regular, bold },
    fontkit: { create: (bytes, postscriptName) => parsed.get(bytes) ?? fontkit.create(bytes, postscriptName) },
  };
};

let loading: Promise<PdfFontFiles> | undefined;

/**
 * The font files, read once per process on the first PDF and kept (fontkit imported then too): they
 * are the package's fixed files (about 180 KB in all), not state. A failed read is not kept, so the
 * next PDF tries again.
 */
export const pdfFontFiles = (): Promise<PdfFontFiles> => {
  loading ??= loadAll().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
};
