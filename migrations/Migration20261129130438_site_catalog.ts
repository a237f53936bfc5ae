import { Migration } from '@mikro-orm/migrations';

/**
 * The version of the sites and their entrances (ADR 62): one row, bumped by a statement trigger on
 * each table in the transaction of the change, so that the version and the rows it stands for are
 * committed together and a process can reuse the sites it read while the version is the same.
 */
export class Migration20261129130438_site_catalog extends Migration {

  override name = 'Migration20261129130438_site_catalog';

  override up(): void | Promise<void> {
    this.addSql(`create table "site_catalog" ("id" int not null, "version" int not null, primary key ("id"));`);
    this.addSql(`insert into "site_catalog" ("id", "version") values (1, 1);`);
    this.addSql(`create or replace function "vms_bump_site_catalog"() returns trigger language plpgsql as $$
begin
  update "site_catalog" set "version" = "version" + 1 where "id" = 1;
  return null;
end $$;`);
    for (const table of ['site', 'entrance']) {
      this.addSql(`create trigger "${table}_bumps_site_catalog" after insert or update or delete or truncate on "${table}" for each statement execute function "vms_bump_site_catalog"();`);
    }
  }

  override down(): void | Promise<void> {
    for (const table of ['site', 'entrance']) this.addSql(`drop trigger if exists "${table}_bumps_site_catalog" on "${table}";`);
    this.addSql(`drop function if exists "vms_bump_site_catalog"();`);
    this.addSql(`drop table if exists "site_catalog";`);
  }

}
