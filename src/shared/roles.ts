/**
 * Roles are the lowercased designation names. The sets below are the description's route table
 * (section 6); the SPA guards its routes with them and the server authorizes its calls with the same
 * sets, so the two can never drift apart.
 */
export const ROLES = ['employee', 'manager', 'admin', 'security'] as const;
export type Role = (typeof ROLES)[number];

/** The four designations every installation starts with, in the order the dropdown shows them. */
export const SEEDED_DESIGNATIONS = ['Employee', 'Manager', 'Admin', 'Security'] as const;

export const roleFromDesignation = (designation: string): Role | null => {
  const role = designation.trim().toLowerCase();
  return (ROLES as readonly string[]).includes(role) ? (role as Role) : null;
};

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/** Hosts: they create passes, approve their visitors and approve their reports. */
export const HOST_ROLES: readonly Role[] = ['employee', 'manager', 'admin'];
/** Everyone signed in who works with visitors, security included. */
export const STAFF_ROLES: readonly Role[] = ['employee', 'manager', 'admin', 'security'];
/** The security desk. */
export const DESK_ROLES: readonly Role[] = ['security', 'admin'];
/** Who may be picked as a reporting manager. */
export const MANAGER_ROLES: readonly Role[] = ['manager', 'admin'];

export const hasRole = (role: Role | null | undefined, allowed: readonly Role[]): boolean =>
  role != null && allowed.includes(role);
