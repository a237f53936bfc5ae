import { Migration } from '@mikro-orm/migrations';

/**
 * The desk's read model asks, per listed visit, whether it has a watchlist flag security has not
 * cleared (issue 13: `flagged` in the desk's answers, the `flagged` filter and dashboard count): one
 * probe of this partial index, which holds open flags only and so stays small however many flags
 * have been cleared.
 */
export class Migration20261122223046_visit_flag_open_index extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index "visit_flag_open_idx" on "visit_flag" ("visit_id") where "cleared_at" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "visit_flag_open_idx";`);
  }

}
