import type { z } from 'zod';

/**
 * For a refinement that checks one field against another: run it even when other fields failed, so a form shows every
 * error at once (issue 12), but only on an object (a payload that is not one, a list included, has nothing to compare). The
 * refinement must read the fields it needs defensively, since failed fields hold what was sent.
 */
export const EVEN_WITH_OTHER_ERRORS = {
  when: (payload: z.core.ParsePayload): boolean => typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value),
} as const;

/** Did an earlier rule already refuse one of these fields? Then a rule that needs them stays silent. */
export const failedAlready = (issues: readonly z.core.$ZodRawIssue[], ...fields: readonly string[]): boolean =>
  issues.some((issue) => issue.path !== undefined && fields.includes(String(issue.path[0])));
