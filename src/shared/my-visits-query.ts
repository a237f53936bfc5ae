import { z } from 'zod';
import { MESSAGES } from './messages.ts';
import { VISIT_STATES, type VisitState } from './visit-state.ts';

/**
 * The query of `GET /api/my-visits` and the address of `/MyVisitors` (issue 12): which days
 * (`when`), which states (`state`, comma-separated VisitState values, several allowed), a search by
 * name or phone, and the page. The dashboards link to it with these names (`?when=today`,
 * `?state=awaiting_approval`, `?when=today&state=checked_in`).
 */
export const MY_VISITS_WHEN = ['upcoming', 'today', 'past', 'all'] as const;
export type MyVisitsWhen = (typeof MY_VISITS_WHEN)[number];

export const MY_VISITS_WHEN_LABELS: Readonly<Record<MyVisitsWhen, string>> = { upcoming: 'Upcoming', today: 'Today', past: 'Past', all: 'All' };

export const MY_VISITS_DEFAULT_PAGE_SIZE = 10;
export const MY_VISITS_MAX_PAGE_SIZE = 100;

const pageMessage = 'Please choose a valid page.';
const pageSizeMessage = 'Please choose a valid page size.';

/** `a,b` to its distinct states; an empty text is every state. */
const statesOf = (text: string): string[] => [...new Set(text.split(',').map((part) => part.trim()).filter(Boolean))];

export const myVisitsQuerySchema = z.object({
  when: z.enum(MY_VISITS_WHEN, { error: MESSAGES.myVisits.invalidWhen }).default('all'),
  state: z
    .string()
    .max(200, MESSAGES.myVisits.invalidState)
    .default('')
    .transform(statesOf)
    .pipe(z.array(z.enum(VISIT_STATES, { error: MESSAGES.myVisits.invalidState }), { error: MESSAGES.myVisits.invalidState })),
  q: z.string().trim().max(100, 'Search text must not exceed 100 characters.').default(''),
  page: z.coerce.number({ error: pageMessage }).int(pageMessage).min(1, pageMessage).max(10_000, pageMessage).default(1),
  pageSize: z.coerce.number({ error: pageSizeMessage }).int(pageSizeMessage).min(1, pageSizeMessage).max(MY_VISITS_MAX_PAGE_SIZE, pageSizeMessage).default(MY_VISITS_DEFAULT_PAGE_SIZE),
});

export type MyVisitsParams = z.output<typeof myVisitsQuerySchema>;
export type MyVisitsParamsInput = z.input<typeof myVisitsQuerySchema>;

/** The states as the address writes them (`awaiting_approval,expected`). */
export const stateParam = (states: readonly VisitState[]): string => states.join(',');
