import type { WebhookEvent } from '#contract/webhook-payload.ts';
import { shouldPause } from './pausing-rule.ts';

/** Why an endpoint is paused: a day of failed deliveries, or an admin. */
export type PausedReason = 'failing' | 'admin';

/** What an endpoint is registered with. */
export interface WebhookEndpointSettings {
  readonly url: string;
  readonly events: readonly WebhookEvent[];
  /** Asked before a check-in or a walk-in completes (synchronously; docs/adr/0046-signed-webhooks.md). */
  readonly precheck: boolean;
  /** Who registered it, as the audit log names them. */
  readonly createdBy: string;
}

/**
 * A receiver of the installation's events (issue 32): where it is, what it hears, the secret its
 * deliveries are signed with (sealed at rest: the server must sign with it, so it cannot be a hash),
 * and whether it is paused. An endpoint that fails for a day is paused by the delivery that finds it
 * so, and the admins are told; an admin resumes it.
 */
export class WebhookEndpoint {
  id!: number;
  url: string;
  events: WebhookEvent[];
  precheck: boolean;
  /** The `whsec_…` secret, sealed with the server secret (SecretBox). */
  sealedSecret: string;
  createdBy: string;
  createdAt: Date;
  pausedAt: Date | null = null;
  pausedReason: PausedReason | null = null;
  /** The first failed delivery since the last success; null while deliveries succeed. */
  failingSince: Date | null = null;

  constructor(settings: WebhookEndpointSettings, sealedSecret: string, at: Date) {
    this.url = settings.url;
    this.events = [...settings.events];
    this.precheck = settings.precheck;
    this.createdBy = settings.createdBy;
    this.sealedSecret = sealedSecret;
    this.createdAt = at;
  }

  isPaused(): boolean {
    return this.pausedAt !== null;
  }

  pause(reason: PausedReason, at: Date): void {
    if (this.isPaused()) return;
    this.pausedAt = at;
    this.pausedReason = reason;
  }

  /** Resumed with a clean slate: a day of failures counts again from the next failure. */
  resume(): void {
    this.pausedAt = null;
    this.pausedReason = null;
    this.failingSince = null;
  }

  delivered(): void {
    this.failingSince = null;
  }

  /** A failed delivery at `at`: true when it is the one that pauses the endpoint (ADR 46: a day of nothing but failures). */
  failed(at: Date): boolean {
    this.failingSince ??= at;
    if (this.isPaused() || !shouldPause(this.failingSince, at)) return false;
    this.pause('failing', at);
    return true;
  }
}
