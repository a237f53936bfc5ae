import type { ApiTokenView } from '#contract/api/api-token-answers.ts';
import type { ApiToken } from '../domain/api-token.ts';

/** A token as the admin screen and `vms tokens list` show it (`today`: the installation's date, for its status). */
export const apiTokenView = (token: ApiToken, today: string): ApiTokenView => ({
  id: token.id,
  name: token.name,
  scopes: [...token.scopes],
  actsFor: token.actsFor,
  createdBy: token.createdBy,
  createdAt: token.createdAt.toISOString(),
  expiresOn: token.expiresOn,
  revokedAt: token.revokedAt?.toISOString() ?? null,
  lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
  status: token.statusOn(today),
});
