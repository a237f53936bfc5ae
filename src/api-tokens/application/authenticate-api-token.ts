import { siteToday } from '#contract/site-calendar.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { EmployeeDirectory } from '../../identity/application/employee-directory.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { ServerCrypto } from '../../platform/ports/server-crypto.ts';
import { TokenAuthenticator, type TokenPrincipal } from '../../platform/ports/token-authenticator.ts';
import { API_TOKEN_HASH_PURPOSE, API_TOKEN_PREFIX, LAST_USED_PRECISION_MS } from '../domain/api-token.ts';
import type { ApiTokenRepository } from './ports.ts';

/** Longer than any token we make: nothing longer is hashed. */
const MAX_TOKEN_LENGTH = 200;

/**
 * Every token call: the token must be one we made (its keyed hash on record), not revoked, not past
 * its last day, and the employee it acts for still approved and enabled, with the role they have now.
 * Every refusal is the same `token.invalid`, so a caller learns nothing about a token it does not
 * hold. The last use is written at most once a minute, in one conditional statement.
 */
export class AuthenticateApiToken extends TokenAuthenticator {
  constructor(
    private readonly tokens: ApiTokenRepository,
    private readonly directory: EmployeeDirectory,
    private readonly crypto: ServerCrypto,
    private readonly clock: Clock,
    private readonly timeZone: string,
  ) {
    super();
  }

  async authenticate(secret: string | undefined): Promise<TokenPrincipal> {
    if (!secret || secret.length > MAX_TOKEN_LENGTH || !secret.startsWith(API_TOKEN_PREFIX)) throw new DomainError('token.invalid');
    const now = this.clock.now();
    const token = await this.tokens.findByHash(this.crypto.keyedHash(API_TOKEN_HASH_PURPOSE, secret));
    if (!token || token.statusOn(siteToday(this.timeZone, now)) !== 'active') throw new DomainError('token.invalid');
    const employee = await this.directory.active({ id: token.employeeId });
    if (!employee?.role) throw new DomainError('token.invalid');
    // Asked side by side: neither depends on the other. The home site is null only for an employee
    // removed since the line above: as gone as one never there.
    const [homeSiteId, siteIds] = await Promise.all([this.directory.homeSiteOf(employee.id), this.directory.sitesOf(employee.id)]);
    if (homeSiteId === null) throw new DomainError('token.invalid');
    if (token.needsTouch(now)) await this.tokens.touch(token.id, now, new Date(now.getTime() - LAST_USED_PRECISION_MS));
    return {
      sessionId: `api-token:${token.id}`,
      employeeId: employee.id,
      email: employee.email,
      name: employee.name,
      role: employee.role,
      siteIds,
      homeSiteId,
      token: { id: token.id, name: token.name },
      scopes: token.scopes,
    };
  }
}
