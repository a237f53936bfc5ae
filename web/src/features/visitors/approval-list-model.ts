import { MESSAGES } from '#contract/messages.ts';
import { APPROVED, type HostVisitorRecord } from '../visits-common/visitor-record.ts';

/** The list after an approval: that row Approved (so expected: only a visit of today or later is approved), every other row (and its place) untouched. */
export const markApproved = (visitors: readonly HostVisitorRecord[], id: number): readonly HostVisitorRecord[] =>
  visitors.map((visitor) => (visitor.id === id && visitor.approve_status !== APPROVED ? { ...visitor, approve_status: APPROVED, visit_state: 'expected' } : visitor));

/**
 * What a failed approval says: the server's own reason for a refusal (not the host, not submitted,
 * already approved), otherwise the description's 'Error approving visitor.'.
 */
export const approvalFailureMessage = (error: { readonly status: number; readonly message: string } | null): string =>
  error && error.status >= 400 && error.status < 500 && error.message ? error.message : MESSAGES.approvals.visitorFailed;
