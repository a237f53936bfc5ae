import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import type { PrecheckTimeoutRule } from '#contract/validation/webhook.ts';
import type { WebhookEvent } from '#contract/webhook-payload.ts';
import { HostMailChoices } from '../../../notifications/application/host-mail-choices.ts';
import { assertInTransaction } from '../../../platform/database/in-transaction.ts';
import { ChatConnections, PrecheckRules, WebhookEndpointRepository, WebhookLog, type ChatConnection, type LoggedAttempt, type WebhookAttempt, type WebhookMessage } from '../../application/ports.ts';
import { WebhookEndpoint } from '../../domain/webhook-endpoint.ts';
import { ChatConnectionRow, PrecheckRuleRow, WebhookAttemptRow, WebhookMessageRow } from './webhook-endpoint.schema.ts';

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

const connectionOf = (row: ChatConnectionRow): ChatConnection => ({ id: row.id, kind: row.kind, siteId: row.siteId, hostEmail: row.hostEmail, sealedUrl: row.sealedUrl, mailToo: row.mailToo });

export class MikroOrmChatConnections extends ChatConnections {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async add(connection: Omit<ChatConnection, 'id'> & { readonly createdBy: string; readonly createdAt: Date }): Promise<number> {
    assertInTransaction(this.em, 'ChatConnections.add');
    const row = Object.assign(new ChatConnectionRow(), connection);
    this.em.persist(row);
    await this.em.flush();
    return row.id;
  }

  async forVisit(siteId: number, hostEmail: string | null): Promise<ChatConnection[]> {
    const rows = await this.em.find(ChatConnectionRow, hostEmail === null ? { siteId } : { $or: [{ siteId }, { hostEmail: hostEmail.toLowerCase() }] }, { orderBy: { id: 'asc' }, disableIdentityMap: true });
    return rows.map(connectionOf);
  }

  async byId(id: number): Promise<ChatConnection | null> {
    const row = await this.em.findOne(ChatConnectionRow, { id }, { disableIdentityMap: true });
    return row ? connectionOf(row) : null;
  }

  async list(): Promise<(ChatConnection & { readonly createdBy: string; readonly createdAt: Date })[]> {
    const rows = await this.em.find(ChatConnectionRow, {}, { orderBy: { id: 'asc' }, disableIdentityMap: true });
    return rows.map((row) => ({ ...connectionOf(row), createdBy: row.createdBy, createdAt: row.createdAt }));
  }

  async remove(id: number): Promise<boolean> {
    return (await this.em.nativeDelete(ChatConnectionRow, { id })) > 0;
  }

  async ofHost(hostEmail: string): Promise<(ChatConnection & { readonly createdBy: string; readonly createdAt: Date })[]> {
    const rows = await this.em.find(ChatConnectionRow, { hostEmail: hostEmail.toLowerCase() }, { orderBy: { id: 'asc' }, disableIdentityMap: true });
    return rows.map((row) => ({ ...connectionOf(row), createdBy: row.createdBy, createdAt: row.createdAt }));
  }

  async setMailToo(hostEmail: string, mailToo: boolean): Promise<void> {
    await this.em.nativeUpdate(ChatConnectionRow, { hostEmail: hostEmail.toLowerCase() }, { mailToo });
  }
}

/**
 * The notifications module's question (HOOK-CHAT-04): a host who turned "also e-mail me" off on a chat
 * of their own is told of their visitors there only. Without such a connection the mail goes.
 */
export class MikroOrmHostMailChoices extends HostMailChoices {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async chatOnly(hostEmail: string): Promise<boolean> {
    return (await this.em.count(ChatConnectionRow, { hostEmail: hostEmail.toLowerCase(), mailToo: false })) > 0;
  }
}
