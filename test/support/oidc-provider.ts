import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration, type JWK } from 'oidc-provider';

/**
 * A real OpenID provider in this process: `oidc-provider`, the certified Node implementation, on a
 * free loopback port, with one client registered with our callback, accounts the test sets, its own
 * login and consent pages (its development interactions: any password), and signing keys the test
 * can rotate. Nothing of the product's side is faked: the app discovers it, redirects browsers to it
 * and checks its ID tokens with openid-client.
 */

export const OIDC_CLIENT_ID = 'visitor-desk';
export const OIDC_CLIENT_SECRET = 'visitor-desk-test-client-secret-0123456789';

/** What the provider says about an account in its ID token. */
export interface OidcAccount {
  readonly email: string;
  readonly email_verified?: boolean;
  readonly name?: string;
  readonly groups?: readonly string[];
  readonly employee_id?: string;
  readonly manager_email?: string;
}

export interface OidcProviderHandle {
  readonly issuer: string;
  /** The settings that point the app at this provider. */
  readonly env: Readonly<Record<string, string>>;
  /** Sets (or replaces) what the provider says about `sub`. */
  setAccount(sub: string, account: OidcAccount): void;
  /** Registers one more redirect URI for the client (a journey's server, whose port is known only once it listens). */
  addRedirectUri(uri: string): void;
  /** Signs from now on with a new key; the old key is no longer published either. */
  rotateKeys(): void;
  /** How long the ID tokens it issues from now on are valid (an hour unless said). */
  setIdTokenLifetime(seconds: number): void;
  /** The `kid` of the key it signs with now. */
  currentKid(): string;
  close(): Promise<void>;
}

const signingKey = (): JWK => {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { ...(privateKey.export({ format: 'jwk' }) as JWK), kid: randomUUID(), use: 'sig', alg: 'ES256' };
};

export const startOidcProvider = async (options: { readonly redirectUri?: string } = {}): Promise<OidcProviderHandle> => {
  const accounts = new Map<string, OidcAccount>();
  // A client needs one redirect URI from the start; a journey adds its server's once it listens.
  const redirectUris = [options.redirectUri ?? 'http://127.0.0.1/not-yet-registered'];
  let current: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  const server: Server = createServer((req, res) => current?.(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  let key = signingKey();
  let idTokenSeconds = 3600;
  const configuration = (jwk: JWK): Configuration => ({
    clients: [
      {
        client_id: OIDC_CLIENT_ID,
        client_secret: OIDC_CLIENT_SECRET,
        redirect_uris: [...redirectUris],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        id_token_signed_response_alg: 'ES256',
      },
    ],
    jwks: { keys: [jwk] },
    // Every claim the product may read goes in the ID token (Entra ID, Okta and Google put them there too).
    conformIdTokenClaims: false,
    claims: { openid: ['sub', 'groups', 'employee_id', 'manager_email'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: () => ({ sub, ...account, groups: account.groups ? [...account.groups] : undefined }) };
    },
    pkce: { required: () => true },
    ttl: { IdToken: () => idTokenSeconds, AccessToken: 3600, Interaction: 600, Session: 3600, Grant: 3600 },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['oidc-provider-test-cookie-key'] },
  });
  const build = (jwk: JWK): void => {
    const provider = new Provider(issuer, configuration(jwk));
    current = provider.callback();
  };
  build(key);

  return {
    issuer,
    env: { VMS_OIDC_ISSUER: issuer, VMS_OIDC_CLIENT_ID: OIDC_CLIENT_ID, VMS_OIDC_CLIENT_SECRET: OIDC_CLIENT_SECRET },
    setAccount: (sub, account) => void accounts.set(sub, account),
    addRedirectUri: (uri) => {
      redirectUris.push(uri);
      build(key);
    },
    rotateKeys: () => {
      // The interactions, codes and grants live in the provider's module-wide memory store, so a new
      // instance with the new key carries on where the old one was.
      key = signingKey();
      build(key);
    },
    setIdTokenLifetime: (seconds) => {
      idTokenSeconds = seconds;
    },
    currentKid: () => String(key.kid),
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
};
