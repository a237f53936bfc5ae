import type { Hono } from 'hono';
import type { ApiTokenCreatedAnswer, ApiTokenListAnswer, ApiTokenRevokedAnswer } from '#contract/api/api-token-answers.ts';
import { canManageApiTokens } from '#contract/capabilities.ts';
import { MESSAGES } from '#contract/messages.ts';
import { recordIdOf } from '#contract/record-id.ts';
import { API_TOKEN_INPUT_CODES, apiTokenSchema } from '#contract/validation/api-token.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { NodeEnvelope } from '#kernel/envelope/node-envelope.ts';
import type { AppEnv } from '../../../platform/http/app-env.ts';
import { openPayload, readJsonObject } from '../../../platform/http/read-body.ts';
import { principalOf, requireCapability } from '../../../platform/http/require-role.ts';
import type { SessionAuthenticator } from '../../../platform/ports/session-authenticator.ts';
import type { CreateApiToken } from '../../application/create-api-token.ts';
import type { ListApiTokens } from '../../application/list-api-tokens.ts';
import type { RevokeApiToken } from '../../application/revoke-api-token.ts';

export interface ApiTokenRouteDeps {
  readonly envelope: NodeEnvelope;
  readonly authenticator: SessionAuthenticator;
  readonly list: ListApiTokens;
  readonly create: CreateApiToken;
  readonly revoke: RevokeApiToken;
}

/** A token id in the path: digits only, or "does not exist" (nothing is looked up). */
const idOf = (text: string): number => {
  const id = recordIdOf(text);
  if (id === undefined) throw new DomainError('token.not_found');
  return id;
};

/**
 * The admin screen's calls (issue 32), behind a session as every admin screen: the form in the payload
 * envelope as every admin form's, each refusal of a value with that field's code. An admin's token acts
 * for the admin; `vms tokens create --for` makes one for another employee.
 */
export const apiTokenRoutes = (deps: ApiTokenRouteDeps) => (app: Hono<AppEnv>) => {
  const admin = requireCapability(deps.authenticator, canManageApiTokens);

  app.get('/api/api-tokens', admin, async (c) => {
    const tokens = await deps.list.execute({ kind: 'principal', principal: principalOf(c) });
    c.header('Cache-Control', 'no-store');
    return c.json({ tokens } satisfies ApiTokenListAnswer);
  });

  app.post('/api/api-tokens', admin, async (c) => {
    const input = openPayload(deps.envelope, (await readJsonObject(c))['encryptedData'], apiTokenSchema, API_TOKEN_INPUT_CODES);
    const { token, apiToken } = await deps.create.execute({ kind: 'principal', principal: principalOf(c) }, input);
    c.header('Cache-Control', 'no-store');
    return c.json({ message: MESSAGES.apiTokens.created, token, apiToken } satisfies ApiTokenCreatedAnswer, 201);
  });

  app.post('/api/api-tokens/:id/revoke', admin, async (c) => {
    const apiToken = await deps.revoke.execute({ kind: 'principal', principal: principalOf(c) }, idOf(c.req.param('id')));
    return c.json({ message: MESSAGES.apiTokens.revoked, apiToken } satisfies ApiTokenRevokedAnswer);
  });
};
