import { Migration } from '@mikro-orm/migrations';

/**
 * Webhooks (issue 32): endpoints with their sealed signing secret, each message once and each attempt
 * at it (the delivery log), and each site's rule for a pre-check that does not answer.
 */
export class Migration20261129031728_webhooks extends Migration {

  override name = 'Migration20261129031728_webhooks';

  override up(): void | Promise<void> {
    this.addSql(`create table "precheck_site_rule" ("site_id" int primary key, "on_timeout" text not null);`);

    this.addSql(`create table "webhook_attempt" ("id" serial primary key, "endpoint_id" int not null, "message_id" text not null, "event_type" text not null, "at" timestamptz not null, "outcome" text not null, "response_status" int null, "duration_ms" int not null, "error" text null);`);
    this.addSql(`create index "webhook_attempt_endpoint_idx" on "webhook_attempt" ("endpoint_id", "at");`);

    this.addSql(`create table "webhook_endpoint" ("id" serial primary key, "url" text not null, "events" text[] not null, "precheck" boolean not null default false, "sealed_secret" text not null, "created_by" text not null, "created_at" timestamptz not null, "paused_at" timestamptz null, "paused_reason" text null, "failing_since" timestamptz null);`);

    this.addSql(`create table "webhook_message" ("id" text not null, "endpoint_id" int not null, "event_type" text not null, "body" text not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "webhook_message_endpoint_idx" on "webhook_message" ("endpoint_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "precheck_site_rule" cascade;`);
    this.addSql(`drop table if exists "webhook_attempt" cascade;`);
    this.addSql(`drop table if exists "webhook_endpoint" cascade;`);
    this.addSql(`drop table if exists "webhook_message" cascade;`);
  }

}
