/** API tokens (issue 32): the admin screen, `vms tokens` and the API's refusals. */
export const apiTokens = {
  nameRequired: 'Please name the token.',
  nameTooLong: 'The token name must not exceed 80 characters.',
  nameInvalid: 'The token name must be one line without control characters.',
  nameTaken: 'Another token has this name.',
  scopesInvalid: 'Please choose at least one scope.',
  expiryInvalid: 'The last day must be a YYYY-MM-DD date from today on, or empty.',
  ownerInvalid: '{email} is not an approved, enabled employee.',
  created: 'Token created. Copy it now: it is not shown again.',
  revoked: 'The token has been revoked.',
  notFound: 'This token does not exist.',
  alreadyRevoked: 'This token is already revoked.',
  invalid: 'The API token is missing, unknown, revoked or expired.',
  scopeMissing: 'This token lacks the {scope} scope.',
} as const;
