import { describe, expect, it } from 'vitest';
import { DomainError } from '#kernel/domain-error.ts';
import { parseScimFilter } from '../../../src/identity/adapters/scim/scim-filter.ts';

const refusalOf = (filter: string): { code: string; message: string } | 'parsed' => {
  try {
    parseScimFilter(filter);
    return 'parsed';
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, message: error.message };
    throw error;
  }
};

describe('the SCIM filter of GET /Users (RFC 7644 3.4.2.2), in the forms identity providers send', () => {
  it.each([
    ['userName eq "asha@example.com"', { email: 'asha@example.com' }],
    // Attribute names and the operator are case-insensitive; the address is compared lowercased.
    ['USERNAME EQ "Asha@Example.com"', { email: 'asha@example.com' }],
    ['urn:ietf:params:scim:schemas:core:2.0:User:userName eq "a@example.com"', { email: 'a@example.com' }],
    // externalId is case-exact.
    ['externalId eq "Ext-01"', { externalId: 'Ext-01' }],
    ['id eq "42"', { id: 42 }],
    // An id we could never have given matches nobody (0), not everybody.
    ['id eq "abc"', { id: 0 }],
    ['userName eq "a@example.com" and externalId eq "x"', { email: 'a@example.com', externalId: 'x' }],
    // JSON string escapes.
    ['externalId eq "say \\"hi\\""', { externalId: 'say "hi"' }],
    ['', {}],
  ])('should read %s', (filter, criteria) => {
    expect(parseScimFilter(filter)).toEqual(criteria);
  });

  it('should read no filter as every user', () => {
    expect(parseScimFilter(undefined)).toEqual({});
  });

  it.each([
    ['userName co "a"', 'only eq is supported, not co'],
    ['userName sw "a"', 'only eq is supported, not sw'],
    ['userName pr', 'only eq is supported, not pr'],
    ['title eq "Engineer"', '"title" cannot be filtered on'],
    ['userName eq a', 'a quoted value is expected after eq'],
    ['userName eq', 'a quoted value is expected after eq'],
    ['userName eq "a" or userName eq "b"', 'conditions may only be joined by and'],
    ['userName eq "a" and', 'conditions may only be joined by and'],
    ['(userName eq "a")', 'unexpected text at position 1'],
    ['not (userName eq "a")', 'unexpected text at position 5'],
    ['"userName" eq "a"', 'an attribute name is expected'],
    ['userName eq "\\q"', '"\\q" is not a valid string'],
  ])('should refuse %s with invalid_filter, saying why', (filter, detail) => {
    expect(refusalOf(filter)).toEqual({ code: 'scim.invalid_filter', message: expect.stringContaining(detail) });
  });
});
