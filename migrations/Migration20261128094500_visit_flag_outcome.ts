import { Migration } from '@mikro-orm/migrations';

/**
 * How security closed a flag (issue 28): `cleared` (let in, ClearVisitFlag) or `turned_away` (the
 * visitor was sent away and the visit called off, TurnAwayVisitor); null while the flag is open.
 * Flags closed before this column existed were all cleared.
 */
export class Migration20261128094500_visit_flag_outcome extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "visit_flag" add column "outcome" text null;`);
    this.addSql(`update "visit_flag" set "outcome" = 'cleared' where "cleared_at" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "visit_flag" drop column if exists "outcome";`);
  }

}
