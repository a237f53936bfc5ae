import { describe, expect, it } from 'vitest';
import { DomainError } from '#kernel/domain-error.ts';
import { patchChanges } from '../../../src/identity/adapters/scim/scim-patch.ts';
import { changesFromAttributes, flattenAttributes } from '../../../src/identity/adapters/scim/scim-user.ts';

const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const patch = (...Operations: unknown[]) => ({ schemas: [PATCH_OP], Operations });

const codeOf = (work: () => unknown): string => {
  try {
    work();
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('SCIM PATCH as the account fields it changes', () => {
  it("should read Entra ID's form: capitalised ops, one path each, string booleans, the enterprise extension by its URN", () => {
    expect(
      patchChanges(
        patch(
          { op: 'Replace', path: 'active', value: 'False' },
          { op: 'Replace', path: 'displayName', value: 'Asha Rao' },
          { op: 'Replace', path: `${ENTERPRISE}:employeeNumber`, value: 'EN1001' },
          { op: 'Add', path: `${ENTERPRISE}:manager`, value: '7' },
          { op: 'Replace', path: 'externalId', value: 'entra-1' },
          { op: 'Replace', path: 'userName', value: 'asha@example.com' },
        ),
      ),
    ).toEqual({ active: false, name: 'Asha Rao', empId: 'EN1001', managerId: 7, externalId: 'entra-1', email: 'asha@example.com' });
    expect(patchChanges(patch({ op: 'Replace', path: 'active', value: 'True' }))).toEqual({ active: true });
  });

  it("should read Okta's form: no path, the value a part of the resource", () => {
    expect(patchChanges(patch({ op: 'replace', value: { active: false } }))).toEqual({ active: false });
    expect(patchChanges(patch({ op: 'replace', value: { name: { givenName: 'Ravi', familyName: 'Kumar' }, [ENTERPRISE]: { employeeNumber: 'RK01', manager: { value: '9' } } } }))).toEqual({
      name: 'Ravi Kumar',
      empId: 'RK01',
      managerId: 9,
    });
  });

  it('should clear the manager and externalId on remove, and let the last operation about a field win', () => {
    expect(patchChanges(patch({ op: 'Remove', path: `${ENTERPRISE}:manager` }, { op: 'remove', path: 'externalId' }))).toEqual({ managerId: null, externalId: null });
    expect(patchChanges(patch({ op: 'Replace', path: 'active', value: false }, { op: 'Replace', path: 'active', value: 'true' }))).toEqual({ active: true });
  });

  it('should take the designation from the primary role, else the first', () => {
    expect(patchChanges(patch({ op: 'Add', path: 'roles', value: [{ value: 'Employee' }, { value: 'Manager', primary: true }] }))).toEqual({ designation: 'Manager' });
    expect(patchChanges(patch({ op: 'Add', path: 'roles', value: [{ value: 'security' }] }))).toEqual({ designation: 'security' });
  });

  it('should accept and leave out the attributes the product has no field for', () => {
    expect(
      patchChanges(
        patch(
          { op: 'Replace', path: 'emails[type eq "work"].value', value: 'x@example.com' },
          { op: 'Replace', path: 'title', value: 'Engineer' },
          { op: 'Add', path: `${ENTERPRISE}:department`, value: 'R&D' },
          { op: 'Remove', path: 'phoneNumbers[type eq "mobile"]' },
        ),
      ),
    ).toEqual({});
  });

  it('should refuse what is not a PATCH request with invalidSyntax, and a value it cannot read with invalidValue', () => {
    expect(codeOf(() => patchChanges({ schemas: [PATCH_OP] }))).toBe('scim.invalid_syntax');
    expect(codeOf(() => patchChanges({ schemas: ['urn:other'], Operations: [{ op: 'replace', value: { active: false } }] }))).toBe('scim.invalid_syntax');
    expect(codeOf(() => patchChanges(patch({ op: 'Move', path: 'active', value: false })))).toBe('scim.invalid_syntax');
    expect(codeOf(() => patchChanges(patch({ op: 'replace', value: 'False' })))).toBe('scim.invalid_syntax');
    expect(codeOf(() => patchChanges(patch({ op: 'remove' })))).toBe('scim.invalid_path');
    expect(codeOf(() => patchChanges(patch({ op: 'Replace', path: 'active', value: 'Nope' })))).toBe('scim.invalid_value');
    expect(codeOf(() => patchChanges(patch({ op: 'Add', path: `${ENTERPRISE}:manager`, value: 'boss@example.com' })))).toBe('scim.invalid_value');
    expect(codeOf(() => patchChanges(patch({ op: 'Replace', path: 'userName', value: 42 })))).toBe('scim.invalid_value');
  });
});

describe('a SCIM User resource as the account fields it says', () => {
  it('should read the name from displayName, else name.formatted, else the given and family names', () => {
    const read = (resource: Record<string, unknown>) => changesFromAttributes(flattenAttributes(resource)).name;
    expect(read({ displayName: 'A B', name: { formatted: 'C D', givenName: 'E' } })).toBe('A B');
    expect(read({ name: { formatted: 'C D', givenName: 'E' } })).toBe('C D');
    expect(read({ name: { givenName: 'E', familyName: 'F' } })).toBe('E F');
    expect(read({ userName: 'x@example.com' })).toBeUndefined();
  });

  it('should read the enterprise extension nested or by its attributes\' full names, and ignore the id and meta sent back', () => {
    expect(changesFromAttributes(flattenAttributes({ id: '5', meta: {}, userName: 'a@example.com', [`${ENTERPRISE}:employeeNumber`]: 'AB12', active: 'true' }))).toEqual({
      email: 'a@example.com',
      empId: 'AB12',
      active: true,
    });
  });
});
