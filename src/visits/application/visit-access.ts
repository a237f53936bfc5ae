import { hasRole, DESK_ROLES } from '../../shared/roles.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';
import type { VisitorPass } from '../domain/visitor-pass.ts';

/** The host and an admin own a visit: they approve it. */
export const ownsVisit = (principal: Principal, pass: VisitorPass): boolean =>
  principal.role === 'admin' || pass.hostId === principal.employeeId;

/** The desk sees every visit (to check people in); hosts see their own. */
export const canSeeVisit = (principal: Principal, pass: VisitorPass): boolean =>
  hasRole(principal.role, DESK_ROLES) || pass.hostId === principal.employeeId;
