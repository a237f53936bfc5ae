import { Migration } from '@mikro-orm/migrations';

/**
 * Single sign-on (issue 32, ADR 37): the company account an employee signs in with, the provider's
 * issuer and its subject, one employee per account.
 */
export class Migration20261129001028_employee_sso_subject extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "employee" add "sso_issuer" text null, add "sso_subject" text null;`);
    this.addSql(`alter table "employee" add constraint "employee_sso_subject_unique" unique ("sso_issuer", "sso_subject");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "employee" drop constraint "employee_sso_subject_unique";`);
    this.addSql(`alter table "employee" drop column "sso_issuer", drop column "sso_subject";`);
  }

}
