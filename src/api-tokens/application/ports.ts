import type { ApiToken } from '../domain/api-token.ts';

export abstract class ApiTokenRepository {
  /** Adds the token now (it has its id after); a name another token has, whatever its case, is `token.name_taken`. */
  abstract add(token: ApiToken): Promise<void>;
  /** Every token, newest first. */
  abstract list(): Promise<ApiToken[]>;
  /** The token with this id, locked until the transaction ends; null when there is none. */
  abstract lockById(id: number): Promise<ApiToken | null>;
  /** The token whose secret has this keyed hash; null when there is none. */
  abstract findByHash(tokenHash: string): Promise<ApiToken | null>;
  /**
   * Records a use at `at`, in one statement that writes only when the last recorded use is at
   * `olderThan` or before (or none): replicas answering the same token at once write it at most once.
   */
  abstract touch(id: number, at: Date, olderThan: Date): Promise<void>;
  /** Writes a changed token now. */
  abstract save(token: ApiToken): Promise<void>;
}
