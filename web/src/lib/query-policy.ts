import { ApiError } from './api-client.ts';

/**
 * The web app's data layer policy (TanStack Query, app/query-client.tsx), kept free of React and of
 * the library so that it can be tested on its own.
 */

/** How many times a failed read is tried again before the screen shows its error and Retry. */
export const MAX_READ_RETRIES = 2;

/**
 * Whether a failure is worth trying again by itself: the server could not be reached (status 0) or
 * failed (5xx). An answer in the 4xx range (not found, refused, signed out, a conflict) is the
 * server's decision and would answer the same again; an answer that does not fit its schema or an
 * aborted call is not retried either.
 */
export const isTransientFailure = (error: unknown): boolean => error instanceof ApiError && (error.status === 0 || error.status >= 500);

/** TanStack Query's `retry` for reads: transient failures only, at most MAX_READ_RETRIES more times. */
export const shouldRetryRead = (failureCount: number, error: unknown): boolean => failureCount < MAX_READ_RETRIES && isTransientFailure(error);
