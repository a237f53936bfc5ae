import { Migration } from '@mikro-orm/migrations';

export class Migration20261122150523_replicas extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "job_run" ("name" text not null, "period" text not null, "started_at" timestamptz not null, "finished_at" timestamptz null, "result" jsonb null, constraint "job_run_pkey" primary key ("name", "period"));`);

    this.addSql(`create table "stored_file" ("key" text not null, "content" bytea not null, "size_bytes" int not null, "created_at" timestamptz not null, constraint "stored_file_pkey" primary key ("key"));`);

    this.addSql(`create unique index "employee_emp_id_lower_unique" on "employee" (lower("emp_id"));`);

    this.addSql(`alter table "mail_outbox" add column "claim_token" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "job_run" cascade;`);

    this.addSql(`drop table if exists "stored_file" cascade;`);

    this.addSql(`drop index "employee_emp_id_lower_unique";`);

    this.addSql(`alter table "mail_outbox" drop column "claim_token";`);
  }

}
