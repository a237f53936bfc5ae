import type { VisitState } from '#contract/visit-state.ts';
import { visitState } from '#contract/visit-state.ts';
import { withFields } from '#kernel/with-fields.ts';
import type { VisitorPass } from '../domain/visitor-pass.ts';
import type { EmployeeDirectory, EmployeeSummary } from '../../identity/application/employee-directory.ts';
import type { ListedVisit } from './desk-filters.ts';
import type { VisitorPhotoRepository } from './ports.ts';
import { toVisitRecord, type VisitRecord } from './visit-record.ts';

/** A visit as the desk lists it: the record, where it stands today, and whether a photo exists. */
export interface DeskVisitRecord extends VisitRecord {
  readonly state: VisitState;
  readonly photoFilename: string | null;
  /**
   * Whether the watchlist holds a flag on the visit that security has not cleared (issue 13): set
   * only for those who manage the watchlist (canManageWatchlist), never for a host.
   */
  readonly flagged?: boolean;
}

export const toDeskRecord = (pass: VisitorPass, host: EmployeeSummary | undefined, today: string, photoKey: string | undefined): DeskVisitRecord =>
  withFields(toVisitRecord(pass, host), {
    state: visitState(pass, today),
    photoFilename: photoKey ? (photoKey.split('/').pop() ?? null) : null,
  });

/**
 * Desk records for a list of passes, with their hosts and latest photos fetched in two queries;
 * with `flags` (a viewer who manages the watchlist) each carries the read model's open flag.
 */
export const deskRecords = async (
  passes: readonly ListedVisit[],
  directory: EmployeeDirectory,
  photos: VisitorPhotoRepository,
  today: string,
  options: { readonly flags: boolean } = { flags: false },
): Promise<DeskVisitRecord[]> => {
  const [hosts, latest] = await Promise.all([directory.byIds(passes.map((pass) => pass.hostId)), photos.latestForMany(passes.map((pass) => pass.id))]);
  return passes.map((pass) => {
    const record = toDeskRecord(pass, hosts.get(pass.hostId), today, latest.get(pass.id)?.storageKey);
    return options.flags ? withFields(record, { flagged: pass.openFlag ?? false }) : record;
  });
};
