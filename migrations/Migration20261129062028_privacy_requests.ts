import { Migration } from '@mikro-orm/migrations';

/**
 * The visitors' requests about their data and their outcomes (issue 31, docs/adr/0052-visitor-rights-requests.md): access,
 * correction, erasure and grievance, each with its due date, status and who handled it; the visitor as a keyed hash.
 */
export class Migration20261129062028_privacy_requests extends Migration {

  override name = 'Migration20261129062028_privacy_requests';

  override up(): void | Promise<void> {
    this.addSql(`create table "privacy_request" ("id" serial primary key, "kind" text not null, "subject_hash" text not null, "visit_id" int not null, "status" text not null, "made_at" timestamptz not null, "due_at" timestamptz not null, "correction_visit_id" int null, "field" text null, "value" text null, "text" text null, "kept_visit_ids" int[] not null, "outcome" text null, "handled_by" text null, "handled_at" timestamptz null);`);
    this.addSql(`create index "privacy_request_subject_index" on "privacy_request" ("subject_hash");`);
    this.addSql(`create index "privacy_request_status_due_index" on "privacy_request" ("status", "due_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "privacy_request" cascade;`);
  }

}
