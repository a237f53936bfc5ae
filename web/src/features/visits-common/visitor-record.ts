import type { VisitorRecord } from '../../../../src/shared/api/visit-answers.ts';
import { maskAadhaar } from '../../../../src/shared/verhoeff.ts';
import { APPROVE_STATUS } from '../../../../src/shared/visitor-options.ts';

/**
 * A visitor as every `details` answer of the visits API carries it: the shared schema's type
 * (src/shared/api/visit-answers.ts), which the server's visitor-view.ts is typed with and the API
 * layer parses every answer with. Helpers the visit screens share live here.
 */
export type { VisitorRecord };

export const APPROVED = APPROVE_STATUS.approved;

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
