import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../web/src/lib/api-client.ts';
import { startEarlyRequests } from '../../../web/src/app/early-requests.ts';
import { LOOKUP_DUE, type AuthState } from '../../../web/src/features/auth/auth-state.ts';

/** Which calls the entry starts for the opened page (app/early-requests.ts): only those the page makes as it opens. */
describe('the opened page\'s early calls', () => {
  const fetched = vi.fn(async (_url: string) => new Response('{}', { status: 200 }));
  let mark: string | null = null;
  const SIGNED_IN: AuthState = {
    isAuthenticated: true,
    data: { id: 1, emp_name: 'Desk', emp_email: 'desk@example.com', emp_phonenumber: null, emp_id: 'E1', manager: null, userstatus: 'approved', role: 'security', sessionId: 's' },
  };

  /** The calls started, each then taken by the page's own call (as the page would), so that none is left for the next. */
  const earlyCalls = async (pathname: string, auth: AuthState): Promise<string[]> => {
    fetched.mockClear();
    vi.stubGlobal('window', { location: { pathname }, localStorage: { getItem: () => mark } });
    const codeLoaded = startEarlyRequests(pathname, auth);
    const started = fetched.mock.calls.map(([url]) => url);
    await Promise.all(started.map((url) => api.get(url)));
    // The code fetched ahead, loaded before the test ends: these tests share one module graph per
    // worker, and a load still running when the file ended failed in the next file, its environment
    // torn down (CI, 29-11-2026).
    await codeLoaded;
    return started;
  };

  beforeEach(() => {
    mark = null;
    vi.stubGlobal('fetch', fetched);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('should ask who is signed in for a protected page in a tab that does not know, and not in one that does', async () => {
    expect(await earlyCalls('/SecurityDashboard', LOOKUP_DUE)).toEqual(['/api/auth/session']);
    expect(await earlyCalls('/VisitorDetails', SIGNED_IN)).toEqual([]);
  });

  it('should fetch the login form\'s captcha, and ask who is signed in only where this browser signed in before', async () => {
    expect(await earlyCalls('/login', LOOKUP_DUE)).toEqual(['/captcha']);
    mark = '1';
    expect(await earlyCalls('/SecurityLogin', LOOKUP_DUE)).toEqual(['/api/auth/session', '/captcha']);
  });

  it('should ask the kiosk whether it is one, and nothing on a public page', async () => {
    expect(await earlyCalls('/kiosk', LOOKUP_DUE)).toEqual(['/api/kiosk/me']);
    expect(await earlyCalls('/', LOOKUP_DUE)).toEqual([]);
  });
});
