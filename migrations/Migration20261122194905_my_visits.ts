import { Migration } from '@mikro-orm/migrations';

/** My visitors (issue 12): a host may cancel a visit, and a resent link replaces the older ones (link_version). */
export class Migration20261122194905_my_visits extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "visitor_pass" add column "cancelled_at" timestamptz null, add column "cancelled_by_id" int null, add column "link_version" int not null default 0;`);
    this.addSql(`alter table "visitor_pass" add constraint "visitor_pass_cancelled_by_id_foreign" foreign key ("cancelled_by_id") references "employee" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "visitor_pass" drop constraint "visitor_pass_cancelled_by_id_foreign";`);
    this.addSql(`alter table "visitor_pass" drop column "cancelled_at", drop column "cancelled_by_id", drop column "link_version";`);
  }

}
