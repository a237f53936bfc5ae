import type { TokenScope } from '#contract/api-token-scopes.ts';
import type { Principal } from './session-authenticator.ts';

/** A call made with an API token: the employee it acts for, as a session's principal, and what the token allows. */
export interface TokenPrincipal extends Principal {
  readonly token: { readonly id: number; readonly name: string };
  readonly scopes: readonly TokenScope[];
}

/**
 * Turns an `Authorization: Bearer` token into the principal it acts for, or refuses with
 * `token.invalid` (unknown, revoked, past its last day, or its employee no longer approved and
 * enabled). The api-tokens module implements it.
 */
export abstract class TokenAuthenticator {
  abstract authenticate(token: string | undefined): Promise<TokenPrincipal>;
}

/** A token call as the audit log records it: which operation, and how it was answered. */
export interface ApiCall {
  readonly operationId: string;
  readonly method: string;
  /** The operation's path as the OpenAPI document names it (`/api/v1/visits/{id}`), never the values in it. */
  readonly path: string;
  readonly status: number;
}
