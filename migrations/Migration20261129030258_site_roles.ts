import { Migration } from '@mikro-orm/migrations';

/**
 * People and sites (issue 30, ADR 42): the sites each security user and site admin works at, the
 * sites a watchlist entry is limited to (none: company-wide), and the Site Admin designation, which
 * `vms seed` would also put back (SEEDED_DESIGNATIONS) but an installation that never seeds again needs now.
 */
export class Migration20261129030258_site_roles extends Migration {

  override name = 'Migration20261129030258_site_roles';

  override up(): void | Promise<void> {
    this.addSql(`create table "employee_site" ("employee_id" int not null, "site_id" int not null, primary key ("employee_id", "site_id"));`);
    this.addSql(`create index "employee_site_site_idx" on "employee_site" ("site_id");`);

    this.addSql(`create table "watchlist_entry_site" ("entry_id" int not null, "site_id" int not null, primary key ("entry_id", "site_id"));`);

    this.addSql(`alter table "employee_site" add constraint "employee_site_employee_id_foreign" foreign key ("employee_id") references "employee" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "employee_site" add constraint "employee_site_site_id_foreign" foreign key ("site_id") references "site" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "watchlist_entry_site" add constraint "watchlist_entry_site_entry_id_foreign" foreign key ("entry_id") references "watchlist_entry" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "watchlist_entry_site" add constraint "watchlist_entry_site_site_id_foreign" foreign key ("site_id") references "site" ("id") on update cascade on delete restrict;`);

    this.addSql(`insert into "designation" ("name") values ('Site Admin') on conflict do nothing;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "employee_site";`);
    this.addSql(`drop table if exists "watchlist_entry_site";`);
    // A site admin keeps their row: the designation goes only when nobody holds it.
    this.addSql(`delete from "designation" d where d."name" = 'Site Admin' and not exists (select 1 from "employee" e where e."designation_id" = d."id");`);
  }

}
