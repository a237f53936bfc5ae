import { visitState } from '../../shared/visit-state.ts';
import { PPE_ITEMS } from '../../shared/visitor-options.ts';
import { siteToday } from '../../shared/visit-time.ts';
import type { EmployeeDirectory, EmployeeSummary } from '../../identity/application/employee-directory.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { VisitorPass } from '../domain/visitor-pass.ts';
import type { VisitExportSource } from './ports.ts';
import { toVisitRecord } from './visit-record.ts';

/** One exported visit: flat, in a fixed column order, the Aadhaar number masked. */
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
  readonly details_submitted: boolean;
  readonly approve_status: string;
  readonly check_in: string;
  readonly check_out: string;
  readonly state: string;
  readonly anonymised: boolean;
}

export const EXPORT_COLUMNS: readonly (keyof VisitExportRow)[] = [
  'id', 'pass_code', 'visit_date', 'visit_time', 'visitor_type', 'visitor_type_other', 'name', 'phone', 'email', 'host_email', 'host_name',
  'place_to_visit', 'selected_option', 'ppe', 'coming_from', 'address', 'purpose_of_visit', 'additional_visitors', 'aadhaar',
  'details_submitted', 'approve_status', 'check_in', 'check_out', 'state', 'anonymised',
];

/**
 * `vms visitors export`: every visit of the days from `from` to `to`, in id order, read through a
 * database cursor a batch at a time (VisitExportSource), so memory stays flat however many visits
 * there are.
 */
export class ExportVisits {
  constructor(
    private readonly source: VisitExportSource,
    private readonly directory: EmployeeDirectory,
    private readonly clock: Clock,
    private readonly timeZone: string,
  ) {}

  count(from: string, to: string): Promise<number> {
    return this.source.count(from, to);
  }

  async *rows(from: string, to: string): AsyncGenerator<VisitExportRow> {
    const today = siteToday(this.timeZone, this.clock.now());
    // Hosts are few next to visits: each is looked up once and kept for the rest of the export.
    const hosts = new Map<number, EmployeeSummary>();
    for await (const pass of this.source.passes(from, to)) {
      if (!hosts.has(pass.hostId)) for (const [id, host] of await this.directory.byIds([pass.hostId])) hosts.set(id, host);
      yield toExportRow(pass, hosts.get(pass.hostId), today);
    }
  }
}

function toExportRow(pass: VisitorPass, host: EmployeeSummary | undefined, today: string): VisitExportRow {
  const record = toVisitRecord(pass, host);
  return {
    id: record.id,
    pass_code: record.passCode,
    visit_date: record.visitDate,
    visit_time: record.visitTime,
    visitor_type: record.visitorType,
    visitor_type_other: record.visitorTypeOther ?? '',
    name: record.name,
    phone: record.phone,
    email: record.email ?? '',
    host_email: record.host?.email ?? '',
    host_name: record.host?.name ?? '',
    place_to_visit: record.placeToVisit ?? '',
    selected_option: record.selectedOption ?? '',
    ppe: PPE_ITEMS.filter((item) => record.ppeOptions?.[item]).join(' '),
    coming_from: record.comingFrom ?? '',
    address: record.address ?? '',
    purpose_of_visit: record.purposeOfVisit ?? '',
    additional_visitors: record.additionalVisitors ?? 0,
    aadhaar: record.aadhaarMasked ?? '',
    details_submitted: record.isSubmitted,
    approve_status: record.approveStatus,
    check_in: record.checkIn?.toISOString() ?? '',
    check_out: record.checkOut?.toISOString() ?? '',
    state: visitState(pass, today),
    anonymised: pass.anonymisedAt !== null,
  };
}
