import { inflateSync } from 'node:zlib';

/** The largest font the product unpacks: its files are a few hundred KB unpacked. */
export const SFNT_MAX_BYTES = 4 * 1024 * 1024;

const align4 = (n: number): number => (n + 3) & ~3;

/**
 * A WOFF 1.0 file (W3C, "WOFF File Format 1.0", section 3 to 5) as the plain TrueType/OpenType
 * file it wraps: each table inflated once, the table directory rebuilt. fontkit reads WOFF itself,
 * but inflates a table again on every read of it, and its subsetter reads the glyph table once per
 * glyph: a Devanagari subset took over a second that way.
 */
export const woffToSfnt = (woff: Uint8Array): Uint8Array => {
  const input = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength);
  if (input.length < 44 || input.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF font.');
  const flavor = input.readUInt32BE(4);
  const numTables = input.readUInt16BE(12);
  if (numTables === 0 || 44 + numTables * 20 > input.length) throw new Error('A WOFF font with a broken table directory.');
  const tables = Array.from({ length: numTables }, (_, index) => {
    const at = 44 + index * 20;
    return {
      tag: input.readUInt32BE(at),
      offset: input.readUInt32BE(at + 4),
      compLength: input.readUInt32BE(at + 8),
      origLength: input.readUInt32BE(at + 12),
      checksum: input.readUInt32BE(at + 16),
    };
  });
  const headerLength = 12 + numTables * 16;
  const total = tables.reduce((sum, table) => sum + align4(table.origLength), headerLength);
  if (total > SFNT_MAX_BYTES) throw new Error(`A WOFF font that unpacks to ${total} bytes, more than ${SFNT_MAX_BYTES}.`);
  const output = Buffer.alloc(total);
  output.writeUInt32BE(flavor, 0);
  output.writeUInt16BE(numTables, 4);
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  output.writeUInt16BE(searchRange, 6);
  output.writeUInt16BE(entrySelector, 8);
  output.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = headerLength;
  tables.forEach((table, index) => {
    if (table.offset + table.compLength > input.length) throw new Error('A WOFF table past the end of the file.');
    const stored = input.subarray(table.offset, table.offset + table.compLength);
    const data = table.compLength < table.origLength ? inflateSync(stored, { maxOutputLength: table.origLength }) : stored;
    if (data.length !== table.origLength) throw new Error('A WOFF table whose length is not the one its directory gives.');
    const record = 12 + index * 16;
    output.writeUInt32BE(table.tag, record);
    output.writeUInt32BE(table.checksum, record + 4);
    output.writeUInt32BE(offset, record + 8);
    output.writeUInt32BE(table.origLength, record + 12);
    data.copy(output, offset);
    offset += align4(table.origLength);
  });
  return new Uint8Array(output.buffer, output.byteOffset, output.byteLength);
};
