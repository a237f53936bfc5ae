import type { ApiTokenCreatedAnswer, ApiTokenRevokedAnswer, ApiTokenView } from '#contract/api/api-token-answers.ts';
import type { ApiTokenInput } from '#contract/validation/api-token.ts';
import { parseAnswer } from '../../lib/answer.ts';
import { api } from '../../lib/api-client.ts';
import { envelope } from '../../lib/envelope.ts';

/** The admins' API token calls (issue 32); the answer schemas load with the first call, not with the page. */
const loadSchemas = () => import('#contract/api/api-token-answers.ts');

/** `GET /api/api-tokens`: every token, newest first, never a secret. */
export const fetchApiTokens = async (signal?: AbortSignal): Promise<readonly ApiTokenView[]> => {
  const [body, answers] = await Promise.all([api.get('/api/api-tokens', signal ? { signal } : {}), loadSchemas()]);
  return parseAnswer(answers.apiTokenListAnswerSchema, body, 'api-tokens').tokens;
};

/** `POST /api/api-tokens`: the token made (201), its secret in this answer only. */
export const createApiToken = async (input: ApiTokenInput): Promise<ApiTokenCreatedAnswer> => {
  const [body, answers] = await Promise.all([api.post('/api/api-tokens', { encryptedData: envelope.encrypt(input) }), loadSchemas()]);
  return parseAnswer(answers.apiTokenCreatedAnswerSchema, body, 'api-tokens-create');
};

/** `POST /api/api-tokens/{id}/revoke`: the product's words and the token as it is now. */
export const revokeApiToken = async (id: number): Promise<ApiTokenRevokedAnswer> => {
  const [body, answers] = await Promise.all([api.post(`/api/api-tokens/${id}/revoke`), loadSchemas()]);
  return parseAnswer(answers.apiTokenRevokedAnswerSchema, body, 'api-tokens/{id}/revoke');
};

/** The tokens list lives under this key; a new token or a revoke marks it stale. */
export const apiTokensKeys = {
  all: ['api-tokens'] as const,
  list: () => [...apiTokensKeys.all, 'list'] as const,
};
