import { Migration } from '@mikro-orm/migrations';

/** A host's "also e-mail me" on their own chat connection (issue 32, HOOK-CHAT-04): on unless they turn it off. */
export class Migration20261129042550_chat_host_mail extends Migration {

  override name = 'Migration20261129042550_chat_host_mail';

  override up(): void | Promise<void> {
    this.addSql(`alter table "chat_connection" add column "mail_too" boolean not null default true;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "chat_connection" drop column "mail_too";`);
  }

}
