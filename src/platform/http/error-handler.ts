import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DomainError } from '#kernel/domain-error.ts';
import { EnvelopeError } from '#contract/envelope/envelope-format.ts';
import { messageOf, statusOf, type ErrorCode } from '#contract/error-codes.ts';
import type { AppEnv } from './app-env.ts';

/** The one place where an error code becomes an HTTP status: by its kind, in src/contract/error-codes.ts. */
export const httpStatusOf = (code: ErrorCode): ContentfulStatusCode => statusOf(code) as ContentfulStatusCode;

/** Every error answer: the product's message for people and the stable code for programs. */
export interface ErrorBody {
  readonly errmessage: string;
  readonly code: ErrorCode;
  /** For `input.invalid`: the field whose rule failed, when the rule names one. */
  readonly field?: string;
}

export const errorBody = (c: Context, code: ErrorCode, errmessage: string = messageOf(code), extra: Omit<ErrorBody, 'errmessage' | 'code'> = {}, status = httpStatusOf(code)) =>
  c.json({ errmessage, code, ...extra } satisfies ErrorBody, status);

/**
 * Expected failures answer `{ errmessage, code }` with their code's status; anything else is a 500
 * with `Internal server error`, code `http.internal`, and one log line carrying the request id.
 * Never a stack trace.
 */
export const errorHandler: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof DomainError) {
    const status = httpStatusOf(error.code);
    // The rest of an oversized body is never read, so the connection cannot carry another request.
    if (status === 413) c.header('Connection', 'close');
    const retryAfter = error.details?.['retryAfterSeconds'];
    if (retryAfter !== undefined) c.header('Retry-After', String(retryAfter));
    const field = error.details?.['field'];
    return errorBody(c, error.code, error.message, typeof field === 'string' ? { field } : {});
  }
  if (error instanceof EnvelopeError) return errorBody(c, error.code, error.message);
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    if (status === 413) {
      c.header('Connection', 'close');
      return errorBody(c, 'http.payload_too_large');
    }
    if (status >= 500) return errorBody(c, 'http.internal', undefined, {}, status);
    return errorBody(c, 'http.bad_request', error.message || messageOf('input.unreadable'), {}, status);
  }
  c.get('logger').error({ err: error, requestId: c.get('requestId'), path: c.req.path }, 'unexpected error');
  return errorBody(c, 'http.internal');
};
