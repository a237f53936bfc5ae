import { describe, expect, it } from 'vitest';
import { canManageWatchlist } from '#contract/capabilities.ts';
import { ACTIVE_FILTERS, HISTORY_FILTERS } from '#kernel/desk-query.ts';
import { MESSAGES } from '#contract/messages.ts';
import { ROLES } from '#contract/roles.ts';
import { mayOpen } from '../../../web/src/app/navigation-rules.ts';
import { flaggedCountLink } from '../../../web/src/features/dashboard/count-links.ts';
import { filtersOf, readDeskQuery } from '../../../web/src/features/desk/desk-list-query.ts';
import { checkClearReason } from '../../../web/src/features/desk/flag-checks.ts';
import { isFlagged } from '../../../web/src/features/desk/desk-visit.ts';

describe('a watchlist flag on the desk (issue 13)', () => {
  it('should count a visit as flagged only when its answer says so (a host\'s answer never carries the field)', () => {
    expect(isFlagged({ flagged: true })).toBe(true);
    expect(isFlagged({ flagged: false })).toBe(false);
    expect(isFlagged({})).toBe(false);
  });

  it('should offer the watchlist\'s filter in the Active view only to those who manage the watchlist', () => {
    expect(filtersOf('active', true)).toEqual(ACTIVE_FILTERS);
    expect(filtersOf('active', true)).toContain('flagged');
    expect(filtersOf('active', false)).toEqual(ACTIVE_FILTERS.filter((filter) => filter !== 'flagged'));
    expect(filtersOf('history', true)).toEqual(HISTORY_FILTERS);
    expect(filtersOf('history', false)).toEqual(HISTORY_FILTERS);
  });

  it('should lead the flagged number to today\'s desk list with the watchlist\'s filter, a list its viewers may open', () => {
    const link = flaggedCountLink();
    expect(link).toBe('/ApprovedVisitorDetails?filter=flagged');
    expect(readDeskQuery(new URLSearchParams(link.split('?')[1]))).toMatchObject({ view: 'active', filter: 'flagged', page: 1 });
    for (const role of ROLES.filter((role) => canManageWatchlist({ role }))) expect(mayOpen(link, { role })).toBe(true);
  });

  it('should check the reason for clearing with the shared rule: 10 to 500 characters, trimmed', () => {
    expect(checkClearReason('')).toBe(MESSAGES.watchlist.clearReasonRequired);
    expect(checkClearReason('  \n ')).toBe(MESSAGES.watchlist.clearReasonRequired);
    expect(checkClearReason('ID seen')).toBe(MESSAGES.watchlist.clearReasonTooShort);
    expect(checkClearReason('Not the same person: different father\'s name on the ID.')).toBeNull();
    expect(checkClearReason('x'.repeat(500))).toBeNull();
    expect(checkClearReason('x'.repeat(501))).toBe(MESSAGES.watchlist.clearReasonTooLong);
  });
});
