import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from './app-env.ts';
import { errorBody } from './error-handler.ts';

/** What the SPA needs at run time; served as a script so that one build runs under any settings. */
export interface SpaRuntimeConfig {
  readonly companyDomain: string;
  readonly payloadPhrase: string;
  readonly corporateUrl: string;
  readonly timeZone: string;
  /** Single sign-on (VMS_OIDC_*): the button's company name and where it starts; unset or null when not set up. */
  readonly sso?: { readonly name: string; readonly loginPath: string } | null;
  /** `VMS_OIDC_PASSWORD_FORM`: whether the Login page shows the password form (unset: it does). */
  readonly passwordForm?: boolean;
}

/**
 * A device bound to one page (the reception kiosk, docs/adr/0014-reception-kiosk.md): a browser carrying
 * `cookie` is sent to `path` from any other page of the SPA. The cookie's presence is enough (no
 * database read); the page itself asks the server whether the device is still valid.
 */
export interface DeviceHome {
  readonly cookie: string;
  readonly path: string;
}

/**
 * The built SPA: hashed assets cached for a year, `index.html` never cached, and every other GET
 * that asks for HTML answered with `index.html` so that the SPA's router handles its own routes.
 * Called after the API routes, and after the 404 for unknown `/api` paths.
 */
export const registerSpa = (app: Hono<AppEnv>, webDir: string, runtime: SpaRuntimeConfig, deviceHomes: readonly DeviceHome[] = []): void => {
  const script = `window.__VMS_CONFIG__ = ${JSON.stringify(runtime)};\n`;
  app.get('/app-config.js', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.body(script, 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
  });

  const indexFile = join(webDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.get('*', (c) => errorBody(c, 'http.web_app_not_built'));
    return;
  }
  // Read again when the file changes: a rebuild while the server runs must not leave it serving an
  // index.html whose hashed assets are gone.
  let cached = { mtimeMs: -1, html: '' };
  const indexHtml = (): string => {
    const { mtimeMs } = statSync(indexFile);
    if (mtimeMs !== cached.mtimeMs) cached = { mtimeMs, html: readFileSync(indexFile, 'utf8') };
    return cached.html;
  };
  const serveIndex = (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'no-cache');
    const home = deviceHomes.find((device) => getCookie(c, device.cookie) !== undefined && c.req.path !== device.path);
    if (home) return c.redirect(home.path, 302);
    return c.html(indexHtml());
  };

  // The front door is always the SPA, whatever the client accepts.
  app.get('/', serveIndex);
  app.get('/index.html', serveIndex);
  // Headers go on after the file is served: serveStatic builds its response before any hook could add them.
  app.use('*', async (c, next) => {
    await next();
    if (c.res.status !== 200 && c.res.status !== 206) return;
    if (c.req.path.startsWith('/assets/')) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    else if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'public, max-age=3600');
  });
  // The build's Brotli and gzip copies (web/vite.config.ts) go out as they are, to a client that takes
  // them; the compress middleware leaves an answer that already has its encoding alone.
  const files = serveStatic<AppEnv>({ root: webDir, index: 'index.html', precompressed: true });
  // Hidden files (the build stamp, anything else starting with a dot) are never served.
  app.use('*', (c, next) => (/\/\./.test(c.req.path) ? next() : files(c, next)));
  app.get('*', (c) => {
    if (!(c.req.header('Accept') ?? '').includes('text/html')) return errorBody(c, 'http.not_found');
    return serveIndex(c);
  });
};
