import { SecretBox } from '../../platform/ports/secret-box.ts';
import type { PrecheckTimeoutRule } from '#contract/validation/webhook.ts';
import type { WebhookEvent } from '#contract/webhook-payload.ts';
import type { ChatKind } from './chat-messages.ts';
import type { WebhookEndpoint } from '../domain/webhook-endpoint.ts';

/** The three headers of a Standard Webhooks request. */
export type SignatureHeaders = {
  readonly 'webhook-id': string;
  readonly 'webhook-timestamp': string;
  readonly 'webhook-signature': string;
};

/** The box endpoint secrets are sealed in at rest: its own key, derived from the server secret for this purpose alone. */
export abstract class WebhookSecretBox extends SecretBox {}

/** Which addresses the server may send to (docs/adr/0046-signed-webhooks.md): null when allowed, else why not. */
export abstract class WebhookAddressPolicy {
  abstract refusalOf(url: string): string | null;
}

export abstract class WebhookEndpointRepository {
  /** Adds the endpoint now (it has its id after). */
  abstract add(endpoint: WebhookEndpoint): Promise<void>;
  /** Every endpoint, oldest first. */
  abstract list(): Promise<WebhookEndpoint[]>;
  /** The endpoints that are not paused and hear this event. */
  abstract activeFor(event: WebhookEvent): Promise<WebhookEndpoint[]>;
  /** The endpoints that are not paused and are asked before a check-in or a walk-in. */
  abstract activePrechecks(): Promise<WebhookEndpoint[]>;
  /** The endpoint, as it is now (outside the identity map), or null. */
  abstract byId(id: number): Promise<WebhookEndpoint | null>;
  /** The endpoint, locked until the transaction ends, or null. */
  abstract lockById(id: number): Promise<WebhookEndpoint | null>;
  abstract save(endpoint: WebhookEndpoint): Promise<void>;
  /** Removes the endpoint and its delivery log. */
  abstract remove(endpoint: WebhookEndpoint): Promise<void>;
}

/** One attempt at one message, as the delivery log keeps it. */
export interface WebhookAttempt {
  readonly endpointId: number;
  readonly messageId: string;
  readonly eventType: string;
  readonly at: Date;
  readonly outcome: 'delivered' | 'failed' | 'skipped';
  readonly responseStatus: number | null;
  readonly durationMs: number;
  readonly error: string | null;
}

export interface LoggedAttempt extends WebhookAttempt {
  readonly id: number;
}

/** A message as it was sent, kept for the log and for replay (the outbox row forgets its body once sent). */
export interface WebhookMessage {
  readonly id: string;
  readonly endpointId: number;
  readonly eventType: string;
  readonly body: string;
}

/** The delivery log: each message once, each attempt at it. */
export abstract class WebhookLog {
  /** Keeps the message (the first attempt of it; a retry or replay finds it kept) and the attempt. Committed at once, outside any transaction. */
  abstract record(message: WebhookMessage, attempt: WebhookAttempt): Promise<void>;
  /** The endpoint's attempts, newest first, at most `limit`. */
  abstract attempts(endpointId: number, limit: number): Promise<LoggedAttempt[]>;
  abstract message(endpointId: number, messageId: string): Promise<WebhookMessage | null>;
}

/** A site's rule for a pre-check that does not answer (allow by default). */
export abstract class PrecheckRules {
  abstract ruleOf(siteId: number): Promise<PrecheckTimeoutRule>;
  abstract set(siteId: number, rule: PrecheckTimeoutRule): Promise<void>;
  abstract list(): Promise<{ siteId: number; onTimeout: PrecheckTimeoutRule }[]>;
}

/** What a receiver answered. */
export interface ReceiverAnswer {
  readonly status: number;
  readonly body: string;
  readonly durationMs: number;
}

/** A signed POST to a receiver, bounded in time and size, never following a redirect (docs/adr/0046-signed-webhooks.md). */
export abstract class WebhookTransport {
  /**
   * Posts `body` with the signature headers; resolves with any HTTP answer (a 500 too), rejects
   * (with a WebhookTransportError) when none came: refused address, connection error, timeout, an
   * answer over the size bound.
   */
  abstract post(url: string, body: string, headers: Readonly<Record<string, string>>, options: { readonly timeoutMs: number }): Promise<ReceiverAnswer>;
}

/** No answer from the receiver, and how long it took to find that out. */
export class WebhookTransportError extends Error {
  override readonly name = 'WebhookTransportError';
  constructor(
    message: string,
    readonly durationMs: number,
  ) {
    super(message);
  }
}

/** A chat's incoming webhook a host's notices go to: a site's (every host there) or one host's own. */
export interface ChatConnection {
  readonly id: number;
  readonly kind: ChatKind;
  readonly siteId: number | null;
  readonly hostEmail: string | null;
  readonly sealedUrl: string;
  /** On a host's own connection: whether the host is still mailed of their visitors too (HOOK-CHAT-04). */
  readonly mailToo: boolean;
}

export abstract class ChatConnections {
  abstract add(connection: Omit<ChatConnection, 'id'> & { readonly createdBy: string; readonly createdAt: Date }): Promise<number>;
  /** The connections of a visit: its site's and its host's. */
  abstract forVisit(siteId: number, hostEmail: string | null): Promise<ChatConnection[]>;
  abstract byId(id: number): Promise<ChatConnection | null>;
  abstract list(): Promise<(ChatConnection & { readonly createdBy: string; readonly createdAt: Date })[]>;
  /** Removes it; false when there was none. */
  abstract remove(id: number): Promise<boolean>;
  /** A host's own connections (by their e-mail), oldest first. */
  abstract ofHost(hostEmail: string): Promise<(ChatConnection & { readonly createdBy: string; readonly createdAt: Date })[]>;
  /** Sets "also e-mail me" on every connection of the host's own. */
  abstract setMailToo(hostEmail: string, mailToo: boolean): Promise<void>;
}

/** Signs a message the Standard Webhooks way with an endpoint's secret; makes new secrets. */
export abstract class WebhookSigner {
  abstract newSecret(): string;
  abstract sign(secret: string, messageId: string, at: Date, body: string): SignatureHeaders;
}
