/**
 * Roles are the lowercased designation names (docs/product/roles-and-screens.md ROLE-01), a space
 * written `_` (`site_admin`, issue 30: who manages the sites they are assigned to). What each role may do is not
 * here but in `capabilities.ts`; this file only names the roles and maps them to the designations the
 * database stores.
 */
export const ROLES = ['employee', 'manager', 'admin', 'security', 'site_admin'] as const;
export type Role = (typeof ROLES)[number];

/** The designation name stored for each role: the one mapping between the two. */
export const DESIGNATION_OF = {
  employee: 'Employee',
  manager: 'Manager',
  admin: 'Admin',
  security: 'Security',
  site_admin: 'Site Admin',
} as const satisfies Record<Role, string>;
export type Designation = (typeof DESIGNATION_OF)[Role];

/** The designations every installation starts with, in the order the dropdown shows them. */
export const SEEDED_DESIGNATIONS: readonly Designation[] = ROLES.map((role) => DESIGNATION_OF[role]);

export const roleFromDesignation = (designation: string): Role | null => {
  const name = designation.trim().toLowerCase();
  return ROLES.find((role) => DESIGNATION_OF[role].toLowerCase() === name) ?? null;
};

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);
