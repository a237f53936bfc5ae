import { Migration } from '@mikro-orm/migrations';

/** The watchlist (issue 13, docs/adr/0013-watchlist.md): entries security matches visitors against. */
export class Migration20261122212425_watchlist extends Migration {

  override async up(): Promise<void> {
    // Close names are pg_trgm similarity; the extension is already there since the desk's indexes (kept here for a database made otherwise).
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create table "watchlist_entry" ("id" serial primary key, "name" text not null, "name_normalised" text not null, "phone" text null, "aadhaar_last4" text null, "reason" text not null, "added_by_id" int null, "added_by_label" text not null, "created_at" timestamptz not null, "resolved_at" timestamptz null, "resolved_by_id" int null, "resolved_by_label" text null, "resolution_note" text null);`);
    this.addSql(`create index "watchlist_entry_name_trgm_idx" on "watchlist_entry" using gin ("name_normalised" gin_trgm_ops) where "resolved_at" is null;`);
    this.addSql(`create index "watchlist_entry_phone_idx" on "watchlist_entry" ("phone") where "resolved_at" is null;`);
    this.addSql(`alter table "watchlist_entry" add constraint "watchlist_entry_added_by_id_foreign" foreign key ("added_by_id") references "employee" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "watchlist_entry" add constraint "watchlist_entry_resolved_by_id_foreign" foreign key ("resolved_by_id") references "employee" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "watchlist_entry" cascade;`);
  }

}
