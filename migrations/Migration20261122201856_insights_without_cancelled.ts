import { Migration } from '@mikro-orm/migrations';

/**
 * Insights count no cancelled visit (a visit its host cancelled is neither a visit nor a no-show):
 * visitor_pass_insights_idx becomes partial, so that the charts' statements, which all say
 * `cancelled_at is null`, still read a range from the index alone.
 */
export class Migration20261122201856_insights_without_cancelled extends Migration {

  override async up(): Promise<void> {
    this.addSql(`drop index "visitor_pass_insights_idx";`);
    this.addSql(`create index "visitor_pass_insights_idx" on "visitor_pass" ("visit_date") include ("host_id", "visitor_type", "approve_status", "check_in", "check_out") where "cancelled_at" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "visitor_pass_insights_idx";`);
    this.addSql(`create index "visitor_pass_insights_idx" on "visitor_pass" ("visit_date") include ("host_id", "visitor_type", "approve_status", "check_in", "check_out");`);
  }

}
