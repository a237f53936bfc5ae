import { Migration } from '@mikro-orm/migrations';

/**
 * Site documents with versions and signatures (issue 31, ADR 54), and each site's re-sign period. A
 * version is immutable: a trigger refuses any UPDATE of its row, whoever sends it.
 */
export class Migration20261129062238_site_documents extends Migration {

  override name = 'Migration20261129062238_site_documents';

  override up(): void | Promise<void> {
    this.addSql(`create table "site_document" ("id" serial primary key, "site_id" int not null, "title" text not null, "kind" text not null, "active" boolean not null default true, "created_at" timestamptz not null, "created_by" text not null);`);
    this.addSql(`create index "site_document_site_index" on "site_document" ("site_id");`);

    this.addSql(`create table "site_document_version" ("id" serial primary key, "document_id" int not null, "version" int not null, "format" text not null, "text" text null, "pdf_storage_key" text null, "hash" text not null, "published_at" timestamptz not null, "published_by" text not null);`);
    this.addSql(`alter table "site_document_version" add constraint "site_document_version_unique" unique ("document_id", "version");`);

    this.addSql(`create table "document_signature" ("id" serial primary key, "visit_id" int not null, "site_id" int not null, "signer_key" text not null, "document_id" int not null, "version_id" int not null, "version" int not null, "version_hash" text not null, "typed_name" text not null, "drawing_storage_key" text null, "signed_at" timestamptz not null, "channel" text not null, "signed_copy_storage_key" text not null, "signed_copy_hash" text not null);`);
    this.addSql(`create index "document_signature_visit_index" on "document_signature" ("visit_id");`);
    this.addSql(`create index "document_signature_signer_index" on "document_signature" ("site_id", "signer_key");`);

    this.addSql(`alter table "site" add "resign_days" int not null default 0;`);

    this.addSql(`alter table "site_document_version" add constraint "site_document_version_document_id_foreign" foreign key ("document_id") references "site_document" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "document_signature" add constraint "document_signature_version_id_foreign" foreign key ("version_id") references "site_document_version" ("id") on update cascade on delete restrict;`);

    this.addSql(`create or replace function "site_document_version_immutable_fn"() returns trigger as $$ begin raise exception 'a site document version is immutable; publish a new version instead'; end; $$ language plpgsql;`);
    this.addSql(`create trigger "site_document_version_immutable" before update on "site_document_version" for each row execute function "site_document_version_immutable_fn"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "document_signature" cascade;`);
    this.addSql(`drop table if exists "site_document_version" cascade;`);
    this.addSql(`drop table if exists "site_document" cascade;`);
    this.addSql(`drop function if exists "site_document_version_immutable_fn"();`);
    this.addSql(`alter table "site" drop column "resign_days";`);
  }

}
