import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '#contract/error-codes.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { AppEnv } from '../../../platform/http/app-env.ts';
import { httpStatusOf } from '../../../platform/http/error-handler.ts';
import { SCIM_CONTENT_TYPE, SCIM_ERROR_SCHEMA } from './scim-schemas.ts';

/** The `scimType` of RFC 7644 section 3.12 each of our codes is; codes not here answer without one. */
const SCIM_TYPES: Partial<Record<ErrorCode, string>> = {
  'scim.invalid_filter': 'invalidFilter',
  'scim.invalid_value': 'invalidValue',
  'scim.invalid_syntax': 'invalidSyntax',
  'scim.invalid_path': 'invalidPath',
  'registration.email_taken': 'uniqueness',
  'registration.employee_id_taken': 'uniqueness',
  'scim.external_id_taken': 'uniqueness',
  'input.unreadable': 'invalidSyntax',
  'input.too_deep': 'invalidSyntax',
  'input.invalid_character': 'invalidValue',
};

/**
 * A refusal in SCIM's error format: `status` as a string, `scimType` where SCIM has one, `detail` the
 * product's message. Our stable code rides along (`code`), as in every other answer of the product.
 */
export const scimErrorBody = (error: DomainError) => ({
  schemas: [SCIM_ERROR_SCHEMA],
  status: String(httpStatusOf(error.code)),
  ...(SCIM_TYPES[error.code] ? { scimType: SCIM_TYPES[error.code] } : {}),
  detail: error.message,
  code: error.code,
});

export const scimJson = (c: Context<AppEnv>, body: unknown, status: ContentfulStatusCode) => {
  c.header('Cache-Control', 'no-store');
  return c.body(JSON.stringify(body), status, { 'Content-Type': SCIM_CONTENT_TYPE });
};

/** Any failure as a SCIM error: a DomainError with its own status, anything else a logged 500 without details. */
export const scimError = (c: Context<AppEnv>, error: unknown) => {
  if (error instanceof DomainError) {
    const retryAfter = error.details?.['retryAfterSeconds'];
    if (retryAfter !== undefined) c.header('Retry-After', String(retryAfter));
    return scimJson(c, scimErrorBody(error), httpStatusOf(error.code));
  }
  c.get('logger').error({ err: error, requestId: c.get('requestId'), path: c.req.path }, 'unexpected error');
  return scimJson(c, scimErrorBody(new DomainError('http.internal')), 500);
};
