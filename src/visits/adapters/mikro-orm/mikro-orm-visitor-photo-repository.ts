import type { EntityManager } from '@mikro-orm/postgresql';
import { VisitorPhotoRepository } from '../../application/ports.ts';
import { VisitorPhoto } from '../../domain/visitor-photo.ts';

export class MikroOrmVisitorPhotoRepository extends VisitorPhotoRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  add(photo: VisitorPhoto): void {
    this.em.persist(photo);
  }

  latestFor(visitorPassId: number): Promise<VisitorPhoto | null> {
    return this.em.findOne(VisitorPhoto, { visitorPassId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  findByStorageKey(storageKey: string): Promise<VisitorPhoto | null> {
    return this.em.findOne(VisitorPhoto, { storageKey });
  }

  async latestForMany(visitorPassIds: readonly number[]): Promise<Map<number, VisitorPhoto>> {
    if (visitorPassIds.length === 0) return new Map();
    // Newest first, so the first photo seen for a visit is its latest.
    const photos = await this.em.find(VisitorPhoto, { visitorPassId: { $in: [...visitorPassIds] } }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    const latest = new Map<number, VisitorPhoto>();
    for (const photo of photos) if (!latest.has(photo.visitorPassId)) latest.set(photo.visitorPassId, photo);
    return latest;
  }

  allFor(visitorPassIds: readonly number[]): Promise<VisitorPhoto[]> {
    return visitorPassIds.length ? this.em.find(VisitorPhoto, { visitorPassId: { $in: [...visitorPassIds] } }) : Promise.resolve([]);
  }

  remove(photos: readonly VisitorPhoto[]): void {
    for (const photo of photos) this.em.remove(photo);
  }
}
