import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { CopyBinaryExportEncoder, type ExportField } from '../../../src/visits/adapters/mikro-orm/copy-binary-export-encoder.ts';

const FIELDS: ExportField[] = [
  { name: 'id', kind: 'int4' },
  { name: 'name', kind: 'text' },
  { name: 'visit_date', kind: 'date' },
  { name: 'visit_time', kind: 'time' },
  { name: 'host', kind: 'host' },
  { name: 'additional_visitors', kind: 'int2' },
  { name: 'details_submitted', kind: 'bool' },
  { name: 'check_in', kind: 'timestamptz' },
];
const HOSTS = new Map([[7, { email: 'priya@example.com', name: 'Priya, "P" Rao' }]]);
const US_PER_DAY = 86_400_000_000;

/** PostgreSQL's binary COPY format, written by hand: a header, rows of length-prefixed fields, a trailer. */
const copyStream = (rows: readonly (readonly (Buffer | null)[])[]): Buffer => {
  const int16 = (value: number) => Buffer.from([(value >> 8) & 0xff, value & 0xff]);
  const int32 = (value: number) => {
    const bytes = Buffer.alloc(4);
    bytes.writeInt32BE(value);
    return bytes;
  };
  const parts: Buffer[] = [Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), int32(0), int32(0)];
  for (const row of rows) {
    parts.push(int16(row.length));
    for (const field of row) parts.push(...(field ? [int32(field.length), field] : [int32(-1)]));
  }
  parts.push(int16(-1));
  return Buffer.concat(parts);
};
const int4 = (value: number) => Buffer.from([value >>> 24, (value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff]);
const int8 = (value: number) => {
  const bytes = Buffer.alloc(8);
  bytes.writeBigInt64BE(BigInt(value));
  return bytes;
};
const STREAM = copyStream([
  // 2026-11-21 (9821 days after 2000-01-01) at 14:30, in at 18:29:59.9995 UTC on 2026-03-01
  [int4(1), Buffer.from('Plain'), int4(9821), int8(14.5 * 3_600_000_000), int4(7), Buffer.from([0, 3]), Buffer.from([1]), int8(9556 * US_PER_DAY + 66_599_999_500)],
  [int4(2), Buffer.from('Comma, "quoted"\nराहुल 😀'), int4(0), int8(0), int4(99), null, Buffer.from([0]), null],
  [int4(-3), Buffer.from('Ctl\u0001\\'), int4(-1), int8(23.5 * 3_600_000_000), int4(7), Buffer.from([0xff, 0xfe]), Buffer.from([1]), int8(-1)],
]);

/** Names a spreadsheet would read as formulas (OWASP's leads, and a full-width `＝`), and names it would not. */
const FORMULAS = ['=HYPERLINK("http://evil.example","x")', "+cmd|' /C calc'!A0", '-2+3', '@SUM(A1)', '\tTab first', '\rCR first', '\uff1dSUM(A1)'];
const HARMLESS = ['Plain', 'a=b', 'ends with =', ' =spaced', '\uff21 full-width A', ''];
const FORMULA_HOSTS = new Map([...HOSTS, [8, { email: '@evil.example', name: '=1+1' }]]);
const FORMULA_STREAM = copyStream(
  [...FORMULAS, ...HARMLESS].map((name, i) => [int4(-1 - i), Buffer.from(name), int4(0), int8(0), int4(i === 0 ? 8 : 7), Buffer.from([0xff, 0xfe]), Buffer.from([0]), null]),
);

const encode = (format: 'csv' | 'json' | 'ndjson', pieces: readonly Buffer[], hosts = HOSTS) => {
  const encoder = new CopyBinaryExportEncoder(FIELDS, format, hosts);
  const out: Buffer[] = [];
  let rows = 0;
  for (const piece of pieces) {
    const chunk = encoder.push(piece);
    out.push(Buffer.from(chunk.bytes));
    rows += chunk.rows;
  }
  encoder.end();
  return { text: Buffer.concat(out).toString('utf8'), rows };
};

describe(CopyBinaryExportEncoder.name, () => {
  it('should write each row as CSV with RFC 4180 quoting and CRLF', () => {
    expect(encode('csv', [STREAM])).toEqual({
      rows: 3,
      text:
        '1,Plain,21-11-2026,02:30 PM,priya@example.com,"Priya, ""P"" Rao",3,true,2026-03-01T18:29:59.999Z\r\n' +
        '2,"Comma, ""quoted""\nराहुल 😀",01-01-2000,12:00 AM,,,0,false,\r\n' +
        '-3,Ctl\u0001\\,31-12-1999,11:30 PM,priya@example.com,"Priya, ""P"" Rao",-2,true,1999-12-31T23:59:59.999Z\r\n',
    });
  });

  it('should write each row as JSON.stringify would, one a line or in an array', () => {
    const objects = [
      { id: 1, name: 'Plain', visit_date: '21-11-2026', visit_time: '02:30 PM', host_email: 'priya@example.com', host_name: 'Priya, "P" Rao', additional_visitors: 3, details_submitted: true, check_in: '2026-03-01T18:29:59.999Z' },
      { id: 2, name: 'Comma, "quoted"\nराहुल 😀', visit_date: '01-01-2000', visit_time: '12:00 AM', host_email: '', host_name: '', additional_visitors: 0, details_submitted: false, check_in: '' },
      { id: -3, name: 'Ctl\u0001\\', visit_date: '31-12-1999', visit_time: '11:30 PM', host_email: 'priya@example.com', host_name: 'Priya, "P" Rao', additional_visitors: -2, details_submitted: true, check_in: '1999-12-31T23:59:59.999Z' },
    ];
    expect(encode('ndjson', [STREAM])).toEqual({ rows: 3, text: objects.map((o) => `${JSON.stringify(o)}\n`).join('') });
    expect(encode('json', [STREAM])).toEqual({ rows: 3, text: `\n${objects.map((o) => JSON.stringify(o)).join(',\n')}` });
  });

  it('should give the same bytes however the stream is cut into chunks', () => {
    for (const [stream, hosts] of [[STREAM, HOSTS], [FORMULA_STREAM, FORMULA_HOSTS]] as const) {
      for (const format of ['csv', 'json', 'ndjson'] as const) {
        const whole = encode(format, [stream], hosts);
        for (let cut = 0; cut <= stream.length; cut += 1) {
          expect(encode(format, [stream.subarray(0, cut), stream.subarray(cut)], hosts)).toEqual(whole);
        }
        expect(encode(format, Array.from(stream, (_, i) => stream.subarray(i, i + 1)), hosts)).toEqual(whole);
      }
    }
  });

  it('should put a single quote before a text cell a spreadsheet would read as a formula, host names included, and nowhere else', () => {
    const encoder = new CopyBinaryExportEncoder(FIELDS, 'csv', FORMULA_HOSTS);
    const text = Buffer.from(encoder.push(FORMULA_STREAM).bytes).toString('utf8');
    encoder.end();
    const rows = parse(text) as string[][];
    // A real CSV reader keeps the quote as part of the cell: that is what a spreadsheet shows as text.
    expect(rows.map((row) => row[1])).toEqual([...FORMULAS.map((name) => `'${name}`), ...HARMLESS]);
    expect(rows[0]!.slice(4, 6)).toEqual(["'@evil.example", "'=1+1"]);
    // Numbers stay numbers: a negative id or count is not text.
    expect(rows.map((row) => [row[0], row[6]])).toEqual(rows.map((_, i) => [String(-1 - i), '-2']));
    // JSON is for programs: the values as stored.
    const json = new CopyBinaryExportEncoder(FIELDS, 'ndjson', FORMULA_HOSTS);
    const objects = Buffer.from(json.push(FORMULA_STREAM).bytes).toString('utf8').trim().split('\n').map((line) => JSON.parse(line) as { name: string });
    expect(objects.map((object) => object.name)).toEqual([...FORMULAS, ...HARMLESS]);
  });

  it('should refuse a stream that ends early or has other columns', () => {
    expect(() => encode('csv', [STREAM.subarray(0, STREAM.length - 2)])).toThrow('ended early');
    expect(() => encode('csv', [copyStream([[int4(1)]])])).toThrow('expected 8 columns, got 1');
    expect(() => encode('csv', [Buffer.from('id,name\r\n1,x\r\n and more text')])).toThrow('not a binary COPY stream');
  });
});
