import { DESK_COUNT_FILTER, FLAGGED_COUNT_FILTER, HOST_COUNT_LIST, type DeskCount, type HostCount } from '#contract/dashboard-counts.ts';
import { PATHS } from '../../app/navigation-rules.ts';

/**
 * Where each number leads: the list it counts (src/contract/dashboard-counts.ts). The desk's numbers
 * open Approved Visitor Details on today's Active view with the number's filter (its own address
 * parameter, `filter`), on site opens the roll call; the host's open My visitors with `when` and
 * `state` (several states comma-separated, as src/kernel/my-visits-query.ts reads them; its
 * `stateParam` is not imported here because that module brings zod into the dashboard's page).
 */
export const deskCountLink = (count: DeskCount): string => {
  if (count === 'onSite') return PATHS.onSite;
  const filter = DESK_COUNT_FILTER[count];
  return filter === 'all' ? PATHS.approvedVisitorDetails : `${PATHS.approvedVisitorDetails}?filter=${filter}`;
};

/** Today's flagged visits (issue 13): Approved Visitor Details with the watchlist's filter. */
export const flaggedCountLink = (): string => `${PATHS.approvedVisitorDetails}?filter=${FLAGGED_COUNT_FILTER}`;

export const hostCountLink = (count: HostCount): string => {
  const { when, state } = HOST_COUNT_LIST[count];
  return `${PATHS.myVisits}?when=${when}${state.length > 0 ? `&state=${state.join(',')}` : ''}`;
};
