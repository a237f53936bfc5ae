/**
 * What the export's encoder costs alone (docs/performance.md, "Export"): a synthetic binary COPY
 * stream of 300,000 visits (nine text columns, a host, two integers; every tenth name begins with `=`,
 * so the formula guard of src/kernel/csv-formula.ts is taken as well as passed) encoded as CSV in the
 * 64 KiB reads the export gets. Prints this process's CPU per run, median and lowest of nine. No database.
 *
 *   node --import tsx bench/export-encoder.ts
 */
import { CopyBinaryExportEncoder, type ExportField } from '../src/visits/adapters/mikro-orm/copy-binary-export-encoder.ts';

const ROWS = 300_000;
const FIELDS: ExportField[] = [
  { name: 'id', kind: 'int4' },
  { name: 'pass_code', kind: 'text' },
  { name: 'name', kind: 'text' },
  { name: 'phone', kind: 'text' },
  { name: 'email', kind: 'text' },
  { name: 'host', kind: 'host' },
  { name: 'coming_from', kind: 'text' },
  { name: 'address', kind: 'text' },
  { name: 'purpose_of_visit', kind: 'text' },
  { name: 'additional_visitors', kind: 'int2' },
  { name: 'state', kind: 'text' },
];

const int32 = (value: number): Buffer => {
  const bytes = Buffer.alloc(4);
  bytes.writeInt32BE(value);
  return bytes;
};
const int16 = (value: number): Buffer => {
  const bytes = Buffer.alloc(2);
  bytes.writeInt16BE(value);
  return bytes;
};

const parts: Buffer[] = [Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), int32(0), int32(0)];
for (let i = 0; i < ROWS; i += 1) {
  const fields = [
    int32(i + 1),
    Buffer.from('ABCD2345'),
    Buffer.from(i % 10 === 0 ? `=SUM(A${i})` : `Rahul Sharma ${i}`),
    Buffer.from(`98${String(i).padStart(8, '0')}`),
    Buffer.from(`visitor${i}@example.com`),
    int32(7),
    Buffer.from('Pune'),
    Buffer.from('12 MG Road, Shivaji Nagar, Pune'),
    Buffer.from('Quarterly supply review'),
    int16(2),
    Buffer.from('checked_out'),
  ];
  parts.push(int16(fields.length));
  for (const field of fields) parts.push(int32(field.length), field);
}
parts.push(int16(-1));
const stream = Buffer.concat(parts);
const hosts = new Map([[7, { email: 'priya@example.com', name: 'Priya Rao' }]]);

const runs: number[] = [];
for (let round = 0; round < 9; round += 1) {
  const encoder = new CopyBinaryExportEncoder(FIELDS, 'csv', hosts);
  const before = process.cpuUsage();
  for (let at = 0; at < stream.length; at += 1 << 16) encoder.push(stream.subarray(at, at + (1 << 16)));
  encoder.end();
  const used = process.cpuUsage(before);
  runs.push((used.user + used.system) / 1000);
}
runs.sort((a, b) => a - b);
console.log(`${ROWS} rows as CSV: median ${runs[4]!.toFixed(0)} ms of CPU, lowest ${runs[0]!.toFixed(0)} ms`);
