import { maskAadhaar } from '../../../../src/shared/verhoeff.ts';
import type { PpeOptions } from '../../../../src/shared/visitor-options.ts';

/**
 * A visitor as every `details` answer of the visits API carries it (decisions.md section 4; the
 * server's visitor-view.ts): the description's field names, dates as DD-MM-YYYY, times as `hh:mm AM`,
 * check-in and check-out as ISO instants, the Aadhaar number already masked.
 */
export interface VisitorRecord {
  readonly id: number;
  /** The pass code printed on the badge and in the QR code. */
  readonly visitor_id: string | null;
  readonly visitortype: string;
  readonly visitortype_other: string | null;
  readonly name: string;
  readonly visitor_phonenumber: string;
  readonly visitor_email: string | null;
  readonly address: string | null;
  readonly coming_from: string | null;
  readonly place_to_visit: string | null;
  readonly purpose_of_visit: string | null;
  readonly selected_option: string | null;
  readonly additional_visitor_option: string | null;
  readonly additional_visitors: number | null;
  readonly ppe_options: Partial<PpeOptions> | null;
  readonly aadhar_no: string | null;
  readonly date_of_visit: string;
  readonly time_of_visit: string;
  readonly check_in: string | null;
  readonly check_out: string | null;
  readonly approve_status: string;
  readonly is_submitted: boolean;
  readonly host_email: string | null;
  readonly host_name: string | null;
  readonly host_emp_id: string | null;
}

export const APPROVED = 'Approved';

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** A decrypted record, when it has at least the fields every screen relies on. */
export const isVisitorRecord = (value: unknown): value is VisitorRecord =>
  isObject(value) && typeof value['id'] === 'number' && typeof value['name'] === 'string';

/** A decrypted list; entries that are not visitors are dropped rather than breaking the screen. */
export const toVisitorList = (value: unknown): VisitorRecord[] => (Array.isArray(value) ? value.filter(isVisitorRecord) : []);

/** "Suppliers", or for Others the visitor's own words ("Others (Film crew)"; just "Others" without them). */
export const visitorTypeLabel = (visitor: Pick<VisitorRecord, 'visitortype' | 'visitortype_other'>): string =>
  visitor.visitortype === 'Others' && visitor.visitortype_other ? visitor.visitortype_other : visitor.visitortype;

/** The Aadhaar number as every screen shows it: `XXXX XXXX 1234`, whatever form it arrived in. */
export const maskedAadhaar = (value: string | null | undefined): string | null => {
  if (!value) return null;
  const digits = value.replace(/\s+/g, '');
  if (/^\d{12}$/.test(digits)) return maskAadhaar(digits.slice(-4));
  return value;
};
