import { defineEntity, p } from '@mikro-orm/core';
import type { TokenScope } from '#contract/api-token-scopes.ts';
import { instant } from '../../../platform/database/columns.ts';
import { ApiToken } from '../../domain/api-token.ts';

/**
 * API tokens (issue 32): the keyed hash of each secret, never the secret (docs/adr/0038). The
 * employee the token acts for is named by id (identity's table is identity's: no foreign key across
 * modules, as visits name their host).
 */
export const ApiTokenSchema = defineEntity({
  class: ApiToken,
  tableName: 'api_token',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.text(),
    tokenHash: p.text().unique('api_token_hash_unique'),
    scopes: p.array().$type<TokenScope[]>(),
    employeeId: p.integer(),
    actsFor: p.text(),
    createdBy: p.text(),
    createdAt: instant(),
    expiresOn: p.date().nullable(),
    revokedAt: instant().nullable(),
    revokedBy: p.text().nullable(),
    lastUsedAt: instant().nullable(),
  },
  // One token per name whatever its case: the audit log names a token by it.
  uniques: [{ name: 'api_token_name_unique', expression: 'create unique index "api_token_name_unique" on "api_token" (lower("name"))' }],
});
