import { Migration } from '@mikro-orm/migrations';

/**
 * Consent as evidence (issue 31): one row per consent given (a visit's or an employee's), naming the
 * notice's version, language and hash, the channel and the purposes, and its withdrawal's time.
 */
export class Migration20261129030651_consent_record extends Migration {

  override name = 'Migration20261129030651_consent_record';

  override up(): void | Promise<void> {
    this.addSql(`create table "consent_record" ("id" serial primary key, "site_id" int not null, "visit_id" int null, "employee_id" int null, "notice_version" int not null, "notice_language" text not null, "notice_hash" text not null, "channel" text not null, "purposes" text[] not null, "given_at" timestamptz not null, "withdrawn_at" timestamptz null);`);
    this.addSql(`create index "consent_record_visit_index" on "consent_record" ("visit_id");`);
    this.addSql(`create index "consent_record_employee_index" on "consent_record" ("employee_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "consent_record" cascade;`);
  }

}
