import { DomainError } from '#kernel/domain-error.ts';
import { canManageOwnVisit, canSeeVisit } from '#contract/capabilities.ts';
import { MESSAGES } from '#contract/messages.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';
import type { VisitorPass } from '../domain/visitor-pass.ts';
import type { VisitorPassRepository } from './ports.ts';

/**
 * A visit the caller hosts, locked until the transaction ends (My visitors' changes): an unknown or
 * anonymised one is "Error fetching data", and so is another host's visit to someone who may not see
 * it (the same status, code and message, so ids reveal nothing). An admin, who sees every visit, is
 * told it is not theirs to change.
 */
export const lockOwnVisit = async (passes: VisitorPassRepository, principal: Principal, id: number): Promise<VisitorPass> => {
  const pass = await passes.findByIdForUpdate(id);
  const notFound = () => new DomainError('visit.not_found', { message: MESSAGES.photo.dataError });
  if (!pass || pass.anonymisedAt || !canSeeVisit(principal, pass)) throw notFound();
  if (!canManageOwnVisit(principal, pass)) throw new DomainError('visit.not_your_visit');
  return pass;
};
