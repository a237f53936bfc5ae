import type { BreachNoticeDraft } from '#contract/api/breach-answers.ts';

/**
 * What the breach register records (DomainEvents): a notice of a breach to one person affected
 * (DPDP Rules 2025, r.7(1)). It carries the notice as the admin previewed it, so the mail says what
 * the screen showed (docs/product/privacy-breaches.md, BR-4).
 */
export interface BreachPersonNotified {
  readonly type: 'breach.person_notified';
  readonly breachId: number;
  readonly to: { readonly name: string; readonly email: string };
  readonly notice: BreachNoticeDraft;
}

declare module '../../platform/ports/domain-events.ts' {
  interface DomainEventMap {
    'breach.person_notified': BreachPersonNotified;
  }
}
