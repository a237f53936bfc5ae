import { CONTROL_CHARACTERS } from '#contract/storable-text.ts';
import { precheckAnswerSchema, WEBHOOK_PAYLOAD_VERSION, type PrecheckRequest } from '#contract/webhook-payload.ts';
import { MESSAGES } from '#contract/messages.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import { ArrivalGate, type ArrivalQuestion } from '../../visits/application/ports.ts';
import type { WebhookEndpoint } from '../domain/webhook-endpoint.ts';
import { WebhookTransportError, type PrecheckRules, type WebhookEndpointRepository, type WebhookLog, type WebhookSigner, type WebhookTransport, type WebhookSecretBox } from './ports.ts';
import { webhookVisit } from './webhook-payloads.ts';
import { newMessageId } from './webhook-routes.ts';
import type { ServerCrypto } from '../../platform/ports/server-crypto.ts';

/** How long a pre-check endpoint has to answer (issue 32): a visitor is standing at the door. */
export const PRECHECK_TIMEOUT_MS = 3_000;

/** The longest receiver's reason the desk or kiosk shows. */
export const REASON_MAX = 200;

/** A receiver's reason as the product shows it: one line, no control or direction characters, bounded. */
export const safeReason = (reason: string | undefined): string => {
  const text = (reason ?? '').replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
  if (text === '') return MESSAGES.webhooks.precheckNoReason;
  return text.length > REASON_MAX ? `${text.slice(0, REASON_MAX - 1)}…` : text;
};

type Verdict = { readonly kind: 'allow' } | { readonly kind: 'deny'; readonly reason: string } | { readonly kind: 'unanswered' };

/**
 * The pre-check (issue 32; synchronous by nature, docs/adr/0046-signed-webhooks.md): every endpoint set to be asked is
 * sent the signed question at once and given 3 s. One deny refuses (`webhook.precheck_denied`, with
 * the first denier's reason made safe); otherwise an endpoint that did not answer, answered an error
 * or answered something that is not `{"allow": true|false, "reason"?}` leaves the decision to the
 * site's rule (`webhook.precheck_unanswered` where it denies). Each question is in the delivery log.
 */
export class AskPrechecks extends ArrivalGate {
  constructor(
    private readonly endpoints: WebhookEndpointRepository,
    private readonly rules: PrecheckRules,
    private readonly log: WebhookLog,
    private readonly signer: WebhookSigner,
    private readonly transport: WebhookTransport,
    private readonly secrets: WebhookSecretBox,
    private readonly crypto: ServerCrypto,
    private readonly clock: Clock,
  ) {
    super();
  }

  async admit(question: ArrivalQuestion): Promise<void> {
    const asked = await this.endpoints.activePrechecks();
    if (asked.length === 0) return;
    const body = JSON.stringify(this.requestOf(question));
    const verdicts = await Promise.all(asked.map((endpoint) => this.ask(endpoint, question, body)));
    const denied = verdicts.find((verdict) => verdict.kind === 'deny');
    if (denied) throw new DomainError('webhook.precheck_denied', { values: { reason: denied.reason } });
    if (verdicts.some((verdict) => verdict.kind === 'unanswered')) {
      const siteId = question.kind === 'check_in' ? question.visit.siteId : question.siteId;
      if ((await this.rules.ruleOf(siteId)) === 'deny') throw new DomainError('webhook.precheck_unanswered');
    }
  }

  private requestOf(question: ArrivalQuestion): PrecheckRequest {
    const timestamp = this.clock.now().toISOString();
    if (question.kind === 'check_in') {
      return { version: WEBHOOK_PAYLOAD_VERSION, type: 'precheck.check_in', timestamp, data: webhookVisit(question.visit, question.kioskName) };
    }
    const { host } = question;
    return {
      version: WEBHOOK_PAYLOAD_VERSION,
      type: 'precheck.walk_in',
      timestamp,
      data: { siteId: question.siteId, visitorName: question.visitorName, host: { name: host.name, email: host.email, employeeId: host.empId }, kiosk: question.kioskName },
    };
  }

  private async ask(endpoint: WebhookEndpoint, question: ArrivalQuestion, body: string): Promise<Verdict> {
    const messageId = newMessageId(this.crypto);
    const at = this.clock.now();
    const eventType = question.kind === 'check_in' ? 'precheck.check_in' : 'precheck.walk_in';
    let verdict: Verdict = { kind: 'unanswered' };
    let status: number | null = null;
    let durationMs: number;
    let error: string | null = null;
    try {
      const answer = await this.transport.post(endpoint.url, body, this.signer.sign(this.secrets.open(endpoint.sealedSecret), messageId, at, body), { timeoutMs: PRECHECK_TIMEOUT_MS });
      status = answer.status;
      durationMs = answer.durationMs;
      const parsed = answer.status >= 200 && answer.status <= 299 ? precheckAnswerSchema.safeParse(parseJson(answer.body)) : null;
      if (parsed?.success) verdict = parsed.data.allow ? { kind: 'allow' } : { kind: 'deny', reason: safeReason(parsed.data.reason) };
      else error = status >= 200 && status <= 299 ? 'the answer is not {"allow": true|false}' : `the receiver answered ${status}`;
    } catch (failure) {
      if (!(failure instanceof WebhookTransportError)) throw failure;
      durationMs = failure.durationMs;
      error = failure.message;
    }
    await this.log.record(
      { id: messageId, endpointId: endpoint.id, eventType, body },
      { endpointId: endpoint.id, messageId, eventType, at, outcome: error === null ? 'delivered' : 'failed', responseStatus: status, durationMs, error },
    );
    return verdict;
  }
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};
