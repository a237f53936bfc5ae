import type { TestClient } from './test-client.ts';

/**
 * A browser's round trip through single sign-on, over HTTP: the app's `/auth/oidc/login` (in process,
 * through the TestClient and its cookie jar), then the real provider's own pages (its login form and
 * consent form, with a cookie jar of the provider's), then back to the app's callback.
 */

export interface SsoOutcome {
  /** The app's last answer: its status and where it sends the browser. */
  readonly status: number;
  readonly location: string;
}

export interface SsoTampering {
  /** Where the browser starts the flow (the Login page's button, with the page to return to); `/auth/oidc/login` by default. */
  readonly loginPath?: string;
  /** Changes the provider's authorization URL before the browser follows it (another nonce, say). */
  readonly authorizationUrl?: (url: URL) => URL;
  /** Changes the callback URL before the browser comes back with it (a forged state, say). */
  readonly callbackUrl?: (url: URL) => URL;
}

const attributes = (tag: string): Record<string, string> =>
  Object.fromEntries([...tag.matchAll(/(\w[\w-]*)="([^"]*)"/g)].map((match) => [match[1]!, match[2]!.replace(/&amp;/g, '&')]));

/** The provider's side: follows its redirects and posts its forms until it sends the browser back to `callbackPrefix`. */
const throughProvider = async (start: URL, login: string, callbackPrefix: string): Promise<URL> => {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar.entries()].map(([name, value]) => `${name}=${value}`).join('; ');
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      if (/expires=Thu, 01 Jan 1970/i.test(line) || pair.endsWith('=')) jar.delete(name);
      else jar.set(name, pair.slice(at + 1));
    }
  };
  let request: { url: URL; init: RequestInit } = { url: start, init: { method: 'GET' } };
  for (let step = 0; step < 20; step += 1) {
    const response = await fetch(request.url, { ...request.init, redirect: 'manual', headers: { ...(request.init.headers as Record<string, string>), Cookie: cookieHeader() } });
    keep(response);
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, request.url);
      if (next.href.startsWith(callbackPrefix)) return next;
      request = { url: next, init: { method: 'GET' } };
      continue;
    }
    const html = await response.text();
    const form = /<form[^>]*>/.exec(html);
    if (!form) throw new Error(`the provider answered ${response.status} without a form or a redirect: ${html.slice(0, 300)}`);
    const fields = new URLSearchParams();
    for (const input of html.matchAll(/<input[^>]*>/g)) {
      const { type, name, value } = attributes(input[0]);
      if (name && type === 'hidden') fields.set(name, value ?? '');
    }
    // Its development login page takes any password for the account named.
    if (fields.get('prompt') === 'login') {
      fields.set('login', login);
      fields.set('password', 'any-password');
    }
    request = {
      url: new URL(attributes(form[0])['action'] ?? '', request.url),
      init: { method: 'POST', body: fields.toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
    };
  }
  throw new Error('the provider did not send the browser back');
};

/** Signs in as the provider's account `sub`; returns the app's answer at the callback. */
export const ssoSignIn = async (client: TestClient, publicUrl: string, sub: string, tampering: SsoTampering = {}): Promise<SsoOutcome> => {
  const start = await client.get(tampering.loginPath ?? '/auth/oidc/login');
  if (start.status !== 302) throw new Error(`/auth/oidc/login answered ${start.status}`);
  const authorizationUrl = new URL(start.headers.get('location') ?? '');
  const callback = await throughProvider(tampering.authorizationUrl?.(authorizationUrl) ?? authorizationUrl, sub, `${publicUrl}/auth/oidc/callback`);
  const back = tampering.callbackUrl?.(callback) ?? callback;
  const answer = await client.get(`${back.pathname}${back.search}`);
  return { status: answer.status, location: answer.headers.get('location') ?? '' };
};
