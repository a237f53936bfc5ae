import { randomInt } from 'node:crypto';
import type { TestApp } from './test-app.ts';

export interface CallResult<T = Record<string, unknown>> {
  readonly status: number;
  readonly body: T;
  readonly headers: Headers;
}

/**
 * One browser's worth of calls: it keeps the session cookie the server sets and comes from an
 * address of its own, so each client meets the per-address limits on its own.
 */
export class TestClient {
  cookie: string | undefined;
  /** The raw body of the last answer (a photo, a CSV file). */
  lastBytes: Buffer = Buffer.alloc(0);
  readonly address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

  /** The in-process app, or anything that sends a request the same way (a real server over HTTP). */
  constructor(private readonly t: Pick<TestApp, 'request'>) {}

  async call<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<CallResult<T>> {
    const headers: Record<string, string> = { 'X-Forwarded-For': this.address, 'User-Agent': 'vitest' };
    const isForm = body instanceof FormData;
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    if (this.cookie) headers['Cookie'] = this.cookie;
    const payload = body === undefined ? {} : { body: isForm ? body : JSON.stringify(body) };
    const response = await this.t.request(path, { method, headers, ...payload });
    // A cookie jar by name (a kiosk's start clears the session cookie and sets the kiosk's in one answer).
    const setCookies = response.headers.getSetCookie();
    if (setCookies.length > 0) {
      const jar = new Map((this.cookie ?? '').split('; ').filter(Boolean).map((pair) => [pair.slice(0, pair.indexOf('=')), pair] as const));
      for (const setCookie of setCookies) {
        const [pair = ''] = setCookie.split(';');
        const name = pair.slice(0, pair.indexOf('='));
        if (/Max-Age=0/i.test(setCookie) || pair.endsWith('=')) jar.delete(name);
        else jar.set(name, pair);
      }
      this.cookie = jar.size > 0 ? [...jar.values()].join('; ') : undefined;
    }
    const bytes = Buffer.from(await response.arrayBuffer());
    this.lastBytes = bytes;
    const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
    return { status: response.status, body: (isJson && bytes.length ? JSON.parse(bytes.toString('utf8')) : {}) as T, headers: response.headers };
  }

  get<T = Record<string, unknown>>(path: string) {
    return this.call<T>('GET', path);
  }

  post<T = Record<string, unknown>>(path: string, body: unknown = {}) {
    return this.call<T>('POST', path, body);
  }

  put<T = Record<string, unknown>>(path: string, body: unknown = {}) {
    return this.call<T>('PUT', path, body);
  }
}
