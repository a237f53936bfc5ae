import { DomainError } from '#kernel/domain-error.ts';

/**
 * A refusal as a test compares it: its kind (which decides the HTTP status: `conflict`,
 * `not_found`, `rate_limited`...), the product's message word for word, and its details. Errors
 * that carry a specific code beside their kind are read by the kind; errors whose code is the kind
 * are read by the code.
 */
export interface Refusal {
  readonly kind: string;
  readonly message: string;
  readonly details: Readonly<Record<string, string | number | boolean>> | undefined;
}

export const refusalOf = (error: DomainError): Refusal => ({
  kind: (error as { kind?: string }).kind ?? error.code,
  message: error.message,
  details: error.details,
});

/** The DomainError a call was refused with; success or any other error fails the test. */
export const domainErrorOf = async (work: Promise<unknown>): Promise<DomainError> => {
  try {
    await work;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError');
};

/** The code a call was refused with, whether it threw at once or its promise failed; success or any other error fails the test. */
export const refusalCodeOf = async (call: () => unknown): Promise<string> => (await domainErrorOf(Promise.resolve().then(call))).code;

/** The refusal a use case answered with. */
export const failureOf = async (work: Promise<unknown>): Promise<Refusal> => refusalOf(await domainErrorOf(work));

/** The DomainError a synchronous call (a domain object's transition, a token's check) threw; success or any other error fails the test. */
export const domainErrorThrownBy = (work: () => unknown): DomainError => {
  try {
    work();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError');
};
