import { Migration } from '@mikro-orm/migrations';

/**
 * The breach register (issue 31, docs/adr/0047-breach-register.md): one row per breach (window, awareness, kinds of data,
 * sites, impact, measures, contact; the notices' sending and the Board's report), and one row per
 * notice queued, unique per address and breach.
 */
export class Migration20261129033541_breach_register extends Migration {

  override name = 'Migration20261129033541_breach_register';

  override up(): void | Promise<void> {
    this.addSql(`create table "breach" ("id" serial primary key, "summary" text not null, "occurred_from" timestamptz not null, "occurred_to" timestamptz not null, "aware_at" timestamptz not null, "data_kinds" text[] not null, "site_ids" int[] null, "impact" text not null, "measures" text not null, "contact_name" text not null, "contact_email" text not null, "recorded_by" text not null, "recorded_at" timestamptz not null, "notices_sent_at" timestamptz null, "notices_sent_by" text null, "report_facts" text null, "report_mitigation" text null, "report_cause_findings" text null, "report_remedies" text null, "report_intimations" text null, "report_submitted_at" timestamptz null, "report_submitted_by" text null);`);

    this.addSql(`create table "breach_notice" ("id" serial primary key, "breach_id" int not null, "name" text not null, "email" text not null, "queued_at" timestamptz not null);`);
    this.addSql(`create unique index "breach_notice_email_unique" on "breach_notice" ("breach_id", lower("email"));`);

    this.addSql(`alter table "breach_notice" add constraint "breach_notice_breach_id_foreign" foreign key ("breach_id") references "breach" ("id") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "breach_notice" cascade;`);
    this.addSql(`drop table if exists "breach" cascade;`);
  }

}
