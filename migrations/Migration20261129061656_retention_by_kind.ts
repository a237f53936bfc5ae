import { Migration } from '@mikro-orm/migrations';

/**
 * Retention by site and kind (issue 31, docs/adr/0050-retention-by-site-and-kind.md): a site's one
 * `retention_days` becomes its personal data's days (the column renamed, its value kept) and its photos'
 * (the same value), so an upgraded site erases its visits' data and photos exactly as before; its audit
 * and processing logs are kept the year the DPDP Rules ask for, or the site's old days when longer.
 * Each nightly run's record of what it erased goes in `retention_run`.
 */
export class Migration20261129061656_retention_by_kind extends Migration {

  override name = 'Migration20261129061656_retention_by_kind';

  override up(): void | Promise<void> {
    this.addSql(`create table "retention_run" ("id" serial primary key, "site_id" int null, "period" text not null, "ran_at" timestamptz not null, "settings" jsonb not null, "cutoffs" jsonb not null, "visits_anonymised" int not null, "photos_deleted" int not null, "audit_entries" int not null, "consent_records" int not null, "mails" int not null, "webhook_messages" int not null, "webhook_attempts" int not null);`);
    this.addSql(`alter table "retention_run" add constraint "retention_run_period_unique" unique ("period");`);
    this.addSql(`create index "retention_run_ran_at_index" on "retention_run" ("ran_at");`);

    this.addSql(`alter table "site" rename column "retention_days" to "personal_data_days";`);
    this.addSql(`alter table "site" add "photo_days" int null, add "audit_log_days" int null, add "processing_log_days" int null;`);
    this.addSql(`update "site" set "photo_days" = "personal_data_days", "audit_log_days" = greatest(365, "personal_data_days"), "processing_log_days" = greatest(365, "personal_data_days");`);
    this.addSql(`alter table "site" alter column "photo_days" set not null, alter column "audit_log_days" set not null, alter column "processing_log_days" set not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "retention_run" cascade;`);
    this.addSql(`alter table "site" drop column "photo_days", drop column "audit_log_days", drop column "processing_log_days";`);
    this.addSql(`alter table "site" rename column "personal_data_days" to "retention_days";`);
  }

}
