/**
 * What a site does when a webhook's pre-check does not answer in time (issue 32): let the visitor in or
 * refuse. Apart from its zod schema (validation/webhook.ts) so that the screen reads it without zod.
 */
export const PRECHECK_TIMEOUT_RULES = ['allow', 'deny'] as const;
export type PrecheckTimeoutRule = (typeof PRECHECK_TIMEOUT_RULES)[number];
