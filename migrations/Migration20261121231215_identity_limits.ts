import { Migration } from '@mikro-orm/migrations';

export class Migration20261121231215_identity_limits extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "rate_limit_bucket" ("key" text not null, "window_start" timestamptz not null, "hits" int not null, constraint "rate_limit_bucket_pkey" primary key ("key", "window_start"));`);
    this.addSql(`create index "rate_limit_bucket_window_idx" on "rate_limit_bucket" ("window_start");`);

    this.addSql(`alter table "employee" add column "approval_notice_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "rate_limit_bucket" cascade;`);

    this.addSql(`alter table "employee" drop column "approval_notice_at";`);
  }

}
