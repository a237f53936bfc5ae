import { DomainError } from '#kernel/domain-error.ts';
import type { ProvisionedChanges } from '../../application/provisioning.ts';
import { SCIM_PATCH_SCHEMA } from './scim-schemas.ts';
import { attributeKey, changesFromAttributes, flattenAttributes, type UserAttributes } from './scim-user.ts';

const invalidSyntax = (detail: string): DomainError => new DomainError('scim.invalid_syntax', { values: { detail } });

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A path with a value filter (`emails[type eq "work"].value`, `addresses[…]`): about an attribute we do not keep. */
const FILTERED_PATH = /\[.*\]/;

/**
 * A PATCH request (RFC 7644 section 3.5.2) as the account fields it changes, in the forms providers send:
 * Entra ID's `{ "op": "Replace", "path": "active", "value": "False" }` (capitalised operations, string
 * booleans, one attribute per operation, the enterprise extension's attributes by their full URN) and
 * Okta's `{ "op": "replace", "value": { "active": false } }` (no path: the value is part of a resource).
 * `add` and `replace` set; `remove` clears the manager or externalId (the other fields an employee
 * always has). Operations apply in order, the last one about a field winning.
 */
export const patchChanges = (body: Record<string, unknown>): ProvisionedChanges => {
  const schemas = body['schemas'];
  if (Array.isArray(schemas) && !schemas.includes(SCIM_PATCH_SCHEMA)) throw invalidSyntax(`schemas must include ${SCIM_PATCH_SCHEMA}`);
  const operations = body['Operations'] ?? body['operations'];
  if (!Array.isArray(operations) || operations.length === 0) throw invalidSyntax('Operations must be a list of operations');
  const attributes: UserAttributes = new Map();
  for (const operation of operations) {
    if (!isObject(operation)) throw invalidSyntax('each operation must be an object');
    const op = typeof operation['op'] === 'string' ? operation['op'].toLowerCase() : '';
    const path = operation['path'];
    if (path !== undefined && typeof path !== 'string') throw invalidSyntax('path must be a string');
    if (op === 'remove') {
      if (path === undefined) throw new DomainError('scim.invalid_path', { values: { detail: 'remove needs a path' } });
      if (!FILTERED_PATH.test(path)) attributes.set(attributeKey(path), null);
    } else if (op === 'add' || op === 'replace') {
      const value = operation['value'];
      if (path === undefined || path === '') {
        if (!isObject(value)) throw invalidSyntax(`${op} without a path needs an object of attributes as its value`);
        flattenAttributes(value, attributes);
      } else if (!FILTERED_PATH.test(path)) {
        const key = attributeKey(path);
        // `name` or the enterprise extension as a whole: their attributes.
        if (isObject(value) && (key === 'name' || key.endsWith(':2.0:user'))) flattenAttributes({ [path]: value }, attributes);
        else attributes.set(key, value);
      }
    } else throw invalidSyntax(`op must be add, replace or remove, not ${JSON.stringify(operation['op'] ?? null)}`);
  }
  return changesFromAttributes(attributes);
};
