import type { EntityManager } from '@mikro-orm/postgresql';
import { detachedEntity } from '../../../platform/database/detached-entity.ts';
import { epochMs, runPrepared } from '../../../platform/database/prepared-sql.ts';
import { VisitorPhotoRepository } from '../../application/ports.ts';
import { VisitorPhoto } from '../../domain/visitor-photo.ts';

/** Each listed visit's newest photo: every desk page asks, so one prepared statement (detached photos). */
const LATEST_FOR_MANY = {
  name: 'visits.latest_photos',
  text: `select distinct on (visitor_pass_id) id, visitor_pass_id, storage_key, size_bytes, thumbnail_key, taken_by_id, ${epochMs('created_at', 'created_ms')}
           from visitor_photo where visitor_pass_id = any($1::int[])
          order by visitor_pass_id, created_at desc, id desc`,
};

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
    const rows = await runPrepared<{ id: number; visitor_pass_id: number; storage_key: string; size_bytes: number; thumbnail_key: string | null; taken_by_id: number | null; created_ms: number }>(
      this.em,
      LATEST_FOR_MANY,
      [visitorPassIds],
    );
    return new Map(
      rows.map((row) => {
        const photo = detachedEntity(VisitorPhoto, {
          id: row.id,
          visitorPassId: row.visitor_pass_id,
          storageKey: row.storage_key,
          sizeBytes: row.size_bytes,
          thumbnailKey: row.thumbnail_key,
          takenById: row.taken_by_id,
          createdAt: new Date(row.created_ms),
        });
        return [row.visitor_pass_id, photo];
      }),
    );
  }

  allFor(visitorPassIds: readonly number[]): Promise<VisitorPhoto[]> {
    return visitorPassIds.length ? this.em.find(VisitorPhoto, { visitorPassId: { $in: [...visitorPassIds] } }) : Promise.resolve([]);
  }

  async pageAtSiteBefore(siteId: number, day: string, limit: number): Promise<VisitorPhoto[]> {
    const rows = await this.em.execute<{ id: number }[]>(
      `select photo.id from visitor_photo photo join visitor_pass pass on pass.id = photo.visitor_pass_id
        where pass.site_id = ? and pass.visit_date < ? order by pass.visit_date, photo.id limit ?`,
      [siteId, day, limit],
    );
    return rows.length ? this.em.find(VisitorPhoto, { id: { $in: rows.map((row) => row.id) } }) : [];
  }

  remove(photos: readonly VisitorPhoto[]): void {
    for (const photo of photos) this.em.remove(photo);
  }

  async setThumbnailKey(photoId: number, thumbnailKey: string): Promise<boolean> {
    const changed = await this.em.execute<{ affectedRows: number }>(
      'update visitor_photo set thumbnail_key = ? where id = ? and thumbnail_key is null',
      [thumbnailKey, photoId],
      'run',
    );
    return changed.affectedRows === 1;
  }
}
