import { Migration } from '@mikro-orm/migrations';

/**
 * The outbox carries messages of any channel (issue 29): each row says how it travels, and the
 * sender hands it to that channel. Every row written before was a mail.
 */
export class Migration20261128113753_outbox_channel extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "mail_outbox" add column "channel" text not null default 'mail';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "mail_outbox" drop column "channel";`);
  }

}
