import { Migration } from '@mikro-orm/migrations';

/** Flagged visits (issue 13): a visit whose visitor matched an active watchlist entry, until security clears it. */
export class Migration20261122213055_visit_flags extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "visit_flag" ("id" serial primary key, "visit_id" int not null, "entry_id" int not null, "match_kind" text not null, "raised_on" text not null, "raised_at" timestamptz not null, "cleared_at" timestamptz null, "cleared_by_id" int null, "cleared_by_label" text null, "clear_reason" text null);`);
    this.addSql(`alter table "visit_flag" add constraint "visit_flag_visit_entry_unique" unique ("visit_id", "entry_id");`);
    this.addSql(`alter table "visit_flag" add constraint "visit_flag_visit_id_foreign" foreign key ("visit_id") references "visitor_pass" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "visit_flag" add constraint "visit_flag_entry_id_foreign" foreign key ("entry_id") references "watchlist_entry" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "visit_flag" add constraint "visit_flag_cleared_by_id_foreign" foreign key ("cleared_by_id") references "employee" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "visit_flag" cascade;`);
  }

}
