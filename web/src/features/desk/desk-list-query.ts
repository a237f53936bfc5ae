import {
  ACTIVE_FILTERS,
  DEFAULT_PAGE_SIZE,
  HISTORY_FILTERS,
  SORT_FIELDS,
  type ActiveFilter,
  type HistoryFilter,
  type SortField,
  type SortOrder,
} from '#contract/desk-list-terms.ts';

/**
 * The desk list's state lives in the address (`?view=history&filter=yesterday&sort=name&page=2`), so
 * that Back from Capture Photo or the detail view, a reload or a bookmark shows the same page.
 */

export type DeskView = 'active' | 'history';

export interface DeskListQuery {
  readonly view: DeskView;
  readonly filter: ActiveFilter | HistoryFilter;
  readonly q: string;
  readonly sort: SortField;
  readonly order: SortOrder;
  /** 1-based. */
  readonly page: number;
  readonly pageSize: number;
  /** The site whose visits are listed (issue 30); null: the caller's home site. */
  readonly site: number | null;
  /** Only the visits checked in at this entrance of the listed site (issue 30, `?entrance=`); null: every entrance and none. */
  readonly entrance: number | null;
}

export const PAGE_SIZES = [10, 25, 50] as const;

const MAX_SEARCH = 100;

/** Each view's natural order (the server's too): today's visits by time, history newest first. */
export const defaultSortOf = (view: DeskView): { sort: SortField; order: SortOrder } =>
  view === 'active' ? { sort: 'time', order: 'asc' } : { sort: 'date', order: 'desc' };

/**
 * The filters a view offers. The Active view's `flagged` (issue 13) is only for those who manage the
 * watchlist (`withFlagged`); the address may still name it, and the server refuses it to anyone else.
 */
export const filtersOf = (view: DeskView, withFlagged = true): readonly (ActiveFilter | HistoryFilter)[] =>
  view === 'active' ? ACTIVE_FILTERS.filter((filter) => withFlagged || filter !== 'flagged') : HISTORY_FILTERS;

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | null =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;

const positive = (value: string | null): number | null => (value !== null && /^\d{1,6}$/.test(value) && Number(value) > 0 ? Number(value) : null);

/** The list's query from the address; anything missing or odd falls back to the view's defaults. */
export const readDeskQuery = (params: URLSearchParams): DeskListQuery => {
  const view: DeskView = params.get('view') === 'history' ? 'history' : 'active';
  const sortDefault = defaultSortOf(view);
  const sort = oneOf(params.get('sort'), SORT_FIELDS);
  const order = oneOf(params.get('order'), ['asc', 'desc'] as const);
  const size = positive(params.get('size'));
  return {
    view,
    filter: oneOf(params.get('filter'), filtersOf(view)) ?? 'all',
    q: (params.get('q') ?? '').slice(0, MAX_SEARCH),
    sort: sort ?? sortDefault.sort,
    order: order ?? (sort ? 'asc' : sortDefault.order),
    page: positive(params.get('page')) ?? 1,
    pageSize: size !== null && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    site: positive(params.get('site')),
    entrance: positive(params.get('entrance')),
  };
};

/** The address's query for a list query: only what differs from the defaults. */
export const writeDeskQuery = (query: DeskListQuery): URLSearchParams => {
  const params = new URLSearchParams();
  const sortDefault = defaultSortOf(query.view);
  if (query.view !== 'active') params.set('view', query.view);
  if (query.filter !== 'all') params.set('filter', query.filter);
  if (query.q.trim() !== '') params.set('q', query.q.trim().slice(0, MAX_SEARCH));
  if (query.sort !== sortDefault.sort || query.order !== sortDefault.order) {
    params.set('sort', query.sort);
    params.set('order', query.order);
  }
  if (query.page > 1) params.set('page', String(query.page));
  if (query.pageSize !== DEFAULT_PAGE_SIZE) params.set('size', String(query.pageSize));
  if (query.site !== null) params.set('site', String(query.site));
  if (query.entrance !== null) params.set('entrance', String(query.entrance));
  return params;
};

/** Another view starts on its first page, with all its visits in its natural order; the search stays. */
export const switchView = (query: DeskListQuery, view: DeskView): DeskListQuery => ({ ...query, view, filter: 'all', page: 1, ...defaultSortOf(view) });

/**
 * The same list from its first page with a change that alters which rows there are. Another site
 * drops the entrance filter: an entrance is of one site, and the server refuses another's.
 */
export const refine = (query: DeskListQuery, change: Partial<Pick<DeskListQuery, 'filter' | 'q' | 'sort' | 'order' | 'pageSize' | 'site' | 'entrance'>>): DeskListQuery => ({
  ...query,
  ...(change.site !== undefined && change.site !== query.site ? { entrance: null } : {}),
  ...change,
  page: 1,
});

/** A stable key of what the server is asked, for knowing whether the rows shown are the ones asked for. */
export const deskQueryKey = (query: DeskListQuery): string => writeDeskQuery(query).toString() || 'active';
