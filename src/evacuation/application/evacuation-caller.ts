import { canRunEvacuation } from '#contract/capabilities.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';
import type { Marker } from '../domain/evacuation.ts';

/** The caller as an evacuation's record names them, after checking they may run one (`canRunEvacuation`). */
export const markerOf = (principal: Principal): Marker => {
  if (!canRunEvacuation(principal)) throw new DomainError('http.forbidden');
  return { id: principal.employeeId, label: principal.email };
};
