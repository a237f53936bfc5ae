/**
 * Roles are the lowercased designation names (docs/product/roles-and-screens.md ROLE-01). What each role may do is not
 * here but in `capabilities.ts`; this file only names the roles and maps them to the designations the
 * database stores.
 */
export const ROLES = ['employee', 'manager', 'admin', 'security'] as const;
export type Role = (typeof ROLES)[number];

/** The designation name stored for each role: the one mapping between the two. */
export const DESIGNATION_OF = { employee: 'Employee', manager: 'Manager', admin: 'Admin', security: 'Security' } as const satisfies Record<Role, string>;
export type Designation = (typeof DESIGNATION_OF)[Role];

/** The four designations every installation starts with, in the order the dropdown shows them. */
export const SEEDED_DESIGNATIONS: readonly Designation[] = ROLES.map((role) => DESIGNATION_OF[role]);

export const roleFromDesignation = (designation: string): Role | null => {
  const role = designation.trim().toLowerCase();
  return (ROLES as readonly string[]).includes(role) ? (role as Role) : null;
};

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);
