import { endOfSiteDay } from '#contract/visit-time.ts';
import type { VisitState } from '#contract/visit-state.ts';

/** Processing logs are kept at least a year (DPDP Rules 2025 r.6(1)(e)), whatever is erased. */
export const LOG_FLOOR_DAYS = 365;

/** What the policy needs of one visit: its state on its site's clock, an open watchlist flag, its day and last activity. */
export interface ErasureFacts {
  readonly visitId: number;
  readonly state: VisitState;
  /** A watchlist flag on the visit that security has not closed. */
  readonly flagUnderReview: boolean;
  /** ISO date of the visit, at its site. */
  readonly visitDate: string;
  readonly timeZone: string;
  /** The visit's latest recorded moment (made, filled in, approved, in, out, called off). */
  readonly lastActivity: Date;
}

/** Why a visit must be kept for now: the visitor is on site, the visit is still to come, or security is reviewing a flag. */
export type KeepReason = 'on_site' | 'upcoming' | 'flag_review';

export type ErasureDecision =
  | { readonly visitId: number; readonly erase: true; readonly logsKeptUntil: Date }
  | { readonly visitId: number; readonly erase: false; readonly reason: KeepReason; readonly until: Date | null };

/**
 * The erasure a visitor asks for (docs/product/privacy.md PRIV-RIGHTS-05): each visit's personal data
 * goes at once unless the site must keep the visit for now.
 * - A flag under review keeps it until security closes the review (no date: a person decides).
 * - A visitor on site (in, not out) keeps it until they are checked out (no date).
 * - A visit still to come (waiting for details, approval or its day) keeps it until the end of its
 *   day at its site, so the visitor can still come or the host call it off; it is erased then.
 * An erased visit's processing logs (the audit rows) stay for the one-year floor from its last activity;
 * they name the visit, not the person.
 */
export const erasureDecision = (facts: ErasureFacts): ErasureDecision => {
  if (facts.flagUnderReview) return { visitId: facts.visitId, erase: false, reason: 'flag_review', until: null };
  if (facts.state === 'checked_in') return { visitId: facts.visitId, erase: false, reason: 'on_site', until: null };
  if (facts.state === 'awaiting_details' || facts.state === 'awaiting_approval' || facts.state === 'expected') {
    return { visitId: facts.visitId, erase: false, reason: 'upcoming', until: endOfSiteDay(facts.visitDate, facts.timeZone) };
  }
  return { visitId: facts.visitId, erase: true, logsKeptUntil: new Date(facts.lastActivity.getTime() + LOG_FLOOR_DAYS * 86_400_000) };
};
