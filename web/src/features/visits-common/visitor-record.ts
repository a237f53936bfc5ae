import type { HostVisitorRecord, VisitorRecord } from '#contract/api/visit-answers.ts';
import { APPROVE_STATUS } from '#contract/visitor-options.ts';

/**
 * A visitor as every `details` answer of the visits API carries it: the shared schema's type
 * (src/contract/api/visit-answers.ts), which the server's visitor-view.ts is typed with and the API
 * layer parses every answer with. Helpers the visit screens share live here.
 */
export type { HostVisitorRecord, VisitorRecord };

export const APPROVED = APPROVE_STATUS.approved;

/** "Suppliers", or for Others the visitor's own words ("Others (Film crew)"; just "Others" without them). */
export const visitorTypeLabel = (visitor: Pick<VisitorRecord, 'visitortype' | 'visitortype_other'>): string =>
  visitor.visitortype === 'Others' && visitor.visitortype_other ? visitor.visitortype_other : visitor.visitortype;
