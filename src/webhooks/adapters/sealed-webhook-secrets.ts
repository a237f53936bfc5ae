import type { SecretBox } from '../../platform/ports/secret-box.ts';
import { WebhookSecretBox } from '../application/ports.ts';

/** Endpoint secrets sealed with AES-GCM under a key of their own (`webhook-secret`, from the server secret). */
export class SealedWebhookSecrets extends WebhookSecretBox {
  constructor(private readonly box: SecretBox) {
    super();
  }

  seal(plain: string): string {
    return this.box.seal(plain);
  }

  open(sealed: string): string {
    return this.box.open(sealed);
  }
}
