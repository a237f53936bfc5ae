import type { Container } from 'inversify';
import { NodeEnvelope } from '#kernel/envelope/node-envelope.ts';
import { apiRoutes, type ApiEndpoint } from '../platform/http/api-operation.ts';
import { openApiRoutes } from '../platform/http/openapi-routes.ts';
import { RateLimiter } from '../platform/ports/rate-limiter.ts';
import { SessionAuthenticator } from '../platform/ports/session-authenticator.ts';
import { TokenAuthenticator } from '../platform/ports/token-authenticator.ts';
import { CONFIG } from '../platform/tokens.ts';
import { apiTokenRoutes } from './adapters/http/api-token-routes.ts';
import { CreateApiToken } from './application/create-api-token.ts';
import { ListApiTokens } from './application/list-api-tokens.ts';
import { RecordApiCall } from './application/record-api-call.ts';
import { RevokeApiToken } from './application/revoke-api-token.ts';

/** Calls per token per minute, over every operation (a token is one client, from wherever it calls). */
export const API_TOKEN_CALLS_PER_MINUTE = 300;

const DESCRIPTION = [
  'The Visitor Desk API for other systems: the same rules and answers as the app, with an API token instead of a session.',
  'Send the token as `Authorization: Bearer <token>` and plain JSON bodies (`Content-Type: application/json`) over HTTPS. A token is made by an admin (the API tokens screen, or `vms tokens create`) with its scopes; it acts for one employee, and a call also needs what that employee may do in the app. Every call is audited with the token\'s name.',
  `Each token may make ${API_TOKEN_CALLS_PER_MINUTE} calls a minute; beyond that the answer is 429 with Retry-After.`,
].join('\n\n');

/** The admin screen's token calls, wired to their use cases: composition. */
export const apiTokensHttp = (container: Container) => [
  apiTokenRoutes({
    envelope: container.get(NodeEnvelope),
    authenticator: container.get(SessionAuthenticator),
    list: container.get(ListApiTokens),
    create: container.get(CreateApiToken),
    revoke: container.get(RevokeApiToken),
  }),
];

/** Audits a call made with a token outside the token API (SCIM provisioning), as every token call is. */
export const tokenCallRecorder = (container: Container) => {
  const recordCall = container.get(RecordApiCall);
  return (caller: Parameters<RecordApiCall['execute']>[0], call: Parameters<RecordApiCall['execute']>[1]) => recordCall.execute(caller, call);
};

/** The token API: every module's endpoints behind the bearer token, and their OpenAPI document and reference page. */
export const tokenApiHttp = (container: Container, endpoints: readonly ApiEndpoint[]) => {
  const recordCall = container.get(RecordApiCall);
  return [
    apiRoutes(
      {
        tokens: container.get(TokenAuthenticator),
        limiter: container.get(RateLimiter),
        perMinute: API_TOKEN_CALLS_PER_MINUTE,
        recordCall: (caller, call) => recordCall.execute(caller, call),
      },
      endpoints,
    ),
    openApiRoutes(
      endpoints.map((endpoint) => endpoint.operation),
      { title: 'Visitor Desk API', version: '1', description: DESCRIPTION, serverUrl: container.get(CONFIG).publicUrl },
    ),
  ];
};
