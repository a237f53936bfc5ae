import { Migration } from '@mikro-orm/migrations';

/** A site document may offer a drawn signature beside the typed name (issue 31, ADR 57); off for every existing one. */
export class Migration20261129092906_drawn_signature extends Migration {

  override name = 'Migration20261129092906_drawn_signature';

  override up(): void | Promise<void> {
    this.addSql(`alter table "site_document" add "drawn_signature" boolean not null default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "site_document" drop column "drawn_signature";`);
  }

}
