import { recordIdOf } from '#contract/record-id.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { ProvisionedChanges, ProvisionedEmployee } from '../../application/provisioning.ts';
import { SCIM_BASE_PATH } from '#contract/api-token-scopes.ts';
import { SCIM_ENTERPRISE_SCHEMA, SCIM_USER_SCHEMA } from './scim-schemas.ts';

/*
 * The User resource (RFC 7643 section 4.1, with the enterprise extension of section 4.3) both ways:
 * an employee as a resource, and a resource (or the attributes of a PATCH) as the product's account
 * fields. Only protocol here: which attribute carries which field, and the spellings providers use
 * (Entra ID's "True"/"False", paths with the schema's URN in front, values nested or flat).
 */

/** An attribute path as compared: lowercased, the core schema's URN dropped, the enterprise one shortened. */
export const attributeKey = (path: string): string => {
  const lowered = path.trim().toLowerCase();
  const core = `${SCIM_USER_SCHEMA.toLowerCase()}:`;
  const enterprise = `${SCIM_ENTERPRISE_SCHEMA.toLowerCase()}:`;
  if (lowered.startsWith(core)) return lowered.slice(core.length);
  if (lowered.startsWith(enterprise)) return `enterprise:${lowered.slice(enterprise.length)}`;
  return lowered;
};

/** The attributes we keep, by key; any other is accepted and not stored (a provider sends many we have no field for). */
export type UserAttributes = Map<string, unknown>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A resource's attributes, flat: `{ name: { givenName } }` is `name.givenname`, the enterprise
 * extension's object (or its URN-prefixed attribute names) `enterprise:employeenumber`.
 */
export const flattenAttributes = (resource: Record<string, unknown>, into: UserAttributes = new Map()): UserAttributes => {
  for (const [name, value] of Object.entries(resource)) {
    const key = attributeKey(name);
    if (key === 'schemas' || key === 'meta' || key === 'id') continue;
    if (key === SCIM_ENTERPRISE_SCHEMA.toLowerCase() && isObject(value)) {
      for (const [inner, innerValue] of Object.entries(value)) into.set(`enterprise:${inner.toLowerCase()}`, innerValue);
    } else if (key === 'name' && isObject(value)) {
      for (const [inner, innerValue] of Object.entries(value)) into.set(`name.${inner.toLowerCase()}`, innerValue);
    } else into.set(key, value);
  }
  return into;
};

const invalidValue = (detail: string): DomainError => new DomainError('scim.invalid_value', { values: { detail } });

const text = (value: unknown, attribute: string): string => {
  if (typeof value !== 'string') throw invalidValue(`${attribute} must be a string`);
  return value;
};

/** `true`, `false`, and Entra ID's strings `"True"` and `"False"`. */
export const scimBoolean = (value: unknown, attribute: string): boolean => {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value.trim())) return value.trim().toLowerCase() === 'true';
  throw invalidValue(`${attribute} must be true or false`);
};

/** A manager's id: `"7"`, `{ "value": "7" }`, or nothing (no manager). */
const managerIdOf = (value: unknown): number | null => {
  const id = isObject(value) ? value['value'] : value;
  if (id === null || id === undefined || id === '') return null;
  const managerId = recordIdOf((typeof id === 'number' ? String(id) : text(id, 'manager.value')).trim());
  if (managerId === undefined) throw invalidValue('manager.value must be the id of a user of this service provider');
  return managerId;
};

/** The designation: the primary role's value, else the first; a bare string is a role's value too. */
const designationOf = (value: unknown): string | undefined => {
  const roles = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];
  const chosen = roles.find((role) => isObject(role) && role['primary'] === true) ?? roles[0];
  if (chosen === undefined) return undefined;
  const name = isObject(chosen) ? chosen['value'] : chosen;
  return text(name, 'roles.value');
};

/** The full name: displayName, else name.formatted, else the given and family names together. */
const nameOf = (attributes: UserAttributes): string | undefined => {
  const given = attributes.get('name.givenname');
  const family = attributes.get('name.familyname');
  const parts = [given, family].filter((part): part is string => typeof part === 'string' && part.trim() !== '');
  for (const candidate of [attributes.get('displayname'), attributes.get('name.formatted')]) {
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate;
  }
  return parts.length > 0 ? parts.join(' ') : undefined;
};

/**
 * The account fields these attributes say; an attribute not given is a field left as it is.
 * `null` for the manager or externalId clears it; the others cannot be cleared (an employee always
 * has an address, a name, an employee id and a designation) and a null for them is left as it is.
 */
export const changesFromAttributes = (attributes: UserAttributes): ProvisionedChanges => {
  const changes: { -readonly [Key in keyof ProvisionedChanges]: ProvisionedChanges[Key] } = {};
  const userName = attributes.get('username');
  if (userName !== undefined && userName !== null) changes.email = text(userName, 'userName');
  if (attributes.has('externalid')) {
    const externalId = attributes.get('externalid');
    changes.externalId = externalId === null ? null : text(externalId, 'externalId');
  }
  const name = nameOf(attributes);
  if (name !== undefined) changes.name = name;
  const active = attributes.get('active');
  if (active !== undefined && active !== null) changes.active = scimBoolean(active, 'active');
  const empId = attributes.get('enterprise:employeenumber');
  if (empId !== undefined && empId !== null && empId !== '') changes.empId = typeof empId === 'number' ? String(empId) : text(empId, 'employeeNumber');
  if (attributes.has('enterprise:manager')) changes.managerId = managerIdOf(attributes.get('enterprise:manager'));
  if (attributes.has('roles')) {
    const designation = designationOf(attributes.get('roles'));
    if (designation !== undefined) changes.designation = designation;
  }
  return changes;
};

/** An employee as a User resource. */
export const userResource = (employee: ProvisionedEmployee, baseUrl: string) => ({
  schemas: [SCIM_USER_SCHEMA, SCIM_ENTERPRISE_SCHEMA],
  id: String(employee.id),
  ...(employee.externalId === null ? {} : { externalId: employee.externalId }),
  userName: employee.email,
  displayName: employee.name,
  name: { formatted: employee.name },
  emails: [{ value: employee.email, type: 'work', primary: true }],
  active: employee.active,
  roles: [{ value: employee.designation, primary: true }],
  [SCIM_ENTERPRISE_SCHEMA]: {
    employeeNumber: employee.empId,
    ...(employee.managerId === null ? {} : { manager: { value: String(employee.managerId), $ref: `${baseUrl}${SCIM_BASE_PATH}/Users/${employee.managerId}` } }),
  },
  meta: {
    resourceType: 'User',
    created: employee.createdAt.toISOString(),
    location: `${baseUrl}${SCIM_BASE_PATH}/Users/${employee.id}`,
  },
});
