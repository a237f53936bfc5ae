import { z } from 'zod';
import { MESSAGES } from '#contract/messages.ts';
import { MY_VISITS_DEFAULT_PAGE_SIZE, MY_VISITS_MAX_PAGE_SIZE, MY_VISITS_WHEN, stateParts } from '#contract/my-visits-filters.ts';
import { VISIT_STATES } from '#contract/visit-state.ts';

export * from '#contract/my-visits-filters.ts';

/**
 * The query of `GET /api/my-visits` and the address of `/MyVisitors` (issue 12): which days
 * (`when`), which states (`state`, comma-separated VisitState values, several allowed), a search by
 * name or phone, and the page (the filters' names and labels: my-visits-filters.ts).
 */
const pageMessage = 'Please choose a valid page.';
const pageSizeMessage = 'Please choose a valid page size.';

export const myVisitsQuerySchema = z.object({
  when: z.enum(MY_VISITS_WHEN, { error: MESSAGES.myVisits.invalidWhen }).default('all'),
  state: z
    .string()
    .max(200, MESSAGES.myVisits.invalidState)
    .default('')
    .transform(stateParts)
    .pipe(z.array(z.enum(VISIT_STATES, { error: MESSAGES.myVisits.invalidState }), { error: MESSAGES.myVisits.invalidState })),
  q: z.string().trim().max(100, 'Search text must not exceed 100 characters.').default(''),
  page: z.coerce.number({ error: pageMessage }).int(pageMessage).min(1, pageMessage).max(10_000, pageMessage).default(1),
  pageSize: z.coerce.number({ error: pageSizeMessage }).int(pageSizeMessage).min(1, pageSizeMessage).max(MY_VISITS_MAX_PAGE_SIZE, pageSizeMessage).default(MY_VISITS_DEFAULT_PAGE_SIZE),
});

export type MyVisitsParams = z.output<typeof myVisitsQuerySchema>;
export type MyVisitsParamsInput = z.input<typeof myVisitsQuerySchema>;
