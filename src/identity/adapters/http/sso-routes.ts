import type { Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { canHostVisitors } from '#contract/capabilities.ts';
import type { ErrorCode } from '#contract/error-codes.ts';
import { safeReturnPath, SSO_ERROR_PARAM, SSO_RETURN_PARAM } from '#contract/sso.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { AppEnv } from '../../../platform/http/app-env.ts';
import { clientAddress } from '../../../platform/http/client-address.ts';
import type { ProxyTrust } from '../../../platform/http/proxy-trust.ts';
import type { Clock } from '../../../platform/ports/clock.ts';
import type { SecretBox } from '../../../platform/ports/secret-box.ts';
import type { IdentityProvider, SsoFlow } from '../../application/ports.ts';
import type { SignInWithSso } from '../../application/sign-in-with-sso.ts';
import type { PublicLimits } from './public-limits.ts';
import { setSessionCookie } from './session-cookie.ts';

/** The paths the company registers with its provider: where sign-in starts, and the redirect URI. */
export const SSO_PATHS = { login: '/auth/oidc/login', callback: '/auth/oidc/callback' } as const;


const FLOW_COOKIE = 'vms_sso_flow';
/** How long the browser may take at the provider's pages before the flow is refused. */
const FLOW_LIFETIME_MS = 10 * 60 * 1000;

export interface SsoRouteDeps {
  /** Answers `sso.not_configured` when single sign-on is not set up. */
  readonly provider: IdentityProvider;
  readonly signIn: SignInWithSso;
  /** Seals the flow's cookie with a key of its own, derived from the server secret. */
  readonly flowBox: SecretBox;
  readonly clock: Clock;
  readonly publicUrl: string;
  readonly secureCookies: boolean;
  readonly trustProxy: ProxyTrust;
  readonly limits: PublicLimits;
}

interface SealedFlow extends SsoFlow {
  readonly startedAt: number;
  /** Where to land once signed in: a path of this site (safeReturnPath), or none for the dashboard. */
  readonly returnTo?: string;
}

const toLogin = (c: Context<AppEnv>, code: ErrorCode) => c.redirect(`/login?${SSO_ERROR_PARAM}=${encodeURIComponent(code)}`, 302);

/**
 * Single sign-on with OpenID Connect (ADR 37). `GET /auth/oidc/login` starts the authorization code
 * flow (PKCE, state, nonce) and sends the browser to the provider; `GET /auth/oidc/callback` checks
 * the answer and ends in the same session a password sign-in makes. What the round trip must remember
 * travels in a short-lived cookie sealed with the server secret (AES-GCM, so it can be neither read nor
 * forged), bound to the browser that started it: any replica can finish what another started, and
 * nothing lives in a process's memory. Every failure lands on the Login page with its code.
 */
export const ssoRoutes = (deps: SsoRouteDeps) => (app: Hono<AppEnv>) => {
  const flowCookie = { httpOnly: true, secure: deps.secureCookies, path: '/auth/oidc' } as const;

  app.get(SSO_PATHS.login, deps.limits.lookup, async (c) => {
    if (!deps.provider.isConfigured()) return toLogin(c, 'sso.not_configured');
    try {
      const { url, flow } = await deps.provider.start();
      // Sealed with the rest, so nobody between the provider and the callback can change where it lands.
      const returnTo = safeReturnPath(c.req.query(SSO_RETURN_PARAM));
      const sealed: SealedFlow = { ...flow, startedAt: deps.clock.now().getTime(), ...(returnTo ? { returnTo } : {}) };
      // Lax, not Strict: the provider sends the browser back with a cross-site navigation.
      setCookie(c, FLOW_COOKIE, deps.flowBox.seal(JSON.stringify(sealed)), { ...flowCookie, sameSite: 'Lax', maxAge: FLOW_LIFETIME_MS / 1000 });
      return c.redirect(url, 302);
    } catch (error) {
      if (error instanceof DomainError) return toLogin(c, error.code);
      throw error;
    }
  });

  app.get(SSO_PATHS.callback, deps.limits.login, async (c) => {
    if (!deps.provider.isConfigured()) return toLogin(c, 'sso.not_configured');
    const flow = openFlow(deps, getCookie(c, FLOW_COOKIE));
    // Used once, whatever happens next.
    deleteCookie(c, FLOW_COOKIE, flowCookie);
    try {
      if (!flow) throw new DomainError('sso.flow_invalid');
      // The redirect URI as registered (behind a proxy the request's own URL is the inside one).
      const query = new URL(c.req.url).search;
      const identity = await deps.provider.finish(`${deps.publicUrl}${SSO_PATHS.callback}${query}`, flow);
      const { employee, token } = await deps.signIn.execute({
        identity,
        ip: clientAddress(c, deps.trustProxy),
        userAgent: c.req.header('User-Agent') ?? null,
      });
      setSessionCookie(c, token, deps.secureCookies);
      // The page the sign-in started from (its route guard still decides whether this role may open it);
      // else NAV-04: security to its dashboard, everyone else to the employee dashboard. The SPA rebuilds its sign-in from the session (ADR 24).
      return c.redirect(flow.returnTo ?? (canHostVisitors({ role: employee.role() }) ? '/EmployeeDashboard' : '/SecurityDashboard'), 302);
    } catch (error) {
      if (error instanceof DomainError) return toLogin(c, error.code);
      c.get('logger').error({ err: error }, 'single sign-on failed');
      return toLogin(c, 'sso.provider_error');
    }
  });
};

/** The flow this browser started, unless it is missing, forged or older than its lifetime. */
const openFlow = (deps: SsoRouteDeps, cookie: string | undefined): SealedFlow | null => {
  if (!cookie) return null;
  try {
    const flow = JSON.parse(deps.flowBox.open(cookie)) as Partial<SealedFlow>;
    const age = deps.clock.now().getTime() - (flow.startedAt ?? 0);
    if (typeof flow.state !== 'string' || typeof flow.nonce !== 'string' || typeof flow.codeVerifier !== 'string') return null;
    if (age < 0 || age > FLOW_LIFETIME_MS) return null;
    const returnTo = safeReturnPath(flow.returnTo);
    return { state: flow.state, nonce: flow.nonce, codeVerifier: flow.codeVerifier, startedAt: flow.startedAt ?? 0, ...(returnTo ? { returnTo } : {}) };
  } catch {
    return null;
  }
};
