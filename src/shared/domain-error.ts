/**
 * Expected failures carry a stable code and the product's own message. Use cases throw them; the
 * HTTP adapter maps the code to a status and the CLI maps it to an exit code. Nothing above the
 * domain ever needs to parse a message to know what went wrong.
 */
export const ERROR_CODES = [
  'invalid_input', // 400: a rule of the forms failed, or the payload could not be read
  'invalid_captcha', // 400
  'not_authenticated', // 401: no session, or wrong credentials
  'invalid_otp', // 401
  'session_destroyed', // 401: replaced, ended or idle
  'forbidden', // 403: signed in, but this is not the caller's to do or see
  'approval_pending', // 403
  'not_found', // 404
  'conflict', // 409: already registered, already submitted, already checked in…
  'expired', // 410: an OTP or a link that is past its time
  'payload_too_large', // 413
  'rate_limited', // 429: a cooldown, a lockout or too many calls
  'unavailable', // 503: a dependency (database, mail) is not answering
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export class DomainError extends Error {
  override readonly name = 'DomainError';

  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Extra facts for the caller, such as the seconds to wait; never secrets. */
    readonly details?: Readonly<Record<string, string | number | boolean>>,
  ) {
    super(message);
  }
}

export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;
