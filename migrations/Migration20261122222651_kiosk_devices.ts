import { Migration } from '@mikro-orm/migrations';

/** Reception kiosks (issue 13, docs/adr/0014-reception-kiosk.md): each tablet's device session, by the keyed hash of its cookie token. */
export class Migration20261122222651_kiosk_devices extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "kiosk_device" ("id" serial primary key, "name" text not null, "token_hash" text not null, "started_by_id" int null, "started_by_label" text not null, "created_at" timestamptz not null, "last_seen_at" timestamptz null, "revoked_at" timestamptz null, "revoked_by_id" int null, "revoked_by_label" text null);`);
    this.addSql(`alter table "kiosk_device" add constraint "kiosk_device_token_hash_unique" unique ("token_hash");`);
    this.addSql(`alter table "kiosk_device" add constraint "kiosk_device_started_by_id_foreign" foreign key ("started_by_id") references "employee" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "kiosk_device" add constraint "kiosk_device_revoked_by_id_foreign" foreign key ("revoked_by_id") references "employee" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "kiosk_device" cascade;`);
  }

}
