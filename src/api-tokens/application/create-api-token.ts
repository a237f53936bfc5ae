import { SCIM_SCOPE, type TokenScope } from '#contract/api-token-scopes.ts';
import type { ApiTokenView } from '#contract/api/api-token-answers.ts';
import { canProvisionEmployees } from '#contract/capabilities.ts';
import { siteToday } from '#contract/site-calendar.ts';
import type { ApiTokenInput } from '#contract/validation/api-token.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { EmployeeDirectory } from '../../identity/application/employee-directory.ts';
import type { AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { ServerCrypto } from '../../platform/ports/server-crypto.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import { API_TOKEN_HASH_PURPOSE, API_TOKEN_PREFIX, ApiToken } from '../domain/api-token.ts';
import { auditActorOf, type ApiTokenCaller } from './api-token-caller.ts';
import { apiTokenView } from './api-token-view.ts';
import type { ApiTokenRepository } from './ports.ts';

/** A token's settings: the token API's (checked by apiTokenSchema), or a provisioning token's `scim` alone (`vms scim token create`). */
export type TokenInput = Omit<ApiTokenInput, 'scopes'> & { readonly scopes: readonly TokenScope[] };

/** Bytes of entropy in a token: 256 bits, beyond guessing, so a fast hash of it is as safe as a slow one. */
const TOKEN_BYTES = 32;

/**
 * `POST /api/api-tokens` and `vms tokens create`: an admin (or IT staff) makes a token with its
 * scopes, for an approved, enabled employee (an admin on the screen: themselves; `--for` on the CLI).
 * The token is answered this once; only its keyed hash is stored. Audited.
 */
export class CreateApiToken {
  constructor(
    private readonly tokens: ApiTokenRepository,
    private readonly directory: EmployeeDirectory,
    private readonly crypto: ServerCrypto,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    private readonly timeZone: string,
  ) {}

  async execute(caller: ApiTokenCaller, input: TokenInput, actsForEmail?: string): Promise<{ token: string; apiToken: ApiTokenView }> {
    const actor = auditActorOf(caller);
    const now = this.clock.now();
    const today = siteToday(this.timeZone, now);
    if (input.expiresOn !== null && input.expiresOn < today) throw new DomainError('token.expiry_invalid');
    const email = caller.kind === 'principal' ? caller.principal.email : (actsForEmail ?? '');
    const employee = await this.directory.active({ email: email.trim().toLowerCase() });
    if (!employee) throw new DomainError('token.owner_invalid', { values: { email } });
    // A provisioning token (ADR 41) holds its scope alone, and acts for an admin: it adds and disables employees.
    if (input.scopes.includes(SCIM_SCOPE)) {
      if (input.scopes.length !== 1) throw new DomainError('token.scopes_invalid');
      if (!canProvisionEmployees({ role: employee.role })) throw new DomainError('scim.token_owner_invalid');
    }
    const token = `${API_TOKEN_PREFIX}${this.crypto.randomToken(TOKEN_BYTES)}`;
    return this.unitOfWork.run(async () => {
      const apiToken = new ApiToken(
        { name: input.name, scopes: input.scopes, employeeId: employee.id, actsFor: employee.email, createdBy: actor.label, expiresOn: input.expiresOn },
        this.crypto.keyedHash(API_TOKEN_HASH_PURPOSE, token),
        now,
      );
      await this.tokens.add(apiToken);
      this.audit.record({
        actor,
        action: 'api_token.created',
        subjectType: 'api_token',
        subjectId: apiToken.id,
        details: { name: apiToken.name, scopes: apiToken.scopes, actsFor: apiToken.actsFor, expiresOn: apiToken.expiresOn },
      });
      return { token, apiToken: apiTokenView(apiToken, today) };
    });
  }
}
