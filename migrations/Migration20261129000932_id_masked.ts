import { Migration } from '@mikro-orm/migrations';
import { noteFromMigration } from './notes.ts';

/**
 * Aadhaar never stored (issue 31, docs/product/README.md DEV-03): the sealed full number
 * (`aadhaar_encrypted`) is erased from every row and its column dropped; only the last four
 * characters of an ID stay, with the ID's kind, since a visitor may now give another ID.
 *
 * The last four need no secret: the code that sealed a number wrote its last four digits beside it in
 * the same statement (`aadhaar_last4`), so each row that had a sealed number already had them; the
 * column is renamed `id_last4` and its kind set to Aadhaar. The watchlist's entries held Aadhaar
 * digits only, so theirs become Aadhaar IDs the same way.
 *
 * Irreversible by design: the sealed values are first overwritten with null (so the live rows hold
 * none), then the column goes. How many rows it changed is noted for the caller's log and `vms db
 * migrate` (migrations/notes.ts) and kept in the audit log. The old row versions the update leaves
 * are PostgreSQL's to reclaim (autovacuum); docs/deploy.md says how to rewrite the table at once.
 * `down` brings the columns back empty: nothing can bring the numbers back.
 */
export class Migration20261129000932_id_masked extends Migration {

  override name = 'Migration20261129000932_id_masked';

  override async up(): Promise<void> {
    const erased = await this.execute(`update "visitor_pass" set "aadhaar_encrypted" = null where "aadhaar_encrypted" is not null returning "id"`);
    this.addSql(`alter table "visitor_pass" drop column "aadhaar_encrypted";`);
    this.addSql(`alter table "visitor_pass" rename column "aadhaar_last4" to "id_last4";`);
    this.addSql(`alter table "visitor_pass" add "id_kind" text null;`);
    this.addSql(`update "visitor_pass" set "id_kind" = 'aadhaar' where "id_last4" is not null;`);
    this.addSql(`alter table "watchlist_entry" rename column "aadhaar_last4" to "id_last4";`);
    this.addSql(`alter table "watchlist_entry" add "id_kind" text null;`);
    this.addSql(`update "watchlist_entry" set "id_kind" = 'aadhaar' where "id_last4" is not null;`);
    // Audited and noted where there was something to erase (a new installation has nothing, and an empty audit log).
    if (erased.length > 0) this.addSql(
      `insert into "audit_log" ("at", "actor_type", "actor_id", "actor_label", "action", "subject_type", "subject_id", "details")
       values (now(), 'system', null, 'system:migration', 'privacy.aadhaar_erased', 'visit', null, '{"rows":${erased.length}}'::jsonb);`,
    );
    if (erased.length > 0) noteFromMigration(`Erased the sealed Aadhaar number of ${erased.length} visit${erased.length === 1 ? '' : 's'}; only the last four digits are kept.`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "watchlist_entry" drop column "id_kind";`);
    this.addSql(`alter table "watchlist_entry" rename column "id_last4" to "aadhaar_last4";`);
    this.addSql(`alter table "visitor_pass" drop column "id_kind";`);
    this.addSql(`alter table "visitor_pass" rename column "id_last4" to "aadhaar_last4";`);
    this.addSql(`alter table "visitor_pass" add "aadhaar_encrypted" text null;`);
  }

}
