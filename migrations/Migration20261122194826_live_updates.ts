import { Migration } from '@mikro-orm/migrations';

/**
 * Live updates (ADR 12): every committed change to a visit, a visit's photos or an employee, by
 * whichever replica, CLI command or job, is announced on the `vms_changes` channel with only what
 * routing needs (what kind, its id, and whose it is: the host, the reporting manager). An ended
 * session is announced too, so that its open event streams end at once. NOTIFY is delivered on
 * commit, never for a rolled-back change. Updates that change nothing a viewer sees (an employee's
 * password, login failures and lock; a visit row rewritten unchanged) announce nothing.
 */
export class Migration20261122194826_live_updates extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create or replace function "vms_notify_visit"() returns trigger language plpgsql as $$
begin
  perform pg_notify('vms_changes', json_build_object('kind', 'visit', 'id', new."id", 'hostId', new."host_id")::text);
  if tg_op = 'UPDATE' and old."host_id" is distinct from new."host_id" then
    perform pg_notify('vms_changes', json_build_object('kind', 'visit', 'id', new."id", 'hostId', old."host_id")::text);
  end if;
  return null;
end $$;`);
    this.addSql(`create trigger "visitor_pass_inserted_notify" after insert on "visitor_pass" for each row execute function "vms_notify_visit"();`);
    this.addSql(`create trigger "visitor_pass_updated_notify" after update on "visitor_pass" for each row when (old.* is distinct from new.*) execute function "vms_notify_visit"();`);

    this.addSql(`create or replace function "vms_notify_visit_photo"() returns trigger language plpgsql as $$
declare
  host integer;
begin
  select "host_id" into host from "visitor_pass" where "id" = new."visitor_pass_id";
  if host is not null then
    perform pg_notify('vms_changes', json_build_object('kind', 'visit', 'id', new."visitor_pass_id", 'hostId', host)::text);
  end if;
  return null;
end $$;`);
    this.addSql(`create trigger "visitor_photo_inserted_notify" after insert on "visitor_photo" for each row execute function "vms_notify_visit_photo"();`);

    this.addSql(`create or replace function "vms_notify_employee"() returns trigger language plpgsql as $$
begin
  perform pg_notify('vms_changes', json_build_object('kind', 'employee', 'id', new."id", 'managerId', new."manager_id")::text);
  if tg_op = 'UPDATE' and old."manager_id" is distinct from new."manager_id" then
    perform pg_notify('vms_changes', json_build_object('kind', 'employee', 'id', new."id", 'managerId', old."manager_id")::text);
  end if;
  return null;
end $$;`);
    this.addSql(`create trigger "employee_inserted_notify" after insert on "employee" for each row execute function "vms_notify_employee"();`);
    // What lists and counts show of an employee; not the password, login failures or lock, which every login rewrites.
    this.addSql(`create trigger "employee_updated_notify" after update on "employee" for each row
  when ((old."status", old."manager_id", old."designation_id", old."name", old."email", old."phone", old."emp_id", old."approved_at", old."disabled_at")
    is distinct from (new."status", new."manager_id", new."designation_id", new."name", new."email", new."phone", new."emp_id", new."approved_at", new."disabled_at"))
  execute function "vms_notify_employee"();`);

    this.addSql(`create or replace function "vms_notify_session_ended"() returns trigger language plpgsql as $$
begin
  perform pg_notify('vms_changes', json_build_object('kind', 'session', 'id', old."id")::text);
  return null;
end $$;`);
    this.addSql(`create trigger "user_session_deleted_notify" after delete on "user_session" for each row execute function "vms_notify_session_ended"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "user_session_deleted_notify" on "user_session";`);
    this.addSql(`drop trigger if exists "employee_updated_notify" on "employee";`);
    this.addSql(`drop trigger if exists "employee_inserted_notify" on "employee";`);
    this.addSql(`drop trigger if exists "visitor_photo_inserted_notify" on "visitor_photo";`);
    this.addSql(`drop trigger if exists "visitor_pass_updated_notify" on "visitor_pass";`);
    this.addSql(`drop trigger if exists "visitor_pass_inserted_notify" on "visitor_pass";`);
    this.addSql(`drop function if exists "vms_notify_session_ended"();`);
    this.addSql(`drop function if exists "vms_notify_employee"();`);
    this.addSql(`drop function if exists "vms_notify_visit_photo"();`);
    this.addSql(`drop function if exists "vms_notify_visit"();`);
  }

}
