export const http = {
  internal: 'Internal server error',
  notFound: 'Not found',
  forbidden: 'You do not have permission to access this page.',
  notAuthenticated: 'Please log in to continue.',
  payloadTooLarge: 'Request body is too large',
  invalidPayload: 'The request could not be read. Please try again.',
  /** Ours: NUL and other characters no field can hold. */
  invalidCharacter: 'The request contains a character that is not allowed.',
  /** Ours: JSON nested deeper than any form of the product (issue 27). */
  tooDeep: 'The request is nested too deeply to be read.',
  /** Ours: a change asked for by a page of another site (issue 27, docs/adr/0017-cross-site-requests.md). */
  crossSite: 'This request came from another site and was refused.',
  /** Ours: a body that is not JSON (or a file where one is sent). */
  unsupportedType: 'Please send this request as JSON.',
  tooManyRequests: 'Too many requests. Please try again in {seconds} seconds.',
  unavailable: 'The service is temporarily unavailable. Please try again.',
} as const;
