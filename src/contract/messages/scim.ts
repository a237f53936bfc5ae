/** SCIM provisioning (issue 32): read by the identity provider's logs and by IT staff. */
export const scim = {
  tokenOwnerInvalid: 'A provisioning token must act for an approved, enabled admin.',
  /** {detail}: what in the filter could not be read. */
  invalidFilter: 'The filter cannot be read: {detail}. Supported: userName eq "…", externalId eq "…", id eq "…".',
  /** {detail}: which attribute, and why. */
  invalidValue: 'A value is not valid: {detail}.',
  invalidSyntax: 'The request is not a SCIM resource or PATCH request: {detail}.',
  /** {detail}: the path. */
  invalidPath: 'This PATCH path is not supported: {detail}.',
  userNotFound: 'There is no such user.',
  externalIdTaken: 'Another user has this externalId.',
} as const;
