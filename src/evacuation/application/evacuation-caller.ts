import { canRunEvacuation } from '#contract/capabilities.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';
import type { Marker } from '../domain/evacuation.ts';

/**
 * The caller as an evacuation's record names them, after checking they may run one (`canRunEvacuation`)
 * and, given the site, that they work there (issue 30: a guard evacuates their own sites).
 */
export const markerOf = (principal: Principal, siteId?: number): Marker => {
  if (!canRunEvacuation(principal)) throw new DomainError('http.forbidden');
  if (siteId !== undefined && !canRunEvacuation(principal, siteId)) throw new DomainError('site.not_yours');
  return { id: principal.employeeId, label: principal.email };
};

/** An evacuation of a site the caller does not work at is not found for them, as another site's visit is. */
export const seesEvacuationAt = (principal: Principal, siteId: number): boolean => canRunEvacuation(principal, siteId);
