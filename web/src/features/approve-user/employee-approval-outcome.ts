import { MESSAGES } from '#contract/messages.ts';
import { ApiError } from '../../lib/api-client.ts';

/**
 * What Approve says (docs/product/identity.md ID-APPROVAL-01, Approvals), decided on statuses: on success the
 * employee's e-mail and the server's message; a refusal (not your report, already approved) in the
 * server's words; a failure of the server 'Internal Server Error'; no answer at all 'Error approving employee'.
 */
export const employeeApprovedMessage = (email: string, serverMessage: string | undefined): string =>
  `${email} ${serverMessage || MESSAGES.approvals.employeeApproved}`;

export const employeeApprovalFailure = (failure: unknown): string => {
  if (!(failure instanceof ApiError) || failure.status === 0) return MESSAGES.approvals.employeeFailed;
  if (failure.status >= 500) return MESSAGES.approvals.serverError;
  return failure.message || MESSAGES.approvals.employeeFailed;
};
