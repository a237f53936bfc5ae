import { z } from 'zod';

/**
 * The query of `GET /api/getApprovedVisitor` (decisions.md section 4): the desk's two views, their
 * filter menus (product-spec.md section 2), search, sort and paging, all done by the database.
 */
export const ACTIVE_FILTERS = ['all', 'not_checked_in', 'not_checked_out', 'checked_in_and_out'] as const;
export const HISTORY_FILTERS = ['all', 'yesterday', 'last_week', 'current_month'] as const;
export const SORT_FIELDS = ['date', 'time', 'name'] as const;

export type ActiveFilter = (typeof ACTIVE_FILTERS)[number];
export type HistoryFilter = (typeof HISTORY_FILTERS)[number];
export type SortField = (typeof SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';

export const FILTER_LABELS: Readonly<Record<ActiveFilter | HistoryFilter, string>> = {
  all: 'All',
  not_checked_in: 'Not Checked In',
  not_checked_out: 'Not Checked Out',
  checked_in_and_out: 'Checked In and Out',
  yesterday: 'Yesterday',
  last_week: 'Last Week',
  current_month: 'Current Month',
};

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

const message = 'Please choose a valid filter.';

export const deskQuerySchema = z
  .object({
    view: z.enum(['active', 'history'], { error: message }).optional(),
    filter: z.string().optional(),
    q: z.string().trim().max(100, 'Search text must not exceed 100 characters.').optional(),
    sort: z.enum(SORT_FIELDS, { error: 'Please choose a valid sort.' }).optional(),
    order: z.enum(['asc', 'desc'], { error: 'Please choose a valid sort.' }).optional(),
    page: z.coerce.number({ error: 'Please choose a valid page.' }).int('Please choose a valid page.').min(1, 'Please choose a valid page.').max(1_000_000, 'Please choose a valid page.').default(1),
    pageSize: z.coerce
      .number({ error: 'Please choose a valid page size.' })
      .int('Please choose a valid page size.')
      .min(1, 'Please choose a valid page size.')
      .max(MAX_PAGE_SIZE, 'Please choose a valid page size.')
      .default(DEFAULT_PAGE_SIZE),
  })
  .superRefine((query, context) => {
    if (query.filter === undefined) return;
    const allowed: readonly string[] = query.view === 'history' ? HISTORY_FILTERS : query.view === 'active' ? ACTIVE_FILTERS : [];
    if (!allowed.includes(query.filter)) context.addIssue({ code: 'custom', path: ['filter'], message });
  });

export type DeskQuery = z.output<typeof deskQuerySchema>;
