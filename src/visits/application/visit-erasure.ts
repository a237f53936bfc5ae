import type { CorrectableField } from '#contract/privacy-rights.ts';
import { CORRECTION_RULES } from '#contract/validation/privacy-rights.ts';
import type { FileStorage } from '../../platform/ports/file-storage.ts';
import { VisitErasure } from '../../privacy/application/rights-ports.ts';
import { anonymiseVisits } from './anonymise-visits.ts';
import type { VisitorPassRepository, VisitorPhotoRepository } from './ports.ts';

/**
 * What a visitor's erasure and an approved correction do to their visits (docs/product/privacy.md
 * PRIV-RIGHTS-04, -05), inside privacy's transaction. Erasure is `anonymiseVisits`, the one
 * anonymiser retention uses too (PurgeVisitorData).
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
    const done = await anonymiseVisits({ passes: this.passes, photos: this.photos, storage: this.storage }, visitIds, at);
    return { visits: done.visits.length, photos: done.photos };
  }

  async correct(visitId: number, field: CorrectableField, value: string): Promise<boolean> {
    const pass = await this.passes.findByIdForUpdate(visitId);
    const checked = CORRECTION_RULES[field].safeParse(value);
    if (!pass || pass.anonymisedAt !== null || !checked.success) return false;
    pass[field] = checked.data;
    return true;
  }
}
