import { ERRORS, messageOf, type ErrorArguments, type ErrorCode, type ErrorKind, type LooseErrorOptions } from '#contract/error-codes.ts';

export { ERROR_CODES, type ErrorCode, type ErrorKind } from '#contract/error-codes.ts';

/** One tuple per code: `new DomainError('visit.not_today')`, `new DomainError('otp.cooldown', { values: { seconds } })`. */
export type DomainErrorArguments = { [Code in ErrorCode]: [code: Code, ...rest: ErrorArguments<Code>] }[ErrorCode];

/**
 * Expected failures carry a stable, specific code (src/contract/error-codes.ts) and the product's own
 * message for it, taken from the same table. Use cases throw them; the HTTP adapter answers the
 * code's status with `{ errmessage, code }` and the CLI exits 1. Nothing above the domain ever needs
 * to parse a message to know what went wrong.
 */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  readonly code: ErrorCode;
  /** The code's kind, which decides the HTTP status. */
  readonly kind: ErrorKind;
  /** Extra facts for the caller, such as the seconds to wait; never secrets. */
  readonly details?: Readonly<Record<string, string | number | boolean>>;

  constructor(...[code, options]: DomainErrorArguments) {
    const loose = options as LooseErrorOptions | undefined;
    super(messageOf(code, loose));
    this.code = code;
    this.kind = ERRORS[code].kind;
    if (loose?.details !== undefined) this.details = loose.details;
  }
}

export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;
