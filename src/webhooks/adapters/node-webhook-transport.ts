import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { performance } from 'node:perf_hooks';
import { WebhookTransport, WebhookTransportError, type ReceiverAnswer } from '../application/ports.ts';
import { isInternalAddress, type AddressRules } from './webhook-address-policy.ts';

/** The most of a receiver's answer that is read: an allow/deny, or an acknowledgement, is small. */
export const MAX_ANSWER_BYTES = 64 * 1024;

/** What the User-Agent says: who is calling, for the receiver's logs. */
const USER_AGENT = 'VisitorDesk-Webhooks/1';

/**
 * Posts with node:http(s) (ADR 46): no redirect is ever followed (Node's client does not; a 3xx is an
 * answer like any other, and fails the delivery), the whole exchange is bounded by `timeoutMs` and the
 * answer by MAX_ANSWER_BYTES, and unless private targets are allowed, every address DNS answers for
 * the host is checked where the socket connects (so a name cannot pass at registration and point
 * inside later).
 */
export class NodeWebhookTransport extends WebhookTransport {
  constructor(private readonly rules: AddressRules) {
    super();
  }

  post(url: string, body: string, headers: Readonly<Record<string, string>>, options: { readonly timeoutMs: number }): Promise<ReceiverAnswer> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    return new Promise<ReceiverAnswer>((resolve, reject) => {
      let settled = false;
      const fail = (message: string) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        request.destroy();
        reject(new WebhookTransportError(message, elapsed()));
      };
      const target = new URL(url);
      if (this.rules.httpsOnly && target.protocol !== 'https:') {
        reject(new WebhookTransportError('only https:// addresses are allowed', 0));
        return;
      }
      const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
      const request = send(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': USER_AGENT, 'content-length': Buffer.byteLength(body), ...headers },
        ...(this.rules.privateTargets ? {} : { lookup: outsideOnly }),
      });
      const timer = setTimeout(() => fail(`no answer within ${options.timeoutMs} ms`), options.timeoutMs);
      request.on('error', (error) => fail(`could not reach the receiver: ${error.message}`));
      request.on('response', (response: IncomingMessage) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES) fail(`the answer is larger than ${MAX_ANSWER_BYTES} bytes`);
          else chunks.push(chunk);
        });
        response.on('error', (error) => fail(`the answer broke off: ${error.message}`));
        response.on('end', () => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), durationMs: elapsed() });
        });
      });
      request.end(body);
    });
  }
}

/** DNS as usual, then every address checked: one inside refuses the connection. */
const outsideOnly: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const inside = addresses.find((address) => isInternalAddress(address.address));
    if (inside) return callback(new Error(`${hostname} resolves to an internal address`), '', 0);
    if (options.all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
    const [first] = addresses;
    if (!first) return callback(new Error(`${hostname} has no address`), '', 0);
    return callback(null, first.address, first.family);
  });
};
