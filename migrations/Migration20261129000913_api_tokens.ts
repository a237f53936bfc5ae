import { Migration } from '@mikro-orm/migrations';

/**
 * API tokens (issue 32): one row per token with the keyed hash of its secret (never the secret), its
 * scopes, the employee it acts for, its last day, its revocation and its last use.
 */
export class Migration20261129000913_api_tokens extends Migration {

  override name = 'Migration20261129000913_api_tokens';

  override up(): void | Promise<void> {
    this.addSql(`create table "api_token" ("id" serial primary key, "name" text not null, "token_hash" text not null, "scopes" text[] not null, "employee_id" int not null, "acts_for" text not null, "created_by" text not null, "created_at" timestamptz not null, "expires_on" date null, "revoked_at" timestamptz null, "revoked_by" text null, "last_used_at" timestamptz null);`);
    this.addSql(`alter table "api_token" add constraint "api_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create unique index "api_token_name_unique" on "api_token" (lower("name"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "api_token" cascade;`);
  }

}
