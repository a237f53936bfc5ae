import { Migration } from '@mikro-orm/migrations';

/**
 * Live updates of the watchlist (issue 13, ADR 12 and 13): an entry added, resolved or otherwise
 * changed (or removed), by whichever replica or `vms watchlist` command, is announced on `vms_changes`
 * as `{kind: 'watchlist', id: <entry id>}`, so that an open /Watchlist reads its list again. Only the
 * id: who hears it is those who manage the watchlist (src/live/domain/change.ts), and the list's own
 * call says the rest.
 */
export class Migration20261123021000_watchlist_live extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create or replace function "vms_notify_watchlist_entry"() returns trigger language plpgsql as $$
begin
  perform pg_notify('vms_changes', json_build_object('kind', 'watchlist', 'id', case when tg_op = 'DELETE' then old."id" else new."id" end)::text);
  return null;
end $$;`);
    this.addSql(`create trigger "watchlist_entry_inserted_notify" after insert on "watchlist_entry" for each row execute function "vms_notify_watchlist_entry"();`);
    this.addSql(`create trigger "watchlist_entry_updated_notify" after update on "watchlist_entry" for each row when (old.* is distinct from new.*) execute function "vms_notify_watchlist_entry"();`);
    this.addSql(`create trigger "watchlist_entry_deleted_notify" after delete on "watchlist_entry" for each row execute function "vms_notify_watchlist_entry"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "watchlist_entry_deleted_notify" on "watchlist_entry";`);
    this.addSql(`drop trigger if exists "watchlist_entry_updated_notify" on "watchlist_entry";`);
    this.addSql(`drop trigger if exists "watchlist_entry_inserted_notify" on "watchlist_entry";`);
    this.addSql(`drop function if exists "vms_notify_watchlist_entry"();`);
  }

}
