import { Migration } from '@mikro-orm/migrations';

/**
 * Walk-ins (issue 13): a walk-in's kiosk is a real kiosk device. Visits keep the kiosk's id only (as
 * they keep employees' ids), with a foreign key underneath; kiosk devices are revoked, never deleted.
 */
export class Migration20261122225106_walk_in_kiosk extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "visitor_pass" add constraint "visitor_pass_kiosk_device_id_foreign" foreign key ("kiosk_device_id") references "kiosk_device" ("id") on update cascade on delete restrict;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "visitor_pass" drop constraint "visitor_pass_kiosk_device_id_foreign";`);
  }

}
