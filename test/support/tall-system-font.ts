import { readFile, writeFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The font every browser of this machine has (Debian's fonts-dejavu-core, which Chromium's fonts come with). */
const DEJAVU_SANS = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

/**
 * Noto Sans' vertical metrics (ascender 1069, descender 293 per 1000 units of the em), the default
 * sans-serif of many Linux desktops: at 12 px its line box is 17 px, DejaVu Sans' 14 px. Scaled to
 * DejaVu's 2048 units.
 */
const TALL = { ascender: Math.round((1069 * 2048) / 1000), descender: Math.round((293 * 2048) / 1000) } as const;

const tableOffset = (font: Buffer, tag: string): number => {
  const tables = font.readUInt16BE(4);
  for (let i = 0; i < tables; i += 1) {
    const record = 12 + i * 16;
    if (font.toString('latin1', record, record + 4) === tag) return font.readUInt32BE(record + 8);
  }
  throw new Error(`${DEJAVU_SANS} has no ${tag} table`);
};

/**
 * A machine whose only font is a system sans as tall as Noto Sans, for a browser launched with the
 * answered environment (Chromium reads its fonts through fontconfig): DejaVu Sans with the ascender
 * and descender of its `hhea` and `OS/2` tables set to Noto Sans' (FreeType does not check table
 * checksums). Text measured on such a machine (a chart's tick labels) is taller than on this one,
 * whose default sans is DejaVu Sans itself.
 */
export const tallSystemFontEnv = async (): Promise<Record<string, string>> => {
  const dir = await mkdtemp(join(tmpdir(), 'vms-tall-font-'));
  const font = await readFile(DEJAVU_SANS);
  const hhea = tableOffset(font, 'hhea');
  font.writeInt16BE(TALL.ascender, hhea + 4);
  font.writeInt16BE(-TALL.descender, hhea + 6);
  font.writeInt16BE(0, hhea + 8);
  const os2 = tableOffset(font, 'OS/2');
  font.writeInt16BE(TALL.ascender, os2 + 68);
  font.writeInt16BE(-TALL.descender, os2 + 70);
  font.writeInt16BE(0, os2 + 72);
  font.writeUInt16BE(TALL.ascender, os2 + 74);
  font.writeUInt16BE(TALL.descender, os2 + 76);
  await writeFile(join(dir, 'TallSans.ttf'), font);
  const config = join(dir, 'fonts.conf');
  await writeFile(
    config,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <dir>${dir}</dir>\n  <cachedir>${join(dir, 'cache')}</cachedir>\n</fontconfig>\n`,
  );
  return { FONTCONFIG_FILE: config };
};
