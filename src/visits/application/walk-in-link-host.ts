import { DomainError } from '#kernel/domain-error.ts';
import type { EmployeeDirectory, EmployeeSummary } from '../../identity/application/employee-directory.ts';
import type { VisitorPass } from '../domain/visitor-pass.ts';

/**
 * The host a walk-in's mailed link speaks for. One disabled (or no longer allowed to host) since the
 * mail was sent answers nothing with it, as they could no longer sign in to the approval screen:
 * `walkin.link_invalid`, both for the answer (AnswerWalkIn) and for the page that asks it (ReadWalkInQuestion).
 */
export const walkInLinkHost = async (directory: EmployeeDirectory, pass: VisitorPass): Promise<EmployeeSummary> => {
  const host = (await directory.byIds([pass.hostId])).get(pass.hostId);
  if (!host || !(await directory.activeHost(host.email))) throw new DomainError('walkin.link_invalid');
  return host;
};
