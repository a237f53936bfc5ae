import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DomainError, type ErrorCode } from '../../shared/domain-error.ts';
import { EnvelopeError } from '../../shared/envelope/envelope-format.ts';
import { MESSAGES } from '../../shared/messages.ts';
import type { AppEnv } from './app-env.ts';

/** The one place where a domain error code becomes an HTTP status. */
export const STATUS_BY_CODE: Readonly<Record<ErrorCode, ContentfulStatusCode>> = {
  invalid_input: 400,
  invalid_captcha: 400,
  not_authenticated: 401,
  invalid_otp: 401,
  session_destroyed: 401,
  forbidden: 403,
  approval_pending: 403,
  not_found: 404,
  conflict: 409,
  expired: 410,
  payload_too_large: 413,
  rate_limited: 429,
  unavailable: 503,
};

export const errorBody = (c: Context, status: ContentfulStatusCode, errmessage: string) => c.json({ errmessage }, status);

/**
 * Expected failures answer `{ errmessage }` with their status; anything else is a 500 with
 * `Internal server error` and one log line carrying the request id. Never a stack trace.
 */
export const errorHandler: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof DomainError) {
    const status = STATUS_BY_CODE[error.code];
    // The rest of an oversized body is never read, so the connection cannot carry another request.
    if (status === 413) c.header('Connection', 'close');
    const retryAfter = error.details?.['retryAfterSeconds'];
    if (retryAfter !== undefined) c.header('Retry-After', String(retryAfter));
    return errorBody(c, status, error.message);
  }
  if (error instanceof EnvelopeError) return errorBody(c, 400, error.message);
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    if (status === 413) c.header('Connection', 'close');
    const message = status === 413 ? MESSAGES.http.payloadTooLarge : status >= 500 ? MESSAGES.http.internal : error.message || MESSAGES.http.invalidPayload;
    return errorBody(c, status, message);
  }
  c.get('logger').error({ err: error, requestId: c.get('requestId'), path: c.req.path }, 'unexpected error');
  return errorBody(c, 500, MESSAGES.http.internal);
};
