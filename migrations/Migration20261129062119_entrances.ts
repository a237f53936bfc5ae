import { Migration } from '@mikro-orm/migrations';

/**
 * Entrances of a site (issue 30, docs/adr/0053): the table, the entrance a kiosk stands at, and the
 * entrances each visit was checked in and out at. The visits' columns are null for every existing row
 * (no visit was recorded at an entrance before), and no index is added on them: the desk list's
 * entrance filter is one more condition on the rows its site index reads (docs/performance.md).
 */
export class Migration20261129062119_entrances extends Migration {

  override name = 'Migration20261129062119_entrances';

  override up(): void | Promise<void> {
    this.addSql(`create table "entrance" ("id" serial primary key, "site_id" int not null, "name" text not null, "retired_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create unique index "entrance_site_name_unique" on "entrance" ("site_id", lower("name")) where "retired_at" is null;`);

    this.addSql(`alter table "kiosk_device" add "entrance_id" int null;`);
    this.addSql(`alter table "kiosk_device" add constraint "kiosk_device_entrance_id_foreign" foreign key ("entrance_id") references "entrance" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "visitor_pass" add "check_in_entrance_id" int null, add "check_out_entrance_id" int null;`);
    this.addSql(`alter table "visitor_pass" add constraint "visitor_pass_check_in_entrance_id_foreign" foreign key ("check_in_entrance_id") references "entrance" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "visitor_pass" add constraint "visitor_pass_check_out_entrance_id_foreign" foreign key ("check_out_entrance_id") references "entrance" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "entrance" add constraint "entrance_site_id_foreign" foreign key ("site_id") references "site" ("id") on update cascade on delete restrict;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "kiosk_device" drop constraint "kiosk_device_entrance_id_foreign";`);
    this.addSql(`alter table "visitor_pass" drop constraint "visitor_pass_check_in_entrance_id_foreign";`);
    this.addSql(`alter table "visitor_pass" drop constraint "visitor_pass_check_out_entrance_id_foreign";`);
    this.addSql(`alter table "kiosk_device" drop column "entrance_id";`);
    this.addSql(`alter table "visitor_pass" drop column "check_in_entrance_id", drop column "check_out_entrance_id";`);
    this.addSql(`drop table if exists "entrance";`);
  }

}
