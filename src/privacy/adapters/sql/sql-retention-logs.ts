import type { EntityManager } from '@mikro-orm/postgresql';
import { RetentionLogs } from '../../application/retention-ports.ts';

/** Rows per statement: a first run after years of logs deletes in steps, none holding locks long. */
const BATCH = 5_000;

/** The audit entries about a visit (its events): subject `visit`, its id as text. */
const ABOUT_A_VISIT = `a.subject_type = 'visit' and exists (select 1 from visitor_pass v where v.id::text = a.subject_id`;

/**
 * Retention's deletes by age (ADR 50), one batch per statement until a batch comes back short. Plain
 * SQL over the audit, consent, outbox and webhook tables: the rows go by age, whole, and no module's
 * rule reads them afterwards.
 */
export class SqlRetentionLogs extends RetentionLogs {
  constructor(private readonly em: EntityManager) {
    super();
  }

  pruneVisitAudit(siteId: number, before: Date): Promise<number> {
    return this.inBatches(
      `delete from audit_log where id in (select a.id from audit_log a where a.at < ? and ${ABOUT_A_VISIT} and v.site_id = ?) limit ${BATCH})`,
      [before, siteId],
    );
  }

  pruneConsentRecords(siteId: number, before: Date): Promise<number> {
    return this.inBatches(
      `delete from consent_record where id in (select c.id from consent_record c where c.site_id = ? and (
         (c.visit_id is not null and c.given_at < ? and exists (select 1 from visitor_pass v where v.id = c.visit_id and v.anonymised_at is not null))
         or (c.visit_id is null and c.withdrawn_at < ?)) limit ${BATCH})`,
      [siteId, before, before],
    );
  }

  pruneInstallationAudit(before: Date): Promise<number> {
    return this.inBatches(`delete from audit_log where id in (select a.id from audit_log a where a.at < ? and not (${ABOUT_A_VISIT})) limit ${BATCH})`, [before]);
  }

  pruneMails(before: Date): Promise<number> {
    return this.inBatches(`delete from mail_outbox where id in (select id from mail_outbox where coalesce(sent_at, failed_at) < ? limit ${BATCH})`, [before]);
  }

  async pruneWebhooks(before: Date): Promise<{ messages: number; attempts: number }> {
    const attempts = await this.inBatches(`delete from webhook_attempt where id in (select id from webhook_attempt where at < ? limit ${BATCH})`, [before]);
    const messages = await this.inBatches(
      `delete from webhook_message where id in (select m.id from webhook_message m where m.created_at < ?
         and not exists (select 1 from webhook_attempt t where t.message_id = m.id) limit ${BATCH})`,
      [before],
    );
    return { messages, attempts };
  }

  private async inBatches(sql: string, values: unknown[]): Promise<number> {
    let total = 0;
    for (;;) {
      const { affectedRows } = await this.em.getConnection().execute<{ affectedRows: number }>(sql, values, 'run');
      total += affectedRows;
      if (affectedRows < BATCH) return total;
    }
  }
}
