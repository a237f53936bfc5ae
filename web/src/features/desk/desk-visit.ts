import type { DeskRecord } from '#contract/api/visit-answers.ts';
import { formatSiteTime, parseVisitDate } from '#contract/site-calendar.ts';
import type { VisitorRecord } from '../visits-common/visitor-record.ts';

/**
 * A visit as the desk's calls carry it: the shared DeskRecord (src/contract/api/visit-answers.ts, the
 * server's desk-view.ts is typed with it), the visitor record plus where the visit stands
 * (docs/product/visits.md VIS-STATE) and the file name of its latest photo. desk-api.ts parses every
 * answer with its schema.
 */
export type DeskVisit = DeskRecord;

/** The visit's date as an ISO date (what the visit rules compare), or '' when it cannot be read. */
export const isoDateOf = (visit: Pick<VisitorRecord, 'date_of_visit'>): string => parseVisitDate(visit.date_of_visit) ?? '';

/** `09:05 AM` at the site, or null. */
export const siteTimeOf = (iso: string | null, timeZone: string): string | null => {
  if (!iso) return null;
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? null : formatSiteTime(at, timeZone);
};

export type StatusTone = 'default' | 'info' | 'success' | 'warning' | 'error';

export interface VisitStatus {
  readonly label: string;
  readonly tone: StatusTone;
}

/** What the Status column says: Expected, Checked in 09:05 AM, Checked out 05:10 PM, Missed. */
export const visitStatus = (visit: Pick<DeskVisit, 'visit_state' | 'check_in' | 'check_out'>, timeZone: string): VisitStatus => {
  switch (visit.visit_state) {
    case 'expected':
      return { label: 'Expected', tone: 'info' };
    case 'checked_in': {
      const at = siteTimeOf(visit.check_in, timeZone);
      return { label: at ? `Checked in ${at}` : 'Checked in', tone: 'success' };
    }
    case 'checked_out': {
      const at = siteTimeOf(visit.check_out, timeZone);
      return { label: at ? `Checked out ${at}` : 'Checked out', tone: 'default' };
    }
    case 'missed':
      return { label: 'Missed', tone: 'error' };
    case 'awaiting_details':
      return { label: 'Awaiting details', tone: 'warning' };
    case 'awaiting_approval':
      return { label: 'Awaiting approval', tone: 'warning' };
    case 'cancelled':
      return { label: 'Cancelled', tone: 'default' };
    case 'declined':
      return { label: 'Declined', tone: 'default' };
  }
};

/**
 * Whether the visit carries a watchlist flag security has not cleared (issue 13). Only answers for
 * those who manage the watchlist carry the field; a host's never do.
 */
export const isFlagged = (visit: Pick<DeskVisit, 'flagged'>): boolean => visit.flagged === true;

/** The `name` of `/api/latest-photo`: lowercased, spaces removed (docs/product/api.md API-CALLS). */
export const photoLookupName = (name: string): string => name.toLowerCase().replace(/\s+/g, '');

/** Where a stored photo is served (the session cookie authorises it, so a plain `<img src>` works). */
export const photoUrl = (filename: string): string => `/photos/${encodeURIComponent(filename)}`;

/** The same photo at thumbnail size (at most 160 pixels a side; a small photo comes as it is). */
export const thumbnailUrl = (filename: string): string => `${photoUrl(filename)}?size=thumbnail`;

/** "AS" for "Asha Sharma": the badge's stand-in for a missing photo. */
export const initialsOf = (name: string): string => {
  const words = name.trim().split(/[\s.]+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]![0], words[words.length - 1]![0]] : [words[0]?.[0], words[0]?.[1]];
  return letters.filter(Boolean).join('').toUpperCase();
};

/** Replaces the visit with the same id (after In, Out or a fresh read); the others stay as they are. */
export const replaceVisit = <T extends { readonly id: number }>(visits: readonly T[], updated: T): T[] =>
  visits.map((visit) => (visit.id === updated.id ? updated : visit));
