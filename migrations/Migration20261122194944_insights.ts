import { Migration } from '@mikro-orm/migrations';

/**
 * Insights (issue 12): every chart counts the visits of a range of days. This index holds each
 * column those statements read (src/visits/adapters/sql/sql-visit-insights.ts), so that a range is
 * counted from the index alone (an index-only scan) rather than from a million table rows. Not
 * partial: anonymised visits still count.
 */
export class Migration20261122194944_insights extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index "visitor_pass_insights_idx" on "visitor_pass" ("visit_date") include ("host_id", "visitor_type", "approve_status", "check_in", "check_out");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "visitor_pass_insights_idx";`);
  }

}
