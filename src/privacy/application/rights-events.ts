import type { PrivacyRequestKind, PrivacyRequestStatus } from '#contract/privacy-rights.ts';

/**
 * A visitor's request about their data was received or answered (docs/product/privacy.md
 * PRIV-RIGHTS-07): the visitor is mailed its outcome, through the notification seam (ADR 29). It
 * carries the address the answer goes to, taken before an erasure removes it, and the outcome's words.
 */
export interface PrivacyRequestAnswered {
  readonly type: 'privacy.request_answered';
  readonly requestId: number;
  readonly kind: PrivacyRequestKind;
  readonly status: PrivacyRequestStatus;
  readonly to: string;
  /** The outcome in the product's words, one paragraph a line. */
  readonly lines: readonly string[];
}

declare module '../../platform/ports/domain-events.ts' {
  interface DomainEventMap {
    'privacy.request_answered': PrivacyRequestAnswered;
  }
}
