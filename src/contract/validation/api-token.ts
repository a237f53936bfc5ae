import { z } from 'zod';
import { API_SCOPES } from '../api-token-scopes.ts';
import { MESSAGES } from '../messages.ts';
import { hasControlCharacter } from '../storable-text.ts';

export const API_TOKEN_NAME_MAX = 80;

/**
 * A new API token (issue 32), from the admin screen and `vms tokens create`: a name the audit log
 * shows for every call, at least one scope, and optionally the last day it works (`YYYY-MM-DD`,
 * the installation's calendar; the server refuses a day already past).
 */
export const apiTokenSchema = z.object({
  name: z
    .string({ error: MESSAGES.apiTokens.nameRequired })
    .trim()
    .min(1, MESSAGES.apiTokens.nameRequired)
    .max(API_TOKEN_NAME_MAX, MESSAGES.apiTokens.nameTooLong)
    .refine((text) => !hasControlCharacter(text), MESSAGES.apiTokens.nameInvalid),
  scopes: z
    .array(z.enum(API_SCOPES, { error: MESSAGES.apiTokens.scopesInvalid }), { error: MESSAGES.apiTokens.scopesInvalid })
    .min(1, MESSAGES.apiTokens.scopesInvalid)
    .transform((scopes) => [...new Set(scopes)]),
  expiresOn: z.iso.date({ error: MESSAGES.apiTokens.expiryInvalid }).nullable().optional().transform((day) => day ?? null),
});
export type ApiTokenInput = z.output<typeof apiTokenSchema>;

/** Each field's own error code, for programs (parseInput's `codes`). */
export const API_TOKEN_INPUT_CODES = {
  name: 'token.name_invalid',
  scopes: 'token.scopes_invalid',
  expiresOn: 'token.expiry_invalid',
} as const;
