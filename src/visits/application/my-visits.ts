import type { MyVisitsWhen } from '#kernel/my-visits-query.ts';
import { visitState, type VisitState } from '#contract/visit-state.ts';
import type { VisitorPass } from '../domain/visitor-pass.ts';

/**
 * What My visitors lists (issue 12): one host's visits in every state. The SQL adapter
 * (adapters/sql/sql-my-visits-query.ts) does the same work in the database; these functions state
 * the rules once for the in-memory port and the unit tests.
 */
export interface MyVisitsCriteria {
  readonly hostId: number;
  /** The site's date, ISO. */
  readonly today: string;
  readonly when: MyVisitsWhen;
  /** Empty: every state. */
  readonly states: readonly VisitState[];
  /** By any part of the name or the start of the phone number; null for none. */
  readonly search: string | null;
  readonly offset: number;
  readonly limit: number;
}

/** Today and later are upcoming; before today is past. */
export const isUpcoming = (visitDate: string, today: string): boolean => visitDate >= today;

const matchesWhen = (visitDate: string, criteria: Pick<MyVisitsCriteria, 'when' | 'today'>): boolean => {
  switch (criteria.when) {
    case 'today':
      return visitDate === criteria.today;
    case 'upcoming':
      return isUpcoming(visitDate, criteria.today);
    case 'past':
      return !isUpcoming(visitDate, criteria.today);
    case 'all':
      return true;
  }
};

/** Whether a pass belongs on the host's list with these filters (anonymised passes never do). */
export const matchesMyVisits = (pass: VisitorPass, criteria: Omit<MyVisitsCriteria, 'offset' | 'limit'>): boolean => {
  if (pass.hostId !== criteria.hostId || pass.anonymisedAt) return false;
  if (!matchesWhen(pass.visitDate, criteria)) return false;
  if (criteria.states.length > 0 && !criteria.states.includes(visitState(pass, criteria.today))) return false;
  if (criteria.search) {
    const search = criteria.search.toLowerCase();
    if (!pass.name.toLowerCase().includes(search) && !pass.phone.startsWith(criteria.search)) return false;
  }
  return true;
};

const compare = (a: string | number, b: string | number): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Upcoming first, soonest first (today and later by date and time, ascending); then the past, most
 * recent first (by date and time, descending). Ties by id, in the same direction.
 */
export const compareMyVisits =
  (today: string) =>
  (a: VisitorPass, b: VisitorPass): number => {
    const aUpcoming = isUpcoming(a.visitDate, today);
    const bUpcoming = isUpcoming(b.visitDate, today);
    if (aUpcoming !== bUpcoming) return aUpcoming ? -1 : 1;
    const ascending = compare(a.visitDate, b.visitDate) || compare(a.visitTime, b.visitTime) || compare(a.id, b.id);
    return aUpcoming ? ascending : -ascending;
  };
