import { z } from 'zod';

/**
 * The query of `GET /api/on-site`: the roll call as JSON (everyone checked in and not out, the stale
 * ones marked by src/contract/roll-call.ts) or as CSV for an evacuation. The CSV, like the screen, leaves
 * the stale check-ins out unless `stale=include`.
 */
export const onSiteQuerySchema = z.object({
  format: z.enum(['json', 'csv'], { message: 'format must be json or csv' }).default('json'),
  stale: z.enum(['include', 'exclude'], { message: 'stale must be include or exclude' }).default('exclude'),
});
export type OnSiteQuery = z.infer<typeof onSiteQuerySchema>;
