import { Migration } from '@mikro-orm/migrations';

/**
 * Walk-ins (issue 13): a visit a visitor makes at a reception kiosk. It names its kiosk
 * (`kiosk_device_id`), was made by no employee (`created_by_id` may be null), and its host may decline
 * it (`declined_at`, `declined_by_id`: the visit state `declined`).
 */
export class Migration20261122222635_walk_ins extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "visitor_pass" alter column "created_by_id" drop not null;`);
    this.addSql(`alter table "visitor_pass" add column "kiosk_device_id" int null, add column "declined_at" timestamptz null, add column "declined_by_id" int null;`);
    this.addSql(`alter table "visitor_pass" add constraint "visitor_pass_declined_by_id_foreign" foreign key ("declined_by_id") references "employee" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "visitor_pass" drop constraint "visitor_pass_declined_by_id_foreign";`);
    this.addSql(`alter table "visitor_pass" drop column "kiosk_device_id", drop column "declined_at", drop column "declined_by_id";`);
    this.addSql(`alter table "visitor_pass" alter column "created_by_id" set not null;`);
  }

}
