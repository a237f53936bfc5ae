import { Migration } from '@mikro-orm/migrations';

/**
 * A rejected registration is deleted (issue 28), and the approval queues of its manager and of the
 * admins must lose its row live, as they gain one when someone registers (ADR 12): a deleted employee
 * is announced on `vms_changes` like a changed one, with the id and manager it had.
 */
export class Migration20261128094217_employee_deleted_notify extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create or replace function "vms_notify_employee_deleted"() returns trigger language plpgsql as $$
begin
  perform pg_notify('vms_changes', json_build_object('kind', 'employee', 'id', old."id", 'managerId', old."manager_id")::text);
  return null;
end $$;`);
    this.addSql(`create trigger "employee_deleted_notify" after delete on "employee" for each row execute function "vms_notify_employee_deleted"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "employee_deleted_notify" on "employee";`);
    this.addSql(`drop function if exists "vms_notify_employee_deleted"();`);
  }

}
