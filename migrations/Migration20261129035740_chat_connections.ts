import { Migration } from '@mikro-orm/migrations';

/** Slack and Teams for hosts (issue 32): each chat's incoming webhook, for a site's hosts or one host, its URL sealed. */
export class Migration20261129035740_chat_connections extends Migration {

  override name = 'Migration20261129035740_chat_connections';

  override up(): void | Promise<void> {
    this.addSql(`create table "chat_connection" ("id" serial primary key, "kind" text not null, "site_id" int null, "host_email" text null, "sealed_url" text not null, "created_by" text not null, "created_at" timestamptz not null);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "chat_connection" cascade;`);
  }

}
