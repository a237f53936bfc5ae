import { FORMULA_GUARD, FORMULA_LEADS, neutraliseFormula, startsAsFormula } from '#kernel/csv-formula.ts';
import { formatVisitDate, timeToSlot } from '#contract/visit-time.ts';
import { PPE_ITEMS } from '#contract/visitor-options.ts';
import type { EncodedVisits, VisitExportFormat, VisitExportHost } from '../../application/ports.ts';

/**
 * How each column of the COPY query arrives (PostgreSQL's binary COPY format) and is written:
 * `text` as it is (NULL as empty), `int4`, `int2` (NULL as 0), `bool`, `date` (DD-MM-YYYY),
 * `time` (`hh:mm AM`), `timestamptz` (UTC ISO 8601 with milliseconds, NULL as empty), `host` (a host
 * id, written as the host's e-mail and name, `host_email` and `host_name`), `ppe` (the PPE choices,
 * jsonb, written as the items chosen, NULL as empty).
 */
export type ExportFieldKind = 'text' | 'int4' | 'int2' | 'bool' | 'date' | 'time' | 'timestamptz' | 'host' | 'ppe';

export interface ExportField {
  readonly name: string;
  readonly kind: ExportFieldKind;
}

const KINDS: readonly ExportFieldKind[] = ['text', 'int4', 'int2', 'bool', 'date', 'time', 'timestamptz', 'host', 'ppe'];
const [TEXT, INT4, INT2, BOOL, DATE, TIME, TIMESTAMPTZ, HOST, PPE] = KINDS.map((_, i) => i);
/** Bytes each kind needs at most beyond six times its bytes in the stream (text: two quotes and a formula's guard). */
const FIXED = [3, 11, 6, 5, 12, 12, 26, 0, 40];

const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
const HEADER = SIGNATURE.length + 8;
/** PostgreSQL's epoch (2000-01-01) in JavaScript milliseconds. */
const PG_EPOCH_MS = 946_684_800_000;
const DAY_MS = 86_400_000;
const QUOTE = 0x22;
const COMMA = 0x2c;
const LF = 0x0a;
const CR = 0x0d;
const BACKSLASH = 0x5c;
const ZERO = 0x30;
const TRUE = Buffer.from('true');
const NOTHING = Buffer.alloc(0);
const FALSE = Buffer.from('false');

/** Text computed once per distinct value: an export has only as many dates as days on record, 48 slots. */
const remembered = (compute: (value: number) => string) => {
  const known = new Map<number, Buffer>();
  return (value: number): Buffer => {
    let text = known.get(value);
    if (text === undefined) {
      text = Buffer.from(compute(value), 'latin1');
      if (known.size >= 20_000) known.clear();
      known.set(value, text);
    }
    return text;
  };
};

/** Days since 2000-01-01 → `21-11-2026`, by the rule every reader uses (src/contract/visit-time.ts). */
const visitDate = remembered((days) => formatVisitDate(new Date(PG_EPOCH_MS + days * DAY_MS).toISOString().slice(0, 10)));

/** Microseconds since midnight → `02:30 PM`, by the rule every reader uses. */
const visitTime = remembered((micros) => timeToSlot(new Date(Math.floor(micros / 1000)).toISOString().slice(11, 19)));

/** Days since 1970 → `2026-11-21T`: the day part of Date.prototype.toISOString, which checks the range. */
const isoDay = remembered((day) => {
  const iso = new Date(day * DAY_MS).toISOString();
  return iso.slice(0, iso.indexOf('T') + 1);
});

/**
 * jsonb text → the PPE items chosen, by the rule every reader uses (visit-record.ts and the export
 * before it: the parsed value spread into an object, an item counted when its value is truthy).
 * Remembered by text: a site has a handful of distinct choices.
 */
const ppeChoices = (() => {
  const known = new Map<string, Buffer>();
  return (text: string): Buffer => {
    let items = known.get(text);
    if (items === undefined) {
      const value: unknown = JSON.parse(text);
      const choices = value ? { ...(value as Record<string, unknown>) } : null;
      items = Buffer.from(PPE_ITEMS.filter((item) => choices?.[item]).join(' '));
      if (known.size >= 1000) known.clear();
      known.set(text, items);
    }
    return items;
  };
})();

/**
 * The same quoting csv-stringify does, applied to any CR or LF (RFC 4180): quoted when it holds `,` `"` CR or LF; quotes doubled.
 * First the formula rule (src/kernel/csv-formula.ts), as for every text cell of every CSV the product writes.
 */
export const csvText = (text: string): string => {
  const cell = neutraliseFormula(text);
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
};

const GUARD = FORMULA_GUARD.charCodeAt(0);
/**
 * The formula rule by a text field's first byte: 1 where that byte alone begins a formula (the ASCII
 * leads), 2 where it may begin one (the first byte of a multi-byte lead, to be read as a character).
 */
const FORMULA_FIRST_BYTE = (() => {
  const table = new Uint8Array(256);
  for (const lead of FORMULA_LEADS) {
    const bytes = Buffer.from(lead);
    table[bytes[0]!] = bytes.length === 1 ? 1 : 2;
  }
  return table;
})();

/** Whether the text field at `start` begins as a formula: its first byte is one, or starts the character that is. */
const formulaAt = (input: Buffer, start: number, end: number): boolean =>
  FORMULA_FIRST_BYTE[input[start]!] === 1 || startsAsFormula(input.toString('utf8', start, Math.min(end, start + 4)));

const int32 = (input: Uint8Array, at: number): number => (input[at]! << 24) | (input[at + 1]! << 16) | (input[at + 2]! << 8) | input[at + 3]!;

/**
 * Turns the binary COPY stream of the export query into whole rows of CSV, NDJSON or JSON. Chunks
 * may split a row anywhere; the rest waits for the next chunk. Text fields are copied byte for byte
 * and only looked at for what needs quoting (CSV) or escaping (JSON, then done by JSON.stringify
 * itself), and in CSV for a first character that would make a formula (a single quote goes in front,
 * src/kernel/csv-formula.ts); numbers, dates and times are written digit by digit. That keeps a million rows to about
 * a second of CPU (docs/performance.md).
 */
export class CopyBinaryExportEncoder {
  private readonly json: boolean;
  private readonly kinds: Uint8Array;
  private readonly prefixes: Buffer[];
  private readonly rowStart: Buffer;
  private readonly rowEnd: Buffer;
  private readonly hostBytes = new Map<number, Buffer>();
  private readonly noHost: Buffer;
  /** Bytes a row needs at most beyond six times its own bytes in the stream. */
  private readonly rowFixed: number;
  private pending: Buffer | null = null;
  private headerRead = false;
  private finished = false;
  private rowsSoFar = 0;
  private out: Buffer = Buffer.alloc(0);
  private pos = 0;

  constructor(
    private readonly fields: readonly ExportField[],
    private readonly format: VisitExportFormat,
    hosts: ReadonlyMap<number, VisitExportHost>,
  ) {
    if (fields[0]?.kind === 'host') throw new Error('export: the host cannot be the first column');
    this.json = format !== 'csv';
    this.kinds = Uint8Array.from(fields, (field) => KINDS.indexOf(field.kind));
    // What goes before each value: the separator and, for JSON, the key (a host's keys are in its bytes).
    this.prefixes = fields.map((field, i) =>
      Buffer.from(i === 0 ? (this.json ? `{${JSON.stringify(field.name)}:` : '') : this.json && field.kind !== 'host' ? `,${JSON.stringify(field.name)}:` : ','),
    );
    this.rowStart = Buffer.from(format === 'json' ? ',\n' : '');
    this.rowEnd = Buffer.from(format === 'csv' ? '\r\n' : format === 'ndjson' ? '}\n' : '}');
    const encodeHost = (email: string, name: string) =>
      Buffer.from(this.json ? `"host_email":${JSON.stringify(email)},"host_name":${JSON.stringify(name)}` : `${csvText(email)},${csvText(name)}`);
    let longestHost = 0;
    for (const [id, host] of hosts) {
      const bytes = encodeHost(host.email, host.name);
      this.hostBytes.set(id, bytes);
      longestHost = Math.max(longestHost, bytes.length);
    }
    this.noHost = encodeHost('', '');
    this.rowFixed =
      this.rowStart.length + this.rowEnd.length + Math.max(longestHost, this.noHost.length) +
      this.prefixes.reduce((sum, prefix, i) => sum + prefix.length + FIXED[this.kinds[i]!]!, 0);
  }

  /** The whole rows this chunk completes. */
  push(chunk: Buffer): EncodedVisits {
    const input = this.pending ? Buffer.concat([this.pending, chunk]) : chunk;
    this.pending = null;
    let at = 0;
    if (!this.headerRead) {
      if (!input.subarray(0, SIGNATURE.length).equals(SIGNATURE.subarray(0, input.length))) throw new Error('export: not a binary COPY stream');
      if (input.length < HEADER || input.length < HEADER + input.readUInt32BE(SIGNATURE.length + 4)) {
        this.pending = input;
        return { bytes: Buffer.alloc(0), rows: 0 };
      }
      at = HEADER + input.readUInt32BE(SIGNATURE.length + 4);
      this.headerRead = true;
    }
    // Room for what this chunk usually becomes; reserve() makes more when a row needs it.
    this.out = Buffer.allocUnsafe(Math.ceil(input.length * (this.json ? 2.4 : 1.1)) + this.rowFixed);
    this.pos = 0;
    let rows = 0;
    while (!this.finished && input.length - at >= 2) {
      const count = (input[at]! << 8) | input[at + 1]!;
      if (count === 0xffff) {
        this.finished = true;
        at += 2;
        break;
      }
      if (count !== this.fields.length) throw new Error(`export: expected ${this.fields.length} columns, got ${count}`);
      const end = this.row(input, at + 2);
      if (end < 0) break;
      at = end;
      rows += 1;
      this.rowsSoFar += 1;
    }
    if (at < input.length) {
      if (this.finished) throw new Error('export: data after the end of the COPY stream');
      this.pending = Buffer.from(input.subarray(at));
    }
    return { bytes: this.out.subarray(0, this.pos), rows };
  }

  /** Checks that the stream ended where a row ended. */
  end(): void {
    if (!this.finished || this.pending) throw new Error('export: the COPY stream ended early');
  }

  /** Writes the row whose fields start at `start`; answers where the next row starts, or -1 when it is not all there yet. */
  private row(input: Buffer, start: number): number {
    const size = input.length;
    const kinds = this.kinds;
    const fieldCount = kinds.length;
    // First the lengths alone: is the whole row there, and how much room can it need?
    let at = start;
    for (let i = 0; i < fieldCount; i += 1) {
      if (size - at < 4) return -1;
      const length = int32(input, at);
      at += 4;
      if (length > 0) {
        if (length > size - at) return -1;
        at += length;
      }
    }
    const next = at;
    this.reserve(6 * (next - start) + this.rowFixed);
    if (this.rowsSoFar > 0) this.put(this.rowStart);
    else if (this.format === 'json') this.out[this.pos++] = LF;
    at = start;
    for (let i = 0; i < fieldCount; i += 1) {
      const length = int32(input, at);
      at += 4;
      const kind = kinds[i]!;
      const prefix = this.prefixes[i]!;
      if (prefix.length === 1) this.out[this.pos++] = prefix[0]!;
      else this.put(prefix);
      if (kind === TEXT) {
        if (length >= 0) this.text(input, at, at + length);
        else if (this.json) this.emptyJsonString();
      } else if (kind === TIMESTAMPTZ) {
        if (length === 8) this.timestamp(input, at);
        else if (length < 0) {
          if (this.json) this.emptyJsonString();
        } else throw new Error(`export: ${this.fields[i]!.name} is not a timestamp`);
      } else if (kind === HOST) {
        this.put(length === 4 ? (this.hostBytes.get(int32(input, at)) ?? this.noHost) : this.noHost);
      } else if (kind === INT4 && length === 4) this.digits(int32(input, at));
      else if (kind === INT2 && length === 2) this.digits(((input[at]! << 24) | (input[at + 1]! << 16)) >> 16);
      else if (kind === INT2 && length < 0) this.out[this.pos++] = ZERO;
      else if (kind === BOOL && length === 1) this.put(input[at] ? TRUE : FALSE);
      else if (kind === DATE && length === 4) this.plain(visitDate(int32(input, at)));
      else if (kind === TIME && length === 8) this.plain(visitTime(int32(input, at) * 4_294_967_296 + (int32(input, at + 4) >>> 0)));
      // jsonb arrives as a version byte (1) and the value's text.
      else if (kind === PPE && length > 1 && input[at] === 1) this.plain(ppeChoices(input.toString('utf8', at + 1, at + length)));
      else if (kind === PPE && length < 0) this.plain(NOTHING);
      else throw new Error(`export: ${this.fields[i]!.name} is ${length < 0 ? 'null' : `not a ${KINDS[kind]}`}`);
      if (length > 0) at += length;
    }
    this.put(this.rowEnd);
    return next;
  }

  private text(input: Buffer, start: number, end: number): void {
    const out = this.out;
    const from = this.pos;
    let pos = from;
    if (this.json) {
      out[pos++] = QUOTE;
      for (let i = start; i < end; i += 1) {
        const byte = input[i]!;
        if (byte < 0x20 || byte === QUOTE || byte === BACKSLASH) {
          // Rare: JSON.stringify escapes it, exactly as it always has.
          this.pos = from + out.write(JSON.stringify(input.toString('utf8', start, end)), from, 'utf8');
          return;
        }
        out[pos++] = byte;
      }
      out[pos++] = QUOTE;
      this.pos = pos;
      return;
    }
    // A cell a spreadsheet would read as a formula gets the guard in front (src/kernel/csv-formula.ts).
    if (end > start && FORMULA_FIRST_BYTE[input[start]!] !== 0 && formulaAt(input, start, end)) out[pos++] = GUARD;
    const guarded = pos !== from;
    for (let i = start; i < end; i += 1) {
      const byte = input[i]!;
      if (byte === COMMA || byte === QUOTE || byte === LF || byte === CR) {
        pos = from;
        out[pos++] = QUOTE;
        if (guarded) out[pos++] = GUARD;
        for (let j = start; j < end; j += 1) {
          const quoted = input[j]!;
          out[pos++] = quoted;
          if (quoted === QUOTE) out[pos++] = QUOTE;
        }
        out[pos++] = QUOTE;
        break;
      }
      out[pos++] = byte;
    }
    this.pos = pos;
  }

  private emptyJsonString(): void {
    this.out[this.pos++] = QUOTE;
    this.out[this.pos++] = QUOTE;
  }

  /** Microseconds since 2000-01-01 UTC → what Date.prototype.toISOString writes for the millisecond. */
  private timestamp(input: Buffer, at: number): void {
    const micros = int32(input, at) * 4_294_967_296 + (int32(input, at + 4) >>> 0);
    const ms = PG_EPOCH_MS + Math.floor(micros / 1000);
    const day = Math.floor(ms / DAY_MS);
    let rest = ms - day * DAY_MS;
    if (this.json) this.out[this.pos++] = QUOTE;
    this.put(isoDay(day));
    const out = this.out;
    let pos = this.pos;
    const hours = Math.floor(rest / 3_600_000);
    rest -= hours * 3_600_000;
    const minutes = Math.floor(rest / 60_000);
    rest -= minutes * 60_000;
    const seconds = Math.floor(rest / 1000);
    const millis = rest - seconds * 1000;
    out[pos++] = ZERO + Math.floor(hours / 10);
    out[pos++] = ZERO + (hours % 10);
    out[pos++] = 0x3a;
    out[pos++] = ZERO + Math.floor(minutes / 10);
    out[pos++] = ZERO + (minutes % 10);
    out[pos++] = 0x3a;
    out[pos++] = ZERO + Math.floor(seconds / 10);
    out[pos++] = ZERO + (seconds % 10);
    out[pos++] = 0x2e;
    out[pos++] = ZERO + Math.floor(millis / 100);
    out[pos++] = ZERO + (Math.floor(millis / 10) % 10);
    out[pos++] = ZERO + (millis % 10);
    out[pos++] = 0x5a;
    if (this.json) out[pos++] = QUOTE;
    this.pos = pos;
  }

  /** Text that never needs quoting or escaping (dates, times): in quotes for JSON. */
  private plain(text: Buffer): void {
    if (this.json) this.out[this.pos++] = QUOTE;
    this.put(text);
    if (this.json) this.out[this.pos++] = QUOTE;
  }

  private digits(value: number): void {
    const out = this.out;
    if (value < 0) {
      out[this.pos++] = 0x2d;
      value = -value;
    }
    let width = 1;
    for (let rest = value; rest >= 10; rest = Math.floor(rest / 10)) width += 1;
    for (let i = this.pos + width - 1; i >= this.pos; i -= 1) {
      out[i] = ZERO + (value % 10);
      value = Math.floor(value / 10);
    }
    this.pos += width;
  }

  /** Copies bytes the row has room for (reserved once a row). */
  private put(bytes: Buffer): void {
    const length = bytes.length;
    if (length > 32) {
      bytes.copy(this.out, this.pos);
      this.pos += length;
      return;
    }
    const out = this.out;
    let pos = this.pos;
    for (let i = 0; i < length; i += 1) out[pos++] = bytes[i]!;
    this.pos = pos;
  }

  private reserve(length: number): void {
    if (this.pos + length <= this.out.length) return;
    const bigger = Buffer.allocUnsafe(Math.max(this.out.length * 2, this.pos + length));
    this.out.copy(bigger, 0, 0, this.pos);
    this.out = bigger;
  }
}
