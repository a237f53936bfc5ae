import { ID_KIND_LABELS, maskId } from '#contract/visitor-id.ts';
import type { WatchlistEntryView } from '#contract/api/watchlist-answers.ts';
import type { WATCHLIST_STATUSES } from '#contract/validation/watchlist.ts';
import { formatSiteDateTime } from '#contract/site-calendar.ts';

/**
 * What `/Watchlist` shows, as its address holds it: `?status=active|resolved|all` (active by
 * default, as the server's). The statuses are the shared schema's (only its type is imported here:
 * the schema's module brings zod, which the page does not need before it renders).
 */
export type WatchlistStatus = (typeof WATCHLIST_STATUSES)[number];

export const STATUS_LABELS: Readonly<Record<WatchlistStatus, string>> = { active: 'Active', resolved: 'Resolved', all: 'All' };

/** The filter's choices, in the order shown. */
export const STATUS_CHOICES = Object.keys(STATUS_LABELS) as readonly WatchlistStatus[];

export const DEFAULT_STATUS: WatchlistStatus = 'active';

const isStatus = (value: string): value is WatchlistStatus => (STATUS_CHOICES as readonly string[]).includes(value);

/** The status an address asks for; anything else (absent, misspelt) is the default. */
export const readWatchlistStatus = (search: string): WatchlistStatus => {
  const value = new URLSearchParams(search).get('status') ?? '';
  return isStatus(value) ? value : DEFAULT_STATUS;
};

/** The address of a status, without it when it is the default. */
export const watchlistSearch = (status: WatchlistStatus): string => (status === DEFAULT_STATUS ? '' : `?status=${status}`);

/** Why the list is empty, in words that fit the filter. */
export const emptyText = (status: WatchlistStatus): string => {
  switch (status) {
    case 'active':
      return 'Nobody is on the watchlist. Add a person security must see before they are let in.';
    case 'resolved':
      return 'No entry has been resolved yet.';
    case 'all':
      return 'The watchlist has no entries yet.';
  }
};

/** "21-11-2026 09:05 AM by asha@example.com": when an entry was added or resolved, and by whom. */
export const byLine = (at: string, by: string, timeZone: string): string => `${formatSiteDateTime(new Date(at), timeZone)} by ${by}`;

/** What identifies the person besides the name: phone and the ID masked as every screen shows it (an entry of no kind matches any), those given. */
export const identifiers = (entry: Pick<WatchlistEntryView, 'phone' | 'idKind' | 'idLast4'>): readonly (readonly [string, string])[] => [
  ...(entry.phone === null ? [] : [['Phone', entry.phone] as const]),
  ...(entry.idLast4 === null ? [] : [entry.idKind === null ? (['ID (any kind)', `XXXX ${entry.idLast4}`] as const) : ([ID_KIND_LABELS[entry.idKind], maskId(entry.idKind, entry.idLast4) ?? ''] as const)]),
];

/** The add form as typed: every text field a string (blank phone and Aadhaar are "not given", as the schema reads them). */
export interface WatchlistFormValues {
  readonly name: string;
  readonly phone: string;
  readonly aadhaarLast4: string;
  readonly reason: string;
  /** Company-wide (issue 30), or limited to `siteIds`. */
  readonly companyWide: boolean;
  readonly siteIds: readonly number[];
}

export const EMPTY_ENTRY: WatchlistFormValues = { name: '', phone: '', aadhaarLast4: '', reason: '', companyWide: true, siteIds: [] };

/**
 * Where a new entry may apply, for the user (issue 30, `canChangeWatchlistEntry`): the sites they may
 * limit one to (their desk's: an admin's every site, security's and a site admin's own) and whether
 * they may add a company-wide one (admins and security; a site admin never).
 */
export interface WatchlistSiteChoice {
  readonly sites: readonly { readonly id: number; readonly name: string }[];
  readonly companyWide: boolean;
  /** How many sites the installation has: with one, every entry is company-wide and nothing is asked. */
  readonly siteCount: number;
}

/**
 * The form's first values: company-wide where the user may add one, else limited to their only site
 * (a site admin of one site) or to none yet (they pick).
 */
export const emptyEntryFor = (choice: WatchlistSiteChoice): WatchlistFormValues =>
  choice.companyWide || choice.siteCount < 2 ? EMPTY_ENTRY : { ...EMPTY_ENTRY, companyWide: false, siteIds: choice.sites.length === 1 ? [choice.sites[0]!.id] : [] };

/** Whether the form asks where the entry applies: only where there is a choice (never on a one-site installation). */
export const asksForSites = (choice: WatchlistSiteChoice): boolean => choice.siteCount > 1 && choice.sites.length + (choice.companyWide ? 1 : 0) > 1;

/** "Company-wide", or the names of the sites an entry is limited to (a site the user does not know by name: its id). */
export const siteNames = (siteIds: readonly number[], sites: readonly { readonly id: number; readonly name: string }[]): string =>
  siteIds.length === 0 ? 'Company-wide' : siteIds.map((id) => sites.find((site) => site.id === id)?.name ?? `Site ${id}`).join(', ');

/** Four digits at most, typed one by one. */
export const aadhaarLast4Typable = (value: string): boolean => /^\d{0,4}$/.test(value);
