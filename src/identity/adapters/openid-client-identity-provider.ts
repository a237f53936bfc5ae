import { timingSafeEqual } from 'node:crypto';
import * as oidc from 'openid-client';
import { DomainError } from '#kernel/domain-error.ts';
import type { Logger } from '../../platform/logging/logger.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import { IdentityProvider, type SsoFlow, type VerifiedIdentity } from '../application/ports.ts';

export interface OpenidClientSettings {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** `<VMS_PUBLIC_URL>/auth/oidc/callback`: the redirect URI the company registers. */
  readonly redirectUri: string;
}

const SCOPE = 'openid email profile';

/** Whether a failure is the provider being out of reach (its discovery, keys or token endpoint), not a bad answer. */
const unreachable = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'AbortError' ||
    error.name === 'TimeoutError' ||
    (error instanceof TypeError && /fetch failed/i.test(error.message)) ||
    (error instanceof oidc.ResponseBodyError && error.status >= 500) ||
    (error instanceof oidc.ClientError && error.cause instanceof TypeError));

const sameText = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * The company's provider through `openid-client` (certified by the OpenID Foundation; ADR 37): the
 * discovery document is read once per process and read again after a failure; every ID token check
 * (issuer, audience, expiry, signature, nonce) is the library's. Its keys are the issuer's JWKS,
 * cached by the library and fetched again when a token names a key the cache lacks (a rotation).
 *
 * Each callback's check runs on a configuration made for it, with the product's clock (the `Clock`
 * port) as the library's idea of now, and the key cache carried across callbacks.
 */
export class OpenidClientIdentityProvider extends IdentityProvider {
  private discovered: Promise<oidc.Configuration> | null = null;

  constructor(
    private readonly settings: OpenidClientSettings,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {
    super();
  }

  isConfigured(): boolean {
    return true;
  }

  async start(): Promise<{ url: string; flow: SsoFlow }> {
    const config = await this.configuration();
    const flow: SsoFlow = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.settings.redirectUri,
      scope: SCOPE,
      code_challenge: await oidc.calculatePKCECodeChallenge(flow.codeVerifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
    });
    return { url: url.href, flow };
  }

  async finish(callbackUrl: string, flow: SsoFlow): Promise<VerifiedIdentity> {
    const url = new URL(callbackUrl);
    // The state decides which error this is (a forged or stale callback); the library checks it again.
    if (!sameText(url.searchParams.get('state') ?? '', flow.state)) throw new DomainError('sso.flow_invalid');
    const base = await this.configuration();
    const config = this.atProductTime(base);
    try {
      const tokens = await oidc.authorizationCodeGrant(config, url, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new DomainError('sso.token_invalid');
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: typeof claims['email'] === 'string' ? claims['email'] : null,
        emailVerified: claims['email_verified'] === true,
        name: typeof claims['name'] === 'string' ? claims['name'] : null,
        claims: { ...claims },
      };
    } catch (error) {
      throw this.refusal(error);
    } finally {
      const keys = oidc.getJwksCache(config);
      if (keys) oidc.setJwksCache(base, keys);
    }
  }

  private refusal(error: unknown): DomainError {
    if (error instanceof DomainError) return error;
    if (error instanceof oidc.AuthorizationResponseError) {
      // The provider's own refusal (the person cancelled, the client is not allowed): its code only.
      this.logger.warn({ providerError: error.error }, 'single sign-on refused by the identity provider');
      return new DomainError('sso.provider_error');
    }
    if (unreachable(error)) {
      this.logger.warn({ err: error }, 'identity provider unreachable');
      return new DomainError('sso.provider_unavailable');
    }
    // A token that failed a check (signature, issuer, audience, expiry, nonce) or a refused code: the library's code, no token.
    this.logger.warn({ reason: error instanceof Error ? ((error as { code?: unknown }).code ?? error.message) : String(error) }, 'single sign-on token refused');
    return new DomainError('sso.token_invalid');
  }

  /** The provider's metadata, read once; a failed read is forgotten so that the next sign-in tries again. */
  private configuration(): Promise<oidc.Configuration> {
    this.discovered ??= oidc
      .discovery(new URL(this.settings.issuer), this.settings.clientId, undefined, oidc.ClientSecretBasic(this.settings.clientSecret), this.insecure() ? { execute: [oidc.allowInsecureRequests] } : {})
      .catch((error: unknown) => {
        this.discovered = null;
        this.logger.warn({ err: error }, 'identity provider discovery failed');
        throw new DomainError('sso.provider_unavailable');
      });
    return this.discovered;
  }

  /** A configuration whose now is the product's clock (a test's clock moves the tokens' expiry too), with the keys cached so far. */
  private atProductTime(base: oidc.Configuration): oidc.Configuration {
    const skew = Math.round((this.clock.now().getTime() - Date.now()) / 1000);
    const config = new oidc.Configuration(base.serverMetadata(), this.settings.clientId, { ...base.clientMetadata(), [oidc.clockSkew]: skew }, oidc.ClientSecretBasic(this.settings.clientSecret));
    if (this.insecure()) oidc.allowInsecureRequests(config);
    const keys = oidc.getJwksCache(base);
    if (keys) oidc.setJwksCache(config, keys);
    return config;
  }

  /** An http:// issuer: only outside production (config.ts refuses it there), for a provider on this machine. */
  private insecure(): boolean {
    return this.settings.issuer.startsWith('http://');
  }
}
