import { Migration } from '@mikro-orm/migrations';

/**
 * Live updates of watchlist flags (issue 13, ADR 12 and 13): a flag raised on a visit, or cleared, is
 * announced on `vms_changes` as `{kind: 'visit_flag', id: <visit id>}`, whichever replica or command
 * made it. It names no host: only those who manage the watchlist hear of it (src/live/domain/change.ts),
 * told of it as a change of the visit, so that their desks read the visit's lists again; a host's
 * screens never learn that something about their visitor changed.
 */
export class Migration20261122225054_visit_flag_notify extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create or replace function "vms_notify_visit_flag"() returns trigger language plpgsql as $$
begin
  perform pg_notify('vms_changes', json_build_object('kind', 'visit_flag', 'id', new."visit_id")::text);
  return null;
end $$;`);
    this.addSql(`create trigger "visit_flag_inserted_notify" after insert on "visit_flag" for each row execute function "vms_notify_visit_flag"();`);
    this.addSql(`create trigger "visit_flag_cleared_notify" after update on "visit_flag" for each row when (old."cleared_at" is distinct from new."cleared_at") execute function "vms_notify_visit_flag"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "visit_flag_cleared_notify" on "visit_flag";`);
    this.addSql(`drop trigger if exists "visit_flag_inserted_notify" on "visit_flag";`);
    this.addSql(`drop function if exists "vms_notify_visit_flag"();`);
  }

}
