import type { ErrorCode } from '#contract/error-codes.ts';
import { MESSAGES } from '#contract/messages.ts';

/**
 * A failed call: the HTTP status (0 when the server could not be reached), the server's stable code
 * (src/contract/error-codes.ts; null when the answer carried none, e.g. a proxy's error page) and the
 * server's message, which is what the user sees. Screens decide on `code`, never on `message`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode | null;

  constructor(status: number, message: string, code: ErrorCode | null = null) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/**
 * An answer that is not what the shared schema (src/contract/api) says the call answers (lib/answer.ts
 * checks them). Its message is the product's own ("Unexpected response format. Please try again.");
 * `call` and `problems` say which answer and which fields, for whoever reads the console or a test.
 * Beside ApiError, the other way a call fails, so that a screen can tell the two apart without
 * loading the schemas or the envelope.
 */
export class UnexpectedAnswerError extends Error {
  override readonly name = 'UnexpectedAnswerError';
  readonly call: string;
  readonly problems: string;

  constructor(call: string, problems: string) {
    super(MESSAGES.login.unexpectedResponse);
    this.call = call;
    this.problems = problems;
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequest {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a FormData (photo upload) is sent as multipart. */
  readonly body?: unknown;
  /** Appended as a query string; null and undefined values are left out. */
  readonly query?: Readonly<Record<string, QueryValue>>;
  readonly signal?: AbortSignal;
  readonly headers?: Readonly<Record<string, string>>;
}

const withQuery = (path: string, query: ApiRequest['query']): string => {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  if (search === '') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
};

const readBody = async (response: Response): Promise<unknown> => {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return null;
  }
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** The server's wording: `{ errmessage }` (docs/product/api.md API-RULES-03), else `{ message }`. */
export const errorMessageOf = (body: unknown, status: number): string => {
  if (body !== null && typeof body === 'object') {
    const { errmessage, message } = body as { errmessage?: unknown; message?: unknown };
    if (typeof errmessage === 'string' && errmessage !== '') return errmessage;
    if (typeof message === 'string' && message !== '') return message;
  }
  return status >= 500 || status === 0 ? MESSAGES.http.internal : `Request failed (${status})`;
};

/**
 * The ApiError of an error answer `{ errmessage, code }` (check-session's is `{ message, code }`).
 * An answer without a code is `http.internal` from 500 up, with the product's internal message, and
 * has no code below that (its message is then `Request failed (status)`).
 */
export const apiErrorOf = (status: number, body: unknown): ApiError => {
  const code = body !== null && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
  // A code this version does not know yet simply matches none of the screens' branches.
  if (typeof code === 'string' && code !== '') return new ApiError(status, errorMessageOf(body, status), code as ErrorCode);
  return new ApiError(status, errorMessageOf(body, status), status >= 500 ? 'http.internal' : null);
};

type UnauthorizedListener = (path: string) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Hears every 401 answer, with the path that was called (without its query): the auth provider
 * signs the user out on one. Returns the function that stops listening.
 */
export const onUnauthorized = (listener: UnauthorizedListener): (() => void) => {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
};

const notifyUnauthorized = (path: string): void => {
  const pathname = path.split('?', 1)[0] ?? path;
  for (const listener of [...unauthorizedListeners]) {
    try {
      listener(pathname);
    } catch (error) {
      console.warn('A 401 listener failed', error);
    }
  }
};

/** What came back: the answer and its parsed body (before it is judged a success or a failure). */
interface Sent {
  readonly response: Response;
  readonly payload: unknown;
}

/** Sends the request; rejects with the AbortError itself, or `http.unavailable` when the server cannot be reached. */
const send = async (path: string, request: ApiRequest): Promise<Sent> => {
  const { method = request.body === undefined ? 'GET' : 'POST', body, query, signal, headers } = request;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(withQuery(path, query), {
      method,
      credentials: 'same-origin',
      signal,
      headers: {
        Accept: 'application/json',
        ...(body === undefined || isForm ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, MESSAGES.http.unavailable, 'http.unavailable');
  }
  return { response, payload: await readBody(response) };
};

/**
 * How long an early answer (startEarlyGet) may wait for the call that takes it. The calls it is for are
 * made as the opened page first renders, a second or two after the page opened; an answer older than this
 * is not taken, and the call asks afresh.
 */
const EARLY_ANSWER_MS = 15_000;

/** GETs started before the code that makes them has loaded, by path: each is taken once (startEarlyGet). */
const early = new Map<string, { readonly sent: Promise<Sent>; readonly at: number; readonly page: string }>();

/**
 * Sends `GET path` now, before the code that will ask for it has loaded (app/early-requests.ts: the
 * opened page's first call, started by the entry beside the page's code rather than after it,
 * docs/performance.md "Page speed"). The first plain `api.get(path)` (no query, no headers) takes its
 * answer, judged as its own would be (a 401 is heard by onUnauthorized then, not before); later calls
 * ask afresh. Only for reads that change nothing on the server but the answer they give.
 */
export const startEarlyGet = (path: string): void => {
  if (early.has(path)) return;
  const sent = send(path, { method: 'GET' });
  // Judged when taken; one never taken must not be an unhandled rejection.
  sent.catch(() => undefined);
  early.set(path, { sent, at: Date.now(), page: window.location.pathname });
};

/** The early answer for a plain GET of `path`, once; none once the tab has moved to another page or it is stale. */
const takeEarly = (path: string, request: ApiRequest): Promise<Sent> | undefined => {
  const found = early.get(path);
  if (!found || request.method !== 'GET' || request.query || request.headers || request.body !== undefined) return undefined;
  early.delete(path);
  if (found.page !== window.location.pathname || Date.now() - found.at > EARLY_ANSWER_MS) return undefined;
  const { signal } = request;
  if (!signal) return found.sent;
  // A call that is given up (the data layer's cancel) rejects with its AbortError, as a fetch would.
  return new Promise<Sent>((resolve, reject) => {
    const abort = () => reject(signal.reason instanceof Error ? signal.reason : new DOMException('The operation was aborted.', 'AbortError'));
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    found.sent.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
};

/**
 * Calls the server on the same origin with the session cookie. Resolves with the parsed JSON body;
 * rejects with an ApiError for a non-2xx answer or a network failure. An aborted call rejects with
 * the AbortError itself, so that callers can ignore it.
 */
export const apiRequest = async <T = unknown>(path: string, request: ApiRequest = {}): Promise<T> => {
  const { response, payload } = await (takeEarly(path, request) ?? send(path, request));
  if (!response.ok) {
    if (response.status === 401) notifyUnauthorized(path);
    throw apiErrorOf(response.status, payload);
  }
  return payload as T;
};

export const api = {
  get: <T = unknown>(path: string, request?: Omit<ApiRequest, 'method' | 'body'>) => apiRequest<T>(path, { ...request, method: 'GET' }),
  post: <T = unknown>(path: string, body?: unknown, request?: Omit<ApiRequest, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...request, method: 'POST', body: body ?? {} }),
  put: <T = unknown>(path: string, body?: unknown, request?: Omit<ApiRequest, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...request, method: 'PUT', body: body ?? {} }),
  patch: <T = unknown>(path: string, body?: unknown, request?: Omit<ApiRequest, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...request, method: 'PATCH', body: body ?? {} }),
};
