import { Migration } from '@mikro-orm/migrations';

/**
 * Security is mailed when a flagged visitor is at the door, whatever raised the flag (ADR 13, amended
 * 23-11-2026): `door_mailed_at` is when they were, set once by a conditional UPDATE (`… where
 * door_mailed_at is null`), so that of two tries at the door (on any replica) only one mails. Flags
 * raised at `walk_in` or `arrival` before this column existed were mailed when they were raised:
 * they count as mailed, so nobody is mailed about them again.
 */
export class Migration20261123093000_visit_flag_door_mailed extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "visit_flag" add column "door_mailed_at" timestamptz null;`);
    this.addSql(`update "visit_flag" set "door_mailed_at" = "raised_at" where "raised_on" in ('walk_in', 'arrival');`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "visit_flag" drop column if exists "door_mailed_at";`);
  }

}
