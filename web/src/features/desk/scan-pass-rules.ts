import { MESSAGES } from '#contract/messages.ts';
import { canCheckIn } from '#contract/visit-state.ts';
import { APPROVE_STATUS } from '#contract/visitor-options.ts';
import type { DeskView } from './desk-list-query.ts';
import { isoDateOf, type DeskVisit } from './desk-visit.ts';

type PassFacts = Pick<DeskVisit, 'visit_state' | 'date_of_visit' | 'approve_status'> & Partial<Pick<DeskVisit, 'flagged'>>;

/**
 * The scanner's own words before the server's `notToday` (as its other words, scan-pass-dialog.tsx):
 * only the scanner says it, so it stays out of messages.ts, which every page loads (page weight).
 */
const otherDay = (date: string): string => `This visit is on ${date}, not today.`;

/**
 * Why the scanner's In is disabled, where the state chip alone does not say it: a visit of another
 * day (the server refuses it with `visit.not_today`, whose words follow the date) or one not approved
 * yet, or a visit the watchlist flagged (the server refuses its In until security clears the flag).
 * Null when In is possible, or when the chip already says why (checked in or out, cancelled, declined).
 */
export const whyNoIn = (visit: PassFacts, today: string): string | null => {
  const state = visit.visit_state;
  if (state !== 'expected' && state !== 'missed' && state !== 'awaiting_details' && state !== 'awaiting_approval') return null;
  const day = isoDateOf(visit);
  // A missed visit's day has passed (visit-state.ts), whatever its date reads.
  if (state === 'missed' || (day !== '' && day !== today)) return `${otherDay(visit.date_of_visit)} ${MESSAGES.time.notToday}`;
  if (state !== 'expected') return MESSAGES.time.notApproved;
  return visit.flagged === true ? MESSAGES.watchlist.visitFlagged : null;
};

/** Whether the desk may offer In for the pass: the state and day allow it, and no watchlist flag is open. */
export const mayCheckIn = (visit: PassFacts, today: string): boolean => canCheckIn(visit.visit_state, isoDateOf(visit), today) && visit.flagged !== true;

/**
 * The desk list view that holds the visit, for the scanner's "Show in list": Active holds today's
 * approved visits, History the earlier days' (desk-filters.ts on the server). No view holds a later
 * day's visit or one not approved, so there is nothing to show it in (null).
 */
export const deskViewOf = (visit: Pick<DeskVisit, 'date_of_visit' | 'approve_status'>, today: string): DeskView | null => {
  if (visit.approve_status !== APPROVE_STATUS.approved) return null;
  const day = isoDateOf(visit);
  if (day === '' || day > today) return null;
  return day === today ? 'active' : 'history';
};
