import { DomainError } from '#kernel/domain-error.ts';
import { IdentityProvider, type SsoFlow, type VerifiedIdentity } from '../application/ports.ts';

/** Without VMS_OIDC_ISSUER: single sign-on's paths answer that it is not set up here. */
export class UnconfiguredIdentityProvider extends IdentityProvider {
  isConfigured(): boolean {
    return false;
  }

  start(): Promise<{ url: string; flow: SsoFlow }> {
    return Promise.reject(new DomainError('sso.not_configured'));
  }

  finish(): Promise<VerifiedIdentity> {
    return Promise.reject(new DomainError('sso.not_configured'));
  }
}
