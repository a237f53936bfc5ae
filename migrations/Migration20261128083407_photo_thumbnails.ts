import { Migration } from '@mikro-orm/migrations';

/**
 * Thumbnails are made once, when a photo is stored (issue 27, ADR 23): `thumbnail_key` is where a
 * photo's thumbnail is kept (the photo's own key when it is small enough to be its own). Photos stored
 * before have none (null) and get theirs the first time it is asked for; nothing is decoded here.
 */
export class Migration20261128083407_photo_thumbnails extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "visitor_photo" add column "thumbnail_key" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "visitor_photo" drop column if exists "thumbnail_key";`);
  }

}
