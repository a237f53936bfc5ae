import { z } from 'zod';
import { TOKEN_SCOPES } from '../api-token-scopes.ts';

/** Where a token stands: usable, revoked by an admin, or past its last day. */
export const API_TOKEN_STATUSES = ['active', 'revoked', 'expired'] as const;
export type ApiTokenStatus = (typeof API_TOKEN_STATUSES)[number];

/** An API token as the admin screen and `vms tokens list` show it: never the token, never its hash. */
export const apiTokenViewSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  scopes: z.array(z.enum(TOKEN_SCOPES)),
  /** The employee the token acts for: their capabilities bound what it may do. */
  actsFor: z.string(),
  createdBy: z.string(),
  createdAt: z.iso.datetime(),
  /** The last day it works, in the installation's calendar; null: no end. */
  expiresOn: z.iso.date().nullable(),
  revokedAt: z.iso.datetime().nullable(),
  /** Recorded at most once a minute, so a burst of calls is one write. */
  lastUsedAt: z.iso.datetime().nullable(),
  status: z.enum(API_TOKEN_STATUSES),
});
export type ApiTokenView = z.infer<typeof apiTokenViewSchema>;

/** `GET /api/api-tokens`. */
export const apiTokenListAnswerSchema = z.object({ tokens: z.array(apiTokenViewSchema) });
export type ApiTokenListAnswer = z.infer<typeof apiTokenListAnswerSchema>;

/** `POST /api/api-tokens` (201): the token itself, shown this once and never again. */
export const apiTokenCreatedAnswerSchema = z.object({ message: z.string(), token: z.string(), apiToken: apiTokenViewSchema });
export type ApiTokenCreatedAnswer = z.infer<typeof apiTokenCreatedAnswerSchema>;

/** `POST /api/api-tokens/{id}/revoke`. */
export const apiTokenRevokedAnswerSchema = z.object({ message: z.string(), apiToken: apiTokenViewSchema });
export type ApiTokenRevokedAnswer = z.infer<typeof apiTokenRevokedAnswerSchema>;
