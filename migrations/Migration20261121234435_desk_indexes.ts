import { Migration } from '@mikro-orm/migrations';

export class Migration20261121234435_desk_indexes extends Migration {

  override async up(): Promise<void> {
    // Trigram search on names (a trusted extension: the database owner may create it).
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`drop index "visitor_pass_phone_idx";`);
    this.addSql(`drop index "visitor_pass_status_date_idx";`);

    this.addSql(`create index "visitor_pass_desk_date_idx" on "visitor_pass" ("approve_status", "visit_date", "visit_time", "id") where "anonymised_at" is null;`);
    this.addSql(`create index "visitor_pass_desk_time_idx" on "visitor_pass" ("approve_status", "visit_time", "visit_date", "id") where "anonymised_at" is null;`);
    this.addSql(`create index "visitor_pass_desk_name_idx" on "visitor_pass" ("approve_status", "name", "visit_date", "id") where "anonymised_at" is null;`);
    this.addSql(`create index "visitor_pass_name_trgm_idx" on "visitor_pass" using gin ("name" gin_trgm_ops) where "anonymised_at" is null;`);
    this.addSql(`create index "visitor_pass_phone_prefix_idx" on "visitor_pass" ("phone" text_pattern_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "visitor_pass_desk_date_idx";`);
    this.addSql(`drop index "visitor_pass_desk_time_idx";`);
    this.addSql(`drop index "visitor_pass_desk_name_idx";`);
    this.addSql(`drop index "visitor_pass_name_trgm_idx";`);
    this.addSql(`drop index "visitor_pass_phone_prefix_idx";`);

    this.addSql(`create index "visitor_pass_phone_idx" on "visitor_pass" ("phone");`);
    this.addSql(`create index "visitor_pass_status_date_idx" on "visitor_pass" ("approve_status", "visit_date");`);
  }

}
