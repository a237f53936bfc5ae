import type { CorrectableField } from '#contract/privacy-rights.ts';
import { CORRECTION_RULES } from '#contract/validation/privacy-rights.ts';
import type { FileStorage } from '../../platform/ports/file-storage.ts';
import { VisitErasure } from '../../privacy/application/rights-ports.ts';
import type { VisitorPassRepository, VisitorPhotoRepository } from './ports.ts';

/**
 * What a visitor's erasure and an approved correction do to their visits (docs/product/privacy.md
 * PRIV-RIGHTS-04, -05), inside privacy's transaction. Erasure is `VisitorPass.anonymise`, the one
 * anonymiser retention uses (PurgeVisitorData), with the photos and their files, as retention does.
 */
export class VisitRightsErasure extends VisitErasure {
  constructor(
    private readonly passes: VisitorPassRepository,
    private readonly photos: VisitorPhotoRepository,
    private readonly storage: FileStorage,
  ) {
    super();
  }

  async erase(visitIds: readonly number[], at: Date): Promise<{ visits: number; photos: number }> {
    if (visitIds.length === 0) return { visits: 0, photos: 0 };
    const passes = (await this.passes.findManyForUpdate([...visitIds])).filter((pass) => pass.anonymisedAt === null);
    for (const pass of passes) pass.anonymise(at);
    const photos = await this.photos.allFor(passes.map((pass) => pass.id));
    this.photos.remove(photos);
    // The files go in the same transaction as their records (FileStorage's contract), never before.
    await this.storage.delete(photos.flatMap((photo) => photo.fileKeys()));
    return { visits: passes.length, photos: photos.length };
  }

  async correct(visitId: number, field: CorrectableField, value: string): Promise<boolean> {
    const pass = await this.passes.findByIdForUpdate(visitId);
    const checked = CORRECTION_RULES[field].safeParse(value);
    if (!pass || pass.anonymisedAt !== null || !checked.success) return false;
    pass[field] = checked.data;
    return true;
  }
}
