import { createHmac, randomBytes } from 'node:crypto';
import { WebhookSigner, type SignatureHeaders } from '../application/ports.ts';

/** The prefix of a Standard Webhooks secret: `whsec_` and the base64 of the key. */
export const SECRET_PREFIX = 'whsec_';

/** Bytes of a new endpoint's key: 32 (the specification asks for 24 to 64). */
export const SECRET_BYTES = 32;

/** The key bytes of a `whsec_…` secret. */
export const keyOfSecret = (secret: string): Buffer => Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');

/**
 * Signs the Standard Webhooks way (the specification's "Verifying webhook authenticity"): HMAC-SHA256,
 * keyed with the secret's bytes, of `${webhook-id}.${webhook-timestamp}.${body}`, sent as
 * `v1,<base64>`; the timestamp in whole seconds since the epoch. Written with node:crypto (a few
 * lines, no package in production); the tests verify it with the `standardwebhooks` library's own
 * `Webhook.verify`, which is what a receiver runs.
 */
export class StandardWebhooksSigner extends WebhookSigner {
  newSecret(): string {
    return `${SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;
  }

  sign(secret: string, messageId: string, at: Date, body: string): SignatureHeaders {
    const timestamp = Math.floor(at.getTime() / 1000);
    const signature = createHmac('sha256', keyOfSecret(secret)).update(`${messageId}.${timestamp}.${body}`).digest('base64');
    return { 'webhook-id': messageId, 'webhook-timestamp': String(timestamp), 'webhook-signature': `v1,${signature}` };
  }
}
