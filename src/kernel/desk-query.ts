import { z } from 'zod';
import type { ErrorCode } from '#contract/error-codes.ts';
import { entranceIdSchema } from '#contract/validation/entrance.ts';
import { ACTIVE_FILTERS, DEFAULT_PAGE_SIZE, HISTORY_FILTERS, INVALID_FILTER_MESSAGE, MAX_PAGE_SIZE, SORT_FIELDS, windowFor } from '#contract/desk-list-terms.ts';

/**
 * The query of `GET /api/getApprovedVisitor` (docs/product/api.md API-CALLS; docs/product/visits.md VIS-DESK-02): its schema. The filters, labels,
 * sort fields, page sizes and windows live in desk-list-terms.ts (no zod, for the desk's pages) and are
 * re-exported here.
 */
export * from '#contract/desk-list-terms.ts';

const message = INVALID_FILTER_MESSAGE;

/** The site whose visits the desk lists and counts (issue 30); unset: the caller's home site. */
export const deskSiteSchema = z.coerce
  .number({ error: 'Please choose a valid site.' })
  .int('Please choose a valid site.')
  .positive('Please choose a valid site.')
  .optional();

export const deskQuerySchema = z
  .object({
    view: z.enum(['active', 'history'], { error: message }).optional(),
    /** `mine`: only the caller's own visitors, even for the desk and admins (the employee version, /VisitorDetails). */
    scope: z.enum(['all', 'mine'], { error: message }).optional(),
    filter: z.string().optional(),
    site: deskSiteSchema,
    /** Only the visits checked in at this entrance of the site (issue 30); unset: every entrance and none. */
    entrance: entranceIdSchema,
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
    const window = windowFor(query.q);
    if ((query.page - 1) * query.pageSize >= window) {
      const message = query.q
        ? 'Only the first 500 matches can be paged through. Please refine the search.'
        : 'Only the first 10,000 visits can be paged through. Please search or filter to narrow the list.';
      context.addIssue({ code: 'custom', path: ['page'], message });
    }
    if (query.filter === undefined) return;
    const allowed: readonly string[] = query.view === 'history' ? HISTORY_FILTERS : query.view === 'active' ? ACTIVE_FILTERS : [];
    if (!allowed.includes(query.filter)) context.addIssue({ code: 'custom', path: ['filter'], message });
  });

export type DeskQuery = z.output<typeof deskQuerySchema>;

/** The codes of a refused desk query's fields that have their own (issue 30): a bad entrance is `entrance.invalid`. */
export const DESK_QUERY_CODES = { entrance: 'entrance.invalid' } as const satisfies Readonly<Record<string, ErrorCode>>;
