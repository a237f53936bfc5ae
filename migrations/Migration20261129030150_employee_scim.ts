import { Migration } from '@mikro-orm/migrations';

/**
 * SCIM provisioning (issue 32, ADR 41): the identity provider's own id for a provisioned employee
 * (`externalId`, one employee each), and when provisioning deleted one (the row stays for its visits).
 */
export class Migration20261129030150_employee_scim extends Migration {

  override name = 'Migration20261129030150_employee_scim';

  override up(): void | Promise<void> {
    this.addSql(`alter table "employee" add "scim_external_id" text null, add "deprovisioned_at" timestamptz null;`);
    this.addSql(`alter table "employee" add constraint "employee_scim_external_id_unique" unique ("scim_external_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "employee" drop constraint "employee_scim_external_id_unique";`);
    this.addSql(`alter table "employee" drop column "scim_external_id", drop column "deprovisioned_at";`);
  }

}
