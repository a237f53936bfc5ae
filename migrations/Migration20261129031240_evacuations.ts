import { Migration } from '@mikro-orm/migrations';

/**
 * Evacuation at a site (issue 30, ADR 44): an evacuation and the people of its roll call, each with
 * their mark and who last changed it. At most one open evacuation per site, held by a partial unique
 * index so that two starts at once make one. Every start, end and mark, by whichever replica, is
 * announced on `vms_changes` as `{kind: 'evacuation', id: <evacuation id>}`, so that every open roll
 * call reads itself again (ADR 12): only the id; who hears it is those who run evacuations
 * (src/live/domain/change.ts).
 */
export class Migration20261129031240_evacuations extends Migration {

  override name = 'Migration20261129031240_evacuations';

  override up(): void | Promise<void> {
    this.addSql(`create table "evacuation" ("id" serial primary key, "site_id" int not null, "started_at" timestamptz not null, "started_by_id" int null, "started_by" text not null, "ended_at" timestamptz null, "ended_by_id" int null, "ended_by" text null);`);
    this.addSql(`create unique index "evacuation_open_per_site" on "evacuation" ("site_id") where "ended_at" is null;`);

    this.addSql(`create table "evacuation_person" ("id" serial primary key, "evacuation_id" int not null, "position" int not null, "kind" text not null, "name" text not null, "visit_id" int null, "host_id" int not null, "host_name" text null, "mark" text not null default 'unaccounted', "marked_at" timestamptz null, "marked_by_id" int null, "marked_by" text null);`);
    this.addSql(`alter table "evacuation_person" add constraint "evacuation_person_position_unique" unique ("evacuation_id", "position");`);

    this.addSql(`alter table "evacuation" add constraint "evacuation_site_id_foreign" foreign key ("site_id") references "site" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "evacuation_person" add constraint "evacuation_person_evacuation_id_foreign" foreign key ("evacuation_id") references "evacuation" ("id") on update cascade on delete cascade;`);

    // One function per table: PL/pgSQL resolves every field a statement names, so one function cannot read both tables' rows.
    this.addSql(`create or replace function "vms_notify_evacuation"() returns trigger language plpgsql as $$
begin
  perform pg_notify('vms_changes', json_build_object('kind', 'evacuation', 'id', new."id")::text);
  return null;
end $$;`);
    this.addSql(`create or replace function "vms_notify_evacuation_person"() returns trigger language plpgsql as $$
begin
  perform pg_notify('vms_changes', json_build_object('kind', 'evacuation', 'id', new."evacuation_id")::text);
  return null;
end $$;`);
    this.addSql(`create trigger "evacuation_inserted_notify" after insert on "evacuation" for each row execute function "vms_notify_evacuation"();`);
    this.addSql(`create trigger "evacuation_updated_notify" after update on "evacuation" for each row when (old.* is distinct from new.*) execute function "vms_notify_evacuation"();`);
    // A start inserts its whole roll call: the evacuation's own row announces it once; each mark is an update.
    this.addSql(`create trigger "evacuation_person_updated_notify" after update on "evacuation_person" for each row when (old.* is distinct from new.*) execute function "vms_notify_evacuation_person"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "evacuation_person" cascade;`);
    this.addSql(`drop table if exists "evacuation" cascade;`);
    this.addSql(`drop function if exists "vms_notify_evacuation_person"();`);
    this.addSql(`drop function if exists "vms_notify_evacuation"();`);
  }

}
