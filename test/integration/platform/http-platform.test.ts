import { once } from 'node:events';
import { mkdir, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { HTTPException } from 'hono/http-exception';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp } from '../../../src/platform/http/create-http-app.ts';
import { createLogger } from '../../../src/platform/logging/logger.ts';
import { DomainError } from '#kernel/domain-error.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

const PAGE_SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, index) => ({ index, label: `row ${index}` })))};\n`;

describe('HTTP platform', () => {
  let t: TestApp;
  let webDir: string;

  beforeAll(async () => {
    t = await startTestApp();
    webDir = join(t.dataDir, 'web');
    await mkdir(join(webDir, 'assets'), { recursive: true });
    await writeFile(join(webDir, 'index.html'), '<!doctype html><title>Visitor Desk</title><div id="root"></div>');
    await writeFile(join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    // A script with the build's compressed copies beside it (web/vite.config.ts, precompressed).
    await writeFile(join(webDir, 'assets', 'page-def456.js'), PAGE_SCRIPT);
    await writeFile(join(webDir, 'assets', 'page-def456.js.br'), brotliCompressSync(PAGE_SCRIPT));
    // At level 1, whose bytes differ from what compressing per request (level 6) would send.
    await writeFile(join(webDir, 'assets', 'page-def456.js.gz'), gzipSync(PAGE_SCRIPT, { level: 1 }));
  });
  afterAll(() => t.close());

  /** The real app with the SPA folder above. */
  const withSpa = async () => (await import('../../../src/http-app.ts')).buildHttpApp(t.runtime.container, webDir);

  it('should answer /healthz with 200 when the database answers', async () => {
    const response = await t.request('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('should answer /healthz with 503 when the database does not', async () => {
    const app = createHttpApp({
      logger: createLogger('silent'),
      routes: [],
      requestScope: (work) => work(),
      healthCheck: async () => {
        throw new Error('connection refused');
      },
      webDir,
      spa: { companyDomain: 'example.com', payloadPhrase: 'p'.repeat(8), corporateUrl: 'https://x.test', timeZone: 'UTC' },
      secureCookies: false,
      publicUrl: 'http://localhost:3001',
    });
    const response = await app.request('/healthz');
    expect(response.status).toBe(503);
  });

  it('should send the same security headers from a real Node server as in process, on answers and errors alike', async () => {
    // Port 0: the system's choice, taken at the bind (no window for another process to take it).
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    try {
      const security = (headers: Headers) =>
        Object.fromEntries([...headers].filter(([name]) => !['date', 'content-length', 'content-type', 'content-encoding', 'transfer-encoding', 'vary', 'x-request-id', 'cache-control', 'connection', 'keep-alive'].includes(name)));
      for (const path of ['/healthz', '/api/no-such-call']) {
        const inProcess = await t.request(path);
        const overHttp = await fetch(`http://127.0.0.1:${port}${path}`);
        expect(overHttp.status).toBe(inProcess.status);
        expect(security(overHttp.headers)).toEqual(security(inProcess.headers));
        expect(overHttp.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
        expect(overHttp.headers.get('x-content-type-options')).toBe('nosniff');
      }
    } finally {
      await new Promise<void>((done) => server.close(() => done()));
    }
  });

  it('should set a request id and the security headers on every answer', async () => {
    const response = await t.request('/healthz');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('permissions-policy')).toContain('camera=(self)');
  });

  it('should answer an unknown API path with a 404 JSON body, never the SPA', async () => {
    const app = await withSpa();
    for (const init of [{ method: 'GET', headers: { Accept: 'text/html' } }, { method: 'POST' }]) {
      const response = await app.request('/api/no-such-call', init);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ errmessage: 'Not found', code: 'http.not_found' });
    }
  });

  it('should serve index.html for the SPA routes and unknown pages that ask for HTML', async () => {
    const app = await withSpa();
    for (const path of ['/', '/login', '/VisitorpassForm', '/no/such/page']) {
      const response = await app.request(path, { headers: { Accept: 'text/html,application/xhtml+xml' } });
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('should serve hashed assets with a long cache and 404 JSON for anything else that is missing', async () => {
    const app = await withSpa();
    const asset = await app.request('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const missing = await app.request('/assets/missing.js', { headers: { Accept: '*/*' } });
    expect(missing.status).toBe(404);
  });

  it("should send the build's compressed copy of an asset to a client that takes it, and the file itself to one that does not", async () => {
    const app = await withSpa();
    const original = Buffer.from(PAGE_SCRIPT);
    const brotli = await app.request('/assets/page-def456.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(brotli.status).toBe(200);
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toContain('Accept-Encoding');
    expect(brotli.headers.get('content-type')).toContain('text/javascript');
    expect(brotli.headers.get('cache-control')).toContain('immutable');
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer()))).toEqual(original);

    // The stored gzip copy byte for byte: nothing compressed again per request.
    const gzip = await app.request('/assets/page-def456.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const gzipBody = Buffer.from(await gzip.arrayBuffer());
    expect(gzipBody).toEqual(gzipSync(PAGE_SCRIPT, { level: 1 }));
    expect(gunzipSync(gzipBody)).toEqual(original);

    const plain = await app.request('/assets/page-def456.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(Buffer.from(await plain.arrayBuffer())).toEqual(original);
  });

  it('should hand the SPA its run-time settings as a script', async () => {
    const response = await (await withSpa()).request('/app-config.js');
    expect(response.headers.get('content-type')).toContain('text/javascript');
    const script = await response.text();
    expect(script).toContain('window.__VMS_CONFIG__');
    expect(script).toContain('"companyDomain":"example.com"');
    expect(script).not.toContain('test-server-secret');
  });

  it('should refuse a body over 2 MiB with 413 and the JSON error', async () => {
    const response = await t.request('/api/auth/get-roles', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: 'x'.repeat(2 * 1024 * 1024 + 1),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ errmessage: 'Request body is too large', code: 'http.payload_too_large' });
  });

  describe('error mapping', () => {
    const lines: Record<string, unknown>[] = [];
    const app = createHttpApp({
      logger: createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) }),
      routes: [
        (a) => {
          a.get('/boom', () => {
            throw new Error('database exploded at /secret/path');
          });
          a.get('/conflict', () => {
            throw new DomainError('link.already_submitted');
          });
          a.get('/framework-refusal', () => {
            throw new HTTPException(400, { message: 'Malformed JSON in request body' });
          });
          a.get('/slow-down', () => {
            throw new DomainError('http.too_many_requests', { values: { seconds: 42 }, details: { retryAfterSeconds: 42 } });
          });
        },
      ],
      requestScope: (work) => work(),
      healthCheck: async () => true,
      webDir: '/nonexistent',
      spa: { companyDomain: 'example.com', payloadPhrase: 'p'.repeat(8), corporateUrl: 'https://x.test', timeZone: 'UTC' },
      secureCookies: false,
      publicUrl: 'http://localhost:3001',
    });

    it('should answer an unexpected error with 500 "Internal server error" and no stack, and log it with the request id', async () => {
      const response = await app.request('/boom');
      expect(response.status).toBe(500);
      const body = await response.text();
      expect(JSON.parse(body)).toEqual({ errmessage: 'Internal server error', code: 'http.internal' });
      expect(body).not.toMatch(/exploded|at |\.ts/);
      const logged = lines.find((line) => line['msg'] === 'unexpected error');
      expect(logged?.['requestId']).toBe(response.headers.get('x-request-id'));
    });

    it('should map a domain error code to its status with the product message', async () => {
      const response = await app.request('/conflict');
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ errmessage: 'This form has already been submitted', code: 'link.already_submitted' });
    });

    it('should answer a refusal of the framework itself with its status, its words and http.bad_request', async () => {
      const response = await app.request('/framework-refusal');
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ errmessage: 'Malformed JSON in request body', code: 'http.bad_request' });
    });

    it('should answer every page with 503 and http.web_app_not_built while the web app is not built', async () => {
      const response = await app.request('/EmployeeDashboard');
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ errmessage: 'The web app is not built yet: run `npm run build`.', code: 'http.web_app_not_built' });
    });

    it("should keep a proxy's well-formed request id, and replace one that is too long or not plain", async () => {
      const kept = await app.request('/conflict', { headers: { 'X-Request-Id': 'lb-7f3a_91=' } });
      expect(kept.headers.get('x-request-id')).toBe('lb-7f3a_91=');
      for (const offered of ['a'.repeat(256), 'id with spaces', 'id\u00e9']) {
        const replaced = await app.request('/conflict', { headers: { 'X-Request-Id': offered } });
        expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      }
    });

    it('should answer, log and head a URL the database could not store as any other refusal', async () => {
      const response = await app.request('/conflict?name=%00');
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'input.invalid_character' });
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const id = response.headers.get('x-request-id');
      expect(lines.find((line) => line['msg'] === 'request' && line['requestId'] === id)).toMatchObject({ method: 'GET', path: '/conflict', status: 400 });
      const broken = await app.request('/conflict/%E0%A4%A');
      expect(broken.status).toBe(400);
      expect(await broken.json()).toMatchObject({ code: 'input.unreadable' });
    });

    it('should tell a rate-limited caller when to come back', async () => {
      const response = await app.request('/slow-down');
      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toBe('42');
      expect(await response.json()).toEqual({ errmessage: 'Too many requests. Please try again in 42 seconds.', code: 'http.too_many_requests' });
    });
  });

  it('should log one line per request with method, path and status, and never the query string', async () => {
    await t.request('/healthz?token=secret-link-token');
    const line = t.logs.find((entry) => entry['msg'] === 'request' && entry['path'] === '/healthz');
    expect(line).toMatchObject({ method: 'GET', path: '/healthz', status: 200 });
    expect(JSON.stringify(t.logs)).not.toContain('secret-link-token');
  });
});
