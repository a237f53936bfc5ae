import type { TokenScope } from '#contract/api-token-scopes.ts';
import type { ApiTokenStatus } from '#contract/api/api-token-answers.ts';

/** How often a token's last use is written: at most once a minute, so a burst of calls is one write. */
export const LAST_USED_PRECISION_MS = 60_000;

/** What a token is made with. */
export interface ApiTokenSettings {
  readonly name: string;
  readonly scopes: readonly TokenScope[];
  /** The employee the token acts for. */
  readonly employeeId: number;
  /** Their e-mail when the token was made, for lists (the employee's own record is identity's). */
  readonly actsFor: string;
  /** Who made it, as the audit log names them. */
  readonly createdBy: string;
  /** The last day it works (`YYYY-MM-DD`, the installation's calendar), or null. */
  readonly expiresOn: string | null;
}

/**
 * An API token (issue 32): a name, its scopes, the employee it acts for and the keyed hash of the
 * secret, never the secret itself (docs/adr/0038-api-tokens-and-openapi.md). It works until
 * it is revoked or its last day is over.
 */
export class ApiToken {
  id!: number;
  name: string;
  tokenHash: string;
  scopes: TokenScope[];
  employeeId: number;
  actsFor: string;
  createdBy: string;
  createdAt: Date;
  expiresOn: string | null;
  revokedAt: Date | null = null;
  revokedBy: string | null = null;
  lastUsedAt: Date | null = null;

  constructor(settings: ApiTokenSettings, tokenHash: string, at: Date) {
    this.name = settings.name;
    this.scopes = [...settings.scopes];
    this.employeeId = settings.employeeId;
    this.actsFor = settings.actsFor;
    this.createdBy = settings.createdBy;
    this.expiresOn = settings.expiresOn;
    this.tokenHash = tokenHash;
    this.createdAt = at;
  }

  /** `today`: the installation's date (`YYYY-MM-DD`); the token works through its last day. */
  statusOn(today: string): ApiTokenStatus {
    if (this.revokedAt !== null) return 'revoked';
    if (this.expiresOn !== null && this.expiresOn < today) return 'expired';
    return 'active';
  }

  revoke(by: string, at: Date): void {
    this.revokedAt = at;
    this.revokedBy = by;
  }

  /** Whether a call at `now` should write the last use (none yet, or the last one a minute or more ago). */
  needsTouch(now: Date): boolean {
    return this.lastUsedAt === null || now.getTime() - this.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS;
  }
}

/** Tokens start with this, so that a leaked one is recognised (by a secret scanner, or a person reading a log). */
export const API_TOKEN_PREFIX = 'vdk_';

/** The keyed hash purpose: a token's hash is never comparable with a session's. */
export const API_TOKEN_HASH_PURPOSE = 'api-token';
