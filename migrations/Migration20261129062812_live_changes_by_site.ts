import { Migration } from '@mikro-orm/migrations';

/** The announcements of visits and their photos before they named the visit's site (ADR 12): what `down` puts back. */
const VISIT_BEFORE = `create or replace function "vms_notify_visit"() returns trigger language plpgsql as $$
begin
  perform pg_notify('vms_changes', json_build_object('kind', 'visit', 'id', new."id", 'hostId', new."host_id")::text);
  if tg_op = 'UPDATE' and old."host_id" is distinct from new."host_id" then
    perform pg_notify('vms_changes', json_build_object('kind', 'visit', 'id', new."id", 'hostId', old."host_id")::text);
  end if;
  return null;
end $$;`;

const PHOTO_BEFORE = `create or replace function "vms_notify_visit_photo"() returns trigger language plpgsql as $$
declare
  host integer;
begin
  select "host_id" into host from "visitor_pass" where "id" = new."visitor_pass_id";
  if host is not null then
    perform pg_notify('vms_changes', json_build_object('kind', 'visit', 'id', new."visitor_pass_id", 'hostId', host)::text);
  end if;
  return null;
end $$;`;

/**
 * Live changes by site (issue 30, docs/adr/0049-rules-of-a-site.md): the announcements of a
 * visit, its photos, its watchlist flags and an evacuation on `vms_changes` name the site they are at,
 * so that a desk that works at other sites is not told of them (src/live/domain/change.ts), while the
 * site's own desk and admins are. A visit moved to another site, or to another host, is announced
 * once more with its old site and host, so that the screens that showed it drop it. Still ids only.
 */
export class Migration20261129062812_live_changes_by_site extends Migration {

  override name = 'Migration20261129062812_live_changes_by_site';

  override up(): void | Promise<void> {
    this.addSql(`create or replace function "vms_notify_visit"() returns trigger language plpgsql as $$
begin
  perform pg_notify('vms_changes', json_build_object('kind', 'visit', 'id', new."id", 'hostId', new."host_id", 'siteId', new."site_id")::text);
  if tg_op = 'UPDATE' and (old."host_id" is distinct from new."host_id" or old."site_id" is distinct from new."site_id") then
    perform pg_notify('vms_changes', json_build_object('kind', 'visit', 'id', new."id", 'hostId', old."host_id", 'siteId', old."site_id")::text);
  end if;
  return null;
end $$;`);
    this.addSql(`create or replace function "vms_notify_visit_photo"() returns trigger language plpgsql as $$
declare
  visit record;
begin
  select "host_id", "site_id" into visit from "visitor_pass" where "id" = new."visitor_pass_id";
  if found then
    perform pg_notify('vms_changes', json_build_object('kind', 'visit', 'id', new."visitor_pass_id", 'hostId', visit."host_id", 'siteId', visit."site_id")::text);
  end if;
  return null;
end $$;`);
    this.addSql(`create or replace function "vms_notify_visit_flag"() returns trigger language plpgsql as $$
begin
  perform pg_notify('vms_changes', json_build_object('kind', 'visit_flag', 'id', new."visit_id", 'siteId', (select "site_id" from "visitor_pass" where "id" = new."visit_id"))::text);
  return null;
end $$;`);
    this.addSql(`create or replace function "vms_notify_evacuation"() returns trigger language plpgsql as $$
begin
  perform pg_notify('vms_changes', json_build_object('kind', 'evacuation', 'id', new."id", 'siteId', new."site_id")::text);
  return null;
end $$;`);
    this.addSql(`create or replace function "vms_notify_evacuation_person"() returns trigger language plpgsql as $$
begin
  perform pg_notify('vms_changes', json_build_object('kind', 'evacuation', 'id', new."evacuation_id", 'siteId', (select "site_id" from "evacuation" where "id" = new."evacuation_id"))::text);
  return null;
end $$;`);
  }

  override down(): void | Promise<void> {
    this.addSql(VISIT_BEFORE);
    this.addSql(PHOTO_BEFORE);
    this.addSql(`create or replace function "vms_notify_visit_flag"() returns trigger language plpgsql as $$
begin
  perform pg_notify('vms_changes', json_build_object('kind', 'visit_flag', 'id', new."visit_id")::text);
  return null;
end $$;`);
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
  }

}
