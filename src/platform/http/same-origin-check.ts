/** Methods that change nothing: a page of any site may send them, as it may link to the product. */
const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a request's method may change something (and carry a body the product reads). */
export const mayChangeState = (method: string): boolean => !SAFE_METHODS.has(method);

/** Where a browser says a request came from, when it says anything. */
export interface RequestSource {
  readonly method: string;
  /** The `Origin` header: every browser sends it with a POST, a PUT or a DELETE, same-origin or not. */
  readonly origin: string | undefined;
  /** The `Sec-Fetch-Site` header (`same-origin`, `same-site`, `cross-site` or `none`). */
  readonly fetchSite: string | undefined;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origins a browser's request that changes something may come from: the origin of the public URL
 * (VMS_PUBLIC_URL, whose links the mails carry). A public URL on a loopback name (development's default
 * `http://localhost:3001`) also takes the other loopback names on the same scheme and port, since a
 * developer opens whichever: both are this machine and this port, never another site.
 */
export const allowedOriginsOf = (publicUrl: string): ReadonlySet<string> => {
  const url = new URL(publicUrl);
  if (!LOOPBACK_HOSTS.has(url.hostname)) return new Set([url.origin]);
  const port = url.port === '' ? '' : `:${url.port}`;
  return new Set([...LOOPBACK_HOSTS].map((host) => `${url.protocol}//${host}${port}`));
};

/**
 * Cross-site request forgery (issue 27, docs/adr/0017-cross-site-requests.md): a request that may
 * change something is refused when a header its browser sent says it comes from a page of another
 * origin: an `Origin` that is not the product's (`null` included), or `Sec-Fetch-Site: cross-site` or
 * `same-site` (a sibling subdomain is the same site, not the same origin). A request with neither
 * header is not a browser's (curl, the CLI, a monitor): forgery needs a victim's browser, which always
 * sends `Origin` on such a request, so it is let through.
 */
export const crossSiteRefusal = (source: RequestSource, allowedOrigins: ReadonlySet<string>): 'request.cross_site' | undefined => {
  if (!mayChangeState(source.method)) return undefined;
  if (source.origin !== undefined && !allowedOrigins.has(source.origin)) return 'request.cross_site';
  if (source.fetchSite === 'cross-site' || source.fetchSite === 'same-site') return 'request.cross_site';
  return undefined;
};
