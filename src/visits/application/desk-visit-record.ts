import type { VisitState } from '#contract/visit-state.ts';
import { visitState } from '#contract/visit-state.ts';
import { withFields } from '#kernel/with-fields.ts';
import type { VisitorPass } from '../domain/visitor-pass.ts';
import type { EmployeeDirectory, EmployeeSummary } from '../../identity/application/employee-directory.ts';
import type { ListedVisit } from './desk-filters.ts';
import type { VisitorPhotoRepository } from './ports.ts';
import type { SiteDay, SiteDays } from './site-clock.ts';
import { toVisitRecord, type VisitRecord } from './visit-record.ts';

/** A visit as the desk lists it: the record, where it stands today at its site, and whether a photo exists. */
export interface DeskVisitRecord extends VisitRecord {
  readonly state: VisitState;
  /** The IANA zone of the visit's site: its check-in and check-out are shown on that clock (issue 30). */
  readonly timeZone: string;
  readonly photoFilename: string | null;
  /** The names of the entrances it was checked in and out at (issue 30); null where none was recorded. */
  readonly checkInEntrance: string | null;
  readonly checkOutEntrance: string | null;
  /**
   * Whether the watchlist holds a flag on the visit that security has not cleared (issue 13): set
   * only for those who manage the watchlist (canManageWatchlist), never for a host.
   */
  readonly flagged?: boolean;
}

export const toDeskRecord = (pass: VisitorPass, host: EmployeeSummary | undefined, at: SiteDay, photoKey: string | undefined): DeskVisitRecord =>
  withFields(toVisitRecord(pass, host), {
    state: visitState(pass, at.today),
    timeZone: at.timeZone,
    photoFilename: photoKey ? (photoKey.split('/').pop() ?? null) : null,
    checkInEntrance: pass.checkInEntranceId === null ? null : (at.entranceNames?.get(pass.checkInEntranceId) ?? null),
    checkOutEntrance: pass.checkOutEntranceId === null ? null : (at.entranceNames?.get(pass.checkOutEntranceId) ?? null),
  });

/**
 * Desk records for a list of passes, each in its own site's day and zone (`days`), with their hosts and latest photos fetched in two queries;
 * with `flags` (a viewer who manages the watchlist) each carries the read model's open flag.
 */
export const deskRecords = async (
  passes: readonly ListedVisit[],
  directory: EmployeeDirectory,
  photos: VisitorPhotoRepository,
  days: SiteDays,
  options: { readonly flags: boolean } = { flags: false },
): Promise<DeskVisitRecord[]> => {
  const [hosts, latest] = await Promise.all([directory.byIds(passes.map((pass) => pass.hostId)), photos.latestForMany(passes.map((pass) => pass.id))]);
  return passes.map((pass) => {
    const record = toDeskRecord(pass, hosts.get(pass.hostId), days.of(pass.siteId), latest.get(pass.id)?.storageKey);
    return options.flags ? withFields(record, { flagged: pass.openFlag ?? false }) : record;
  });
};
