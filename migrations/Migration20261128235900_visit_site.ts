import { Migration } from '@mikro-orm/migrations';

/** The desk's three list indexes by name, with the columns after the approval and the site. */
const DESK_INDEXES = [
  ['date', '"visit_date", "visit_time", "id"'],
  ['time', '"visit_time", "visit_date", "id"'],
  ['name', '"name", "visit_date", "id"'],
] as const;

/**
 * Visits and kiosks belong to a site and employees have a home site (issue 30; ADR 40). The columns are NOT
 * NULL from the start, so existing rows need a site now, but the first site's settings are the
 * environment's, which a migration does not read (ADR 36). So an installation without a site gets a
 * placeholder first site here, marked `awaits_settings`, that the next start (EnsureFirstSite) fills
 * from VMS_TIMEZONE, VMS_SITE_ADDRESS and the rest; an installation that already has its first site
 * keeps it. Existing rows go to the first site, and so does a row inserted without naming its site
 * (`first_site_id()` as the columns' default: scripts' raw inserts, and employees until registration
 * asks for a site).
 */
export class Migration20261128235900_visit_site extends Migration {

  override name = 'Migration20261128235900_visit_site';

  override up(): void | Promise<void> {
    this.addSql(`alter table "site" add "awaits_settings" boolean not null default false;`);
    this.addSql(`insert into "site" ("name", "address", "time_zone", "email", "retention_days", "close_stale_visits", "kiosk_requires_pin", "created_at", "updated_at", "awaits_settings")
      select 'Main site', null, 'UTC', null, 180, false, false, now(), now(), true where not exists (select 1 from "site");`);
    this.addSql(`create function first_site_id() returns integer language sql stable as 'select min(id) from site';`);

    this.addSql(`alter table "employee" add "home_site_id" int not null default first_site_id();`);
    this.addSql(`alter table "employee" add constraint "employee_home_site_id_foreign" foreign key ("home_site_id") references "site" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "visitor_pass" add "site_id" int not null default first_site_id();`);
    this.addSql(`alter table "visitor_pass" add constraint "visitor_pass_site_id_foreign" foreign key ("site_id") references "site" ("id") on update cascade on delete restrict;`);

    // The desk's lists are of one site: their indexes take the site after the approval (ADR 0003's shape).
    for (const [name, columns] of DESK_INDEXES) {
      this.addSql(`drop index "visitor_pass_desk_${name}_idx";`);
      this.addSql(`create index "visitor_pass_desk_${name}_idx" on "visitor_pass" ("approve_status", "site_id", ${columns}) where "anonymised_at" is null;`);
    }

    this.addSql(`alter table "kiosk_device" add "site_id" int not null default first_site_id();`);
    this.addSql(`alter table "kiosk_device" add constraint "kiosk_device_site_id_foreign" foreign key ("site_id") references "site" ("id") on update cascade on delete restrict;`);
  }

  override down(): void | Promise<void> {
    for (const [name, columns] of DESK_INDEXES) {
      this.addSql(`drop index "visitor_pass_desk_${name}_idx";`);
      this.addSql(`create index "visitor_pass_desk_${name}_idx" on "visitor_pass" ("approve_status", ${columns}) where "anonymised_at" is null;`);
    }
    this.addSql(`alter table "kiosk_device" drop column "site_id";`);
    this.addSql(`alter table "visitor_pass" drop column "site_id";`);
    this.addSql(`alter table "employee" drop column "home_site_id";`);
    this.addSql(`drop function first_site_id();`);
    this.addSql(`delete from "site" where "awaits_settings";`);
    this.addSql(`alter table "site" drop column "awaits_settings";`);
  }

}
