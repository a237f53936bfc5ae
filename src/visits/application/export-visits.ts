import { siteToday } from '#contract/visit-time.ts';
import type { EmployeeDirectory } from '../../identity/application/employee-directory.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { SiteDirectory } from '../../sites/application/site-directory.ts';
import type { EncodedVisits, VisitExportFormat, VisitExportHost, VisitExportSource } from './ports.ts';

/**
 * One exported visit: flat, in a fixed column order (EXPORT_COLUMNS), the visitor's ID masked.
 * The rules every format follows (VisitExportSource encodes them):
 * - `visit_date` DD-MM-YYYY and `visit_time` `hh:mm AM` (the site's forms, as every reader shows them);
 * - `check_in`, `check_out`: the instant in UTC, ISO 8601 with milliseconds (`2026-11-21T03:35:12.345Z`,
 *   finer digits dropped), or empty;
 * - absent text (no e-mail, no details yet, no host) is an empty string, absent `additional_visitors` 0;
 * - `ppe`: the PPE items set in the visit's choices, in PPE_ITEMS order, separated by spaces;
 * - `aadhaar`: `XXXX XXXX ` and the last four digits of an Aadhaar number, or empty (another ID, or none);
 * - `id_kind`, `id_masked`: the ID the visitor gave (issue 31) and its mask (src/contract/visitor-id.ts
 *   maskId), or empty; only the last four characters of any ID are kept;
 * - `details_submitted`, `anonymised`: true or false; `state`: visitState on the visit's site's date today;
 * - `check_in_entrance`, `check_out_entrance`: the names of the entrances it was checked in and out at
 *   (issue 30), or empty (a site without entrances, a desk that named none, a visit from before them);
 * - CSV: RFC 4180 as csv-stringify writes it (a field is quoted when it holds `,` `"` CR or LF,
 *   quotes doubled), CRLF after every record, a header line; JSON: as JSON.stringify writes the object.
 */
export interface VisitExportRow {
  readonly id: number;
  readonly pass_code: string;
  readonly visit_date: string;
  readonly visit_time: string;
  readonly visitor_type: string;
  readonly visitor_type_other: string;
  readonly name: string;
  readonly phone: string;
  readonly email: string;
  readonly host_email: string;
  readonly host_name: string;
  readonly place_to_visit: string;
  readonly selected_option: string;
  readonly ppe: string;
  readonly coming_from: string;
  readonly address: string;
  readonly purpose_of_visit: string;
  readonly additional_visitors: number;
  readonly aadhaar: string;
  readonly id_kind: string;
  readonly id_masked: string;
  readonly details_submitted: boolean;
  readonly approve_status: string;
  readonly check_in: string;
  readonly check_out: string;
  readonly state: string;
  readonly anonymised: boolean;
  readonly check_in_entrance: string;
  readonly check_out_entrance: string;
}

export const EXPORT_COLUMNS: readonly (keyof VisitExportRow)[] = [
  'id', 'pass_code', 'visit_date', 'visit_time', 'visitor_type', 'visitor_type_other', 'name', 'phone', 'email', 'host_email', 'host_name',
  'place_to_visit', 'selected_option', 'ppe', 'coming_from', 'address', 'purpose_of_visit', 'additional_visitors', 'aadhaar', 'id_kind', 'id_masked',
  'details_submitted', 'approve_status', 'check_in', 'check_out', 'state', 'anonymised',
  // Last, so that the columns before them stay where readers of earlier exports find them (issue 30).
  'check_in_entrance', 'check_out_entrance',
];

/** An export under way: how many visits it holds, and the document, a chunk at a time. */
export interface VisitExport {
  readonly total: number;
  readonly chunks: AsyncIterable<EncodedVisits>;
  /** Lets go of the database read if the chunks were not read to the end (safe to call anyway). */
  close(): Promise<void>;
}

const utf8 = new TextEncoder();
const bytes = (text: string): EncodedVisits => ({ bytes: utf8.encode(text), rows: 0 });

/**
 * `vms visitors export`: every visit of the days from `from` to `to`, in id order, streamed from the
 * database already encoded (VisitExportSource), so memory stays flat and no visit becomes an object.
 * The hosts are looked up here, once each, through identity's directory.
 */
export class ExportVisits {
  constructor(
    private readonly source: VisitExportSource,
    private readonly directory: EmployeeDirectory,
    private readonly clock: Clock,
    private readonly sites: SiteDirectory,
  ) {}

  /** `siteId`: only that site's visits (`--site`, issue 30); every site's otherwise. */
  async open(from: string, to: string, format: VisitExportFormat, siteId: number | null = null): Promise<VisitExport> {
    // A visit's state is read on its own site's date (issue 30).
    const now = this.clock.now();
    const sites = await this.sites.all();
    const todayAt = new Map(sites.map((site) => [site.id, siteToday(site.timeZone, now)]));
    // Each entrance's name by id, retired ones too (issue 30): an installation has a handful.
    const entranceNames = new Map(sites.flatMap((site) => site.entrances.map((entrance) => [entrance.id, entrance.name] as const)));
    const snapshot = await this.source.open(from, to, siteId);
    let hosts: ReadonlyMap<number, VisitExportHost>;
    try {
      hosts = snapshot.hostIds.length ? await this.directory.byIds(snapshot.hostIds) : new Map();
    } catch (error) {
      await snapshot.close();
      throw error;
    }
    return { total: snapshot.total, chunks: document(format, snapshot.rows({ todayAt, entranceNames, format, hosts })), close: () => snapshot.close() };
  }
}

/** The rows inside their document: a header line for CSV, the brackets of the JSON array. */
async function* document(format: VisitExportFormat, rows: AsyncIterable<EncodedVisits>): AsyncGenerator<EncodedVisits> {
  if (format === 'csv') yield bytes(`${EXPORT_COLUMNS.join(',')}\r\n`);
  if (format === 'json') yield bytes('[');
  let any = false;
  for await (const chunk of rows) {
    any ||= chunk.rows > 0;
    yield chunk;
  }
  if (format === 'json') yield bytes(any ? '\n]\n' : ']\n');
}
