import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import type { PrecheckTimeoutRule } from '#contract/validation/webhook.ts';
import type { WebhookEvent } from '#contract/webhook-payload.ts';
import { HostMailChoices } from '../../../notifications/application/host-mail-choices.ts';
import { detachedEntity } from '../../../platform/database/detached-entity.ts';
import { assertInTransaction } from '../../../platform/database/in-transaction.ts';
import { forgetInScope, oncePerScope } from '../../../platform/database/entity-manager-scope.ts';
import { dateOrNull, epochMs, runPrepared } from '../../../platform/database/prepared-sql.ts';
import { ChatConnections, PrecheckRules, WebhookEndpointRepository, WebhookLog, type ChatConnection, type LoggedAttempt, type WebhookAttempt, type WebhookMessage } from '../../application/ports.ts';
import { WebhookEndpoint, type PausedReason } from '../../domain/webhook-endpoint.ts';
import { ChatConnectionRow, PrecheckRuleRow, WebhookAttemptRow, WebhookMessageRow } from './webhook-endpoint.schema.ts';

const ENDPOINT_COLUMNS = `id, url, events, precheck, sealed_secret, created_by, ${epochMs('created_at', 'created_ms')},
  ${epochMs('paused_at', 'paused_ms')}, paused_reason, ${epochMs('failing_since', 'failing_ms')}`;

/**
 * What every check-in and walk-in asks of the integrations, almost always of empty tables: the active
 * endpoints (the pre-check's before, the event's receivers after) and whether any chat is connected at
 * all. One prepared statement, read once per request (oncePerScope) and forgotten by the scope's own
 * writes of endpoints and chats: it was four round trips a check-in (each ~180 µs of server and
 * PostgreSQL CPU, docs/performance.md), and the chats' own statements now run only where chats exist.
 */
const ACTIVE_INTEGRATIONS = {
  name: 'webhooks.active_integrations',
  text: `select coalesce((select json_agg(e order by e.id) from (select ${ENDPOINT_COLUMNS} from webhook_endpoint where paused_at is null) e), '[]'::json) as endpoints,
                exists (select 1 from chat_connection) as "anyChats"`,
};
const ACTIVE_INTEGRATIONS_READ = Symbol('webhooks.active_integrations');

interface ActiveIntegrations {
  readonly endpoints: WebhookEndpoint[];
  readonly anyChats: boolean;
}

/** The scope's one read of ACTIVE_INTEGRATIONS. */
const activeIntegrations = (em: EntityManager): Promise<ActiveIntegrations> =>
  oncePerScope(ACTIVE_INTEGRATIONS_READ, async () => {
    const [row] = await runPrepared<{ endpoints: EndpointRow[]; anyChats: boolean }>(em, ACTIVE_INTEGRATIONS, []);
    return { endpoints: (row?.endpoints ?? []).map(endpointOf), anyChats: row?.anyChats === true };
  });

interface EndpointRow {
  id: number;
  url: string;
  events: WebhookEvent[];
  precheck: boolean;
  sealed_secret: string;
  created_by: string;
  created_ms: number;
  paused_ms: number | null;
  paused_reason: PausedReason | null;
  failing_ms: number | null;
}

/** A read copy of an endpoint (detached-entity.ts): for delivering to, never saved; a change locks the row (lockById). */
const endpointOf = (row: EndpointRow): WebhookEndpoint =>
  detachedEntity(WebhookEndpoint, {
    id: row.id,
    url: row.url,
    events: row.events,
    precheck: row.precheck,
    sealedSecret: row.sealed_secret,
    createdBy: row.created_by,
    createdAt: new Date(row.created_ms),
    pausedAt: dateOrNull(row.paused_ms),
    pausedReason: row.paused_reason,
    failingSince: dateOrNull(row.failing_ms),
  });

export class MikroOrmWebhookEndpoints extends WebhookEndpointRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async add(endpoint: WebhookEndpoint): Promise<void> {
    assertInTransaction(this.em, 'WebhookEndpointRepository.add');
    this.em.persist(endpoint);
    await this.em.flush();
    forgetInScope(ACTIVE_INTEGRATIONS_READ);
  }

  list(): Promise<WebhookEndpoint[]> {
    return this.em.find(WebhookEndpoint, {}, { orderBy: { id: 'asc' }, refresh: true });
  }

  async activeFor(event: WebhookEvent): Promise<WebhookEndpoint[]> {
    return (await activeIntegrations(this.em)).endpoints.filter((endpoint) => endpoint.events.includes(event));
  }

  async activePrechecks(): Promise<WebhookEndpoint[]> {
    return (await activeIntegrations(this.em)).endpoints.filter((endpoint) => endpoint.precheck);
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
    forgetInScope(ACTIVE_INTEGRATIONS_READ);
  }

  async remove(endpoint: WebhookEndpoint): Promise<void> {
    assertInTransaction(this.em, 'WebhookEndpointRepository.remove');
    await this.em.nativeDelete(WebhookAttemptRow, { endpointId: endpoint.id });
    await this.em.nativeDelete(WebhookMessageRow, { endpointId: endpoint.id });
    this.em.remove(endpoint);
    await this.em.flush();
    forgetInScope(ACTIVE_INTEGRATIONS_READ);
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

/** The chats a visit's news goes to (its site's, its host's own): asked on every check-in and walk-in, prepared. */
const CHATS_FOR_VISIT = {
  name: 'webhooks.chats_for_visit',
  text: `select id, kind, site_id as "siteId", host_email as "hostEmail", sealed_url as "sealedUrl", mail_too as "mailToo"
           from chat_connection where site_id = $1 or host_email = $2 order by id`,
};

/** Whether a host turned "also e-mail me" off on a chat of their own: asked before every mail to a host, prepared. */
const CHAT_ONLY = {
  name: 'webhooks.host_chat_only',
  text: `select exists (select 1 from chat_connection where host_email = $1 and not mail_too) as "chatOnly"`,
};

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
    forgetInScope(ACTIVE_INTEGRATIONS_READ);
    return row.id;
  }

  async forVisit(siteId: number, hostEmail: string | null): Promise<ChatConnection[]> {
    if (!(await activeIntegrations(this.em)).anyChats) return [];
    // A null host e-mail matches no row (`host_email = null` is never true): the site's chats alone.
    return runPrepared<ChatConnection>(this.em, CHATS_FOR_VISIT, [siteId, hostEmail?.toLowerCase() ?? null]);
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
    const removed = (await this.em.nativeDelete(ChatConnectionRow, { id })) > 0;
    forgetInScope(ACTIVE_INTEGRATIONS_READ);
    return removed;
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
    if (!(await activeIntegrations(this.em)).anyChats) return false;
    const [row] = await runPrepared<{ chatOnly: boolean }>(this.em, CHAT_ONLY, [hostEmail.toLowerCase()]);
    return row?.chatOnly === true;
  }
}
