import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import type { PrecheckTimeoutRule } from '#contract/validation/webhook.ts';
import type { WebhookEvent } from '#contract/webhook-payload.ts';
import { assertInTransaction } from '../../../platform/database/in-transaction.ts';
import { PrecheckRules, WebhookEndpointRepository, WebhookLog, type LoggedAttempt, type WebhookAttempt, type WebhookMessage } from '../../application/ports.ts';
import { WebhookEndpoint } from '../../domain/webhook-endpoint.ts';
import { PrecheckRuleRow, WebhookAttemptRow, WebhookMessageRow } from './webhook-endpoint.schema.ts';

export class MikroOrmWebhookEndpoints extends WebhookEndpointRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async add(endpoint: WebhookEndpoint): Promise<void> {
    assertInTransaction(this.em, 'WebhookEndpointRepository.add');
    this.em.persist(endpoint);
    await this.em.flush();
  }

  list(): Promise<WebhookEndpoint[]> {
    return this.em.find(WebhookEndpoint, {}, { orderBy: { id: 'asc' }, refresh: true });
  }

  activeFor(event: WebhookEvent): Promise<WebhookEndpoint[]> {
    return this.em.find(WebhookEndpoint, { pausedAt: null, events: { $contains: [event] } }, { orderBy: { id: 'asc' }, disableIdentityMap: true });
  }

  activePrechecks(): Promise<WebhookEndpoint[]> {
    return this.em.find(WebhookEndpoint, { pausedAt: null, precheck: true }, { orderBy: { id: 'asc' }, disableIdentityMap: true });
  }

  byId(id: number): Promise<WebhookEndpoint | null> {
    return this.em.findOne(WebhookEndpoint, { id }, { disableIdentityMap: true });
  }

  lockById(id: number): Promise<WebhookEndpoint | null> {
    assertInTransaction(this.em, 'WebhookEndpointRepository.lockById');
    return this.em.findOne(WebhookEndpoint, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  async save(endpoint: WebhookEndpoint): Promise<void> {
    assertInTransaction(this.em, 'WebhookEndpointRepository.save');
    this.em.persist(endpoint);
    await this.em.flush();
  }

  async remove(endpoint: WebhookEndpoint): Promise<void> {
    assertInTransaction(this.em, 'WebhookEndpointRepository.remove');
    await this.em.nativeDelete(WebhookAttemptRow, { endpointId: endpoint.id });
    await this.em.nativeDelete(WebhookMessageRow, { endpointId: endpoint.id });
    this.em.remove(endpoint);
    await this.em.flush();
  }
}

/** The delivery log, written with its own statements at once: an attempt is logged whatever happens after it. */
export class MikroOrmWebhookLog extends WebhookLog {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async record(message: WebhookMessage, attempt: WebhookAttempt): Promise<void> {
    const connection = this.em.fork().getConnection();
    await connection.execute(
      `insert into webhook_message (id, endpoint_id, event_type, body, created_at) values (?, ?, ?, ?, ?) on conflict (id) do nothing`,
      [message.id, message.endpointId, message.eventType, message.body, attempt.at],
    );
    await connection.execute(
      `insert into webhook_attempt (endpoint_id, message_id, event_type, at, outcome, response_status, duration_ms, error) values (?, ?, ?, ?, ?, ?, ?, ?)`,
      [attempt.endpointId, attempt.messageId, attempt.eventType, attempt.at, attempt.outcome, attempt.responseStatus, Math.round(attempt.durationMs), attempt.error],
    );
  }

  async attempts(endpointId: number, limit: number): Promise<LoggedAttempt[]> {
    const rows = await this.em.find(WebhookAttemptRow, { endpointId }, { orderBy: { at: 'desc', id: 'desc' }, limit, disableIdentityMap: true });
    return rows.map((row) => ({ ...row }));
  }

  async message(endpointId: number, messageId: string): Promise<WebhookMessage | null> {
    const row = await this.em.findOne(WebhookMessageRow, { id: messageId, endpointId }, { disableIdentityMap: true });
    return row ? { id: row.id, endpointId: row.endpointId, eventType: row.eventType, body: row.body } : null;
  }
}

export class MikroOrmPrecheckRules extends PrecheckRules {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async ruleOf(siteId: number): Promise<PrecheckTimeoutRule> {
    const row = await this.em.findOne(PrecheckRuleRow, { siteId }, { disableIdentityMap: true });
    return row?.onTimeout ?? 'allow';
  }

  async set(siteId: number, rule: PrecheckTimeoutRule): Promise<void> {
    await this.em.getConnection().execute(
      'insert into precheck_site_rule (site_id, on_timeout) values (?, ?) on conflict (site_id) do update set on_timeout = excluded.on_timeout',
      [siteId, rule],
      'run',
      this.em.getTransactionContext(),
    );
  }

  async list(): Promise<{ siteId: number; onTimeout: PrecheckTimeoutRule }[]> {
    const rows = await this.em.find(PrecheckRuleRow, {}, { disableIdentityMap: true });
    return rows.map((row) => ({ siteId: row.siteId, onTimeout: row.onTimeout }));
  }
}
