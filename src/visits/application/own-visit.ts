import { DomainError } from '../../shared/domain-error.ts';
import { canManageOwnVisit } from '../../shared/capabilities.ts';
import { MESSAGES } from '../../shared/messages.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';
import type { VisitorPass } from '../domain/visitor-pass.ts';
import type { VisitorPassRepository } from './ports.ts';

/**
 * A visit the caller hosts, locked until the transaction ends (My visitors' changes): an unknown or
 * anonymised one is "Error fetching data", another host's is refused whatever the caller's role.
 */
export const lockOwnVisit = async (passes: VisitorPassRepository, principal: Principal, id: number): Promise<VisitorPass> => {
  const pass = await passes.findByIdForUpdate(id);
  if (!pass || pass.anonymisedAt) throw new DomainError('visit.not_found', { message: MESSAGES.photo.dataError });
  if (!canManageOwnVisit(principal, pass)) throw new DomainError('visit.not_your_visit');
  return pass;
};
