import type { VisitState } from '../../shared/visit-state.ts';
import { visitState } from '../../shared/visit-state.ts';
import type { VisitorPass } from '../domain/visitor-pass.ts';
import type { EmployeeDirectory, EmployeeSummary } from '../../identity/application/employee-directory.ts';
import type { VisitorPhotoRepository } from './ports.ts';
import { toVisitRecord, type VisitRecord } from './visit-record.ts';

/** A visit as the desk lists it: the record, where it stands today, and whether a photo exists. */
export interface DeskVisitRecord extends VisitRecord {
  readonly state: VisitState;
  readonly photoFilename: string | null;
}

export const toDeskRecord = (pass: VisitorPass, host: EmployeeSummary | undefined, today: string, photoKey: string | undefined): DeskVisitRecord => ({
  ...toVisitRecord(pass, host),
  state: visitState(pass, today),
  photoFilename: photoKey ? (photoKey.split('/').pop() ?? null) : null,
});

/** Desk records for a list of passes, with their hosts and latest photos fetched in two queries. */
export const deskRecords = async (
  passes: readonly VisitorPass[],
  directory: EmployeeDirectory,
  photos: VisitorPhotoRepository,
  today: string,
): Promise<DeskVisitRecord[]> => {
  const [hosts, latest] = await Promise.all([directory.byIds(passes.map((pass) => pass.hostId)), photos.latestForMany(passes.map((pass) => pass.id))]);
  return passes.map((pass) => toDeskRecord(pass, hosts.get(pass.hostId), today, latest.get(pass.id)?.storageKey));
};
