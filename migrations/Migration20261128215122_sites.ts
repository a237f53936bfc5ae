import { Migration } from '@mikro-orm/migrations';

/**
 * Sites (issue 30): the table of an installation's offices, one per name whatever its case. The
 * installation's first site is made from its settings (VMS_TIMEZONE, VMS_SITE_ADDRESS, …) at the
 * next start of the server or a command, which can read them (EnsureFirstSite; ADR 36): the
 * environment is not the migration's to read.
 */
export class Migration20261128215122_sites extends Migration {

  override name = 'Migration20261128215122_sites';

  override up(): void | Promise<void> {
    this.addSql(`create table "site" ("id" serial primary key, "name" text not null, "address" text null, "time_zone" text not null, "email" text null, "retention_days" int not null, "close_stale_visits" boolean not null, "kiosk_requires_pin" boolean not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create unique index "site_name_unique" on "site" (lower("name"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "site" cascade;`);
  }

}
