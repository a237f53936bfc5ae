import { Migration } from '@mikro-orm/migrations';

/** The site each user last picked on the dashboards, the desk and the insights (issue 30, ADR 51): one row per employee. */
export class Migration20261129061335_site_preference extends Migration {

  override name = 'Migration20261129061335_site_preference';

  override up(): void | Promise<void> {
    this.addSql(`create table "site_preference" ("employee_id" int not null, "site_id" int null, "updated_at" timestamptz not null, primary key ("employee_id"));`);

    this.addSql(`alter table "site_preference" add constraint "site_preference_employee_id_foreign" foreign key ("employee_id") references "employee" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "site_preference" add constraint "site_preference_site_id_foreign" foreign key ("site_id") references "site" ("id") on update cascade on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "site_preference" cascade;`);
  }

}
