import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, onUnauthorized, startEarlyGet } from '../../../web/src/lib/api-client.ts';

/**
 * A page's first call started by the entry before the page's code has loaded (app/early-requests.ts,
 * docs/performance.md "Page speed"): the page's own call takes its answer once, judged as its own.
 */
describe('an early GET', () => {
  const answers: Response[] = [];
  const fetched = vi.fn(async () => answers.shift() ?? new Response(JSON.stringify({ n: 'fresh' }), { status: 200 }));
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  let page = '/login';

  beforeEach(() => {
    fetched.mockClear();
    answers.length = 0;
    page = '/login';
    vi.stubGlobal('fetch', fetched);
    vi.stubGlobal('window', { location: { get pathname() { return page; } } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('should give its answer to the first plain GET of its path, and let later calls ask afresh', async () => {
    answers.push(json({ n: 'early' }));
    startEarlyGet('/captcha-a');
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(await api.get('/captcha-a')).toEqual({ n: 'early' });
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(await api.get('/captcha-a')).toEqual({ n: 'fresh' });
    expect(fetched).toHaveBeenCalledTimes(2);
  });

  it('should not be taken by a GET with a query, nor by another path', async () => {
    answers.push(json({ n: 'early' }));
    startEarlyGet('/captcha-b');
    expect(await api.get('/captcha-b', { query: { kind: 'x' } })).toEqual({ n: 'fresh' });
    expect(await api.get('/captcha-c')).toEqual({ n: 'fresh' });
    expect(await api.get('/captcha-b')).toEqual({ n: 'early' });
  });

  it('should tell a 401 to the listeners when it is taken, as the call\'s own answer, not when it arrives', async () => {
    answers.push(json({ errmessage: 'Kiosk required', code: 'kiosk.required' }, 401));
    const heard: string[] = [];
    startEarlyGet('/api/kiosk/me-a');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const stop = onUnauthorized((path) => heard.push(path));
    try {
      expect(heard).toEqual([]);
      const failure: unknown = await api.get('/api/kiosk/me-a').catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect((failure as ApiError).code).toBe('kiosk.required');
      expect(heard).toEqual(['/api/kiosk/me-a']);
    } finally {
      stop();
    }
  });

  it('should not be taken once the tab has moved to another page', async () => {
    answers.push(json({ n: 'early' }));
    startEarlyGet('/api/auth/session-a');
    page = '/SecurityDashboard';
    expect(await api.get('/api/auth/session-a')).toEqual({ n: 'fresh' });
  });

  it('should not be taken when it is older than its time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    answers.push(json({ n: 'early' }));
    startEarlyGet('/api/auth/session-b');
    vi.setSystemTime(Date.now() + 60_000);
    expect(await api.get('/api/auth/session-b')).toEqual({ n: 'fresh' });
  });

  it('should reject with the AbortError when the call that took it is given up', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetched.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    startEarlyGet('/captcha-d');
    const controller = new AbortController();
    const call = api.get('/captcha-d', { signal: controller.signal }).catch((error: unknown) => error);
    controller.abort();
    answer(json({ n: 'early' }));
    const failure = await call;
    expect(failure).toBeInstanceOf(DOMException);
    expect((failure as DOMException).name).toBe('AbortError');
  });
});
