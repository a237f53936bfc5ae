import type { FileStorage } from '../../platform/ports/file-storage.ts';
import type { VisitorPassRepository, VisitorPhotoRepository } from './ports.ts';

/**
 * The one way a visit's personal data goes, for retention (PurgeVisitorData) and for a visitor's
 * erasure on request (VisitRightsErasure): each of these visits not anonymised yet is anonymised
 * (`VisitorPass.anonymise`), locked first, and its photos' records and files go with it. Runs inside
 * the caller's transaction; answers the ids it anonymised now and how many photos went.
 */
export const anonymiseVisits = async (
  ports: { readonly passes: VisitorPassRepository; readonly photos: VisitorPhotoRepository; readonly storage: FileStorage },
  ids: readonly number[],
  at: Date,
): Promise<{ visits: number[]; photos: number }> => {
  if (ids.length === 0) return { visits: [], photos: 0 };
  const stale = (await ports.passes.findManyForUpdate([...ids])).filter((pass) => pass.anonymisedAt === null);
  for (const pass of stale) pass.anonymise(at);
  const photos = await ports.photos.allFor(stale.map((pass) => pass.id));
  ports.photos.remove(photos);
  // The files go in the same transaction as their records (FileStorage's contract), never before.
  await ports.storage.delete(photos.flatMap((photo) => photo.fileKeys()));
  return { visits: stale.map((pass) => pass.id), photos: photos.length };
};
