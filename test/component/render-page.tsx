import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { render, type RenderResult } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { onTestFinished, vi } from 'vitest';
import { messageOf, statusOf, type ErrorCode } from '#contract/error-codes.ts';
import type { Role } from '#contract/roles.ts';
import { AppRoutes } from '../../web/src/app/router.tsx';
import { AuthProvider } from '../../web/src/features/auth/auth-provider.tsx';
import type { AuthState, AuthUser } from '../../web/src/features/auth/auth-state.ts';

/** A signed-in user as the SPA keeps it (session-user.ts makes the same shape from the login answer). */
export const signedInUser = (role: Role, name = 'Priya Sharma'): AuthUser => ({
  id: 1,
  emp_name: name,
  emp_email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`,
  emp_phonenumber: null,
  emp_id: 'E001',
  manager: 'admin@example.com',
  userstatus: 'approved',
  role,
  sessionId: 'a-session',
});

/** What a test answers a call of the page with; a call no test expects is refused (the test sees it in `calls`). */
export type Answer = (url: URL, init: RequestInit | undefined) => Response | Promise<Response> | undefined;

/** Stubs fetch for the test: `answer` gives the server's side; every call is kept in the list returned. */
const answerCalls = (answer: Answer): URL[] => {
  const calls: URL[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
    calls.push(url);
    return (await answer(url, init)) ?? new Response(JSON.stringify({ errmessage: 'not answered in this test', code: 'http.internal' }), { status: 501 });
  });
  return calls;
};

/**
 * Renders `ui` with a style cache of the test's own, whose styles leave the document when the test ends:
 * the document then holds the styles of what this test rendered, as a page the browser loads does.
 * Why: with one module graph per worker (vitest.config.ts), MUI's styles went into emotion's one
 * default cache and stayed in the worker's document from file to file, so every later test's
 * `getComputedStyle` (by testing-library's accessible names, user-event's pointer checks and axe-core)
 * matched each element against the styles of every page rendered before it: half of this tier's CPU
 * (135.7 s → 89.9 s for the tier, docs/performance.md, "Test suite").
 */
export const renderWithOwnStyles = (ui: ReactElement): RenderResult => {
  const cache = createCache({ key: 'css' });
  onTestFinished(() => cache.sheet.flush());
  return render(<CacheProvider value={cache}>{ui}</CacheProvider>);
};

/**
 * Renders one of the SPA's pages as its route would, for a signed-in user (or, with `user: null`, for
 * someone signed out: the sign-in pages), in a DOM of its own: the
 * page's own code (its form rules, messages, table states and notices), without a browser or a server.
 * The server's side of each call is what `answer` says; every call is kept in `calls`, and one no
 * answer covers is refused with a 501 (never a fake success). What needs a browser (layout, the camera,
 * printing, live updates across tabs, accessibility) stays in the journeys (test/e2e).
 */
export const renderPage = (
  Page: ComponentType,
  { path, user, answer = () => undefined }: { path: string | { readonly pathname: string; readonly state: unknown }; user: AuthUser | null; answer?: Answer },
): RenderResult & { calls: URL[] } => {
  const calls = answerCalls(answer);
  const rendered = renderWithOwnStyles(
    <MemoryRouter initialEntries={[path]}>
      <AuthProvider initialState={user ? { isAuthenticated: true, data: user } : { isAuthenticated: false, data: null }}>
        <Page />
      </AuthProvider>
    </MemoryRouter>,
  );
  return { ...rendered, calls };
};

/** The server's refusal with `code`, as its error handler answers it: `{ errmessage, code }` with the code's status and message. */
export const refusal = (code: ErrorCode): Response => Response.json({ errmessage: messageOf(code), code }, { status: statusOf(code) });

/**
 * Renders the whole app's routes (router.tsx's AppRoutes: the same table, guards, layout and header the
 * SPA's BrowserRouter renders) at `path`, with `auth` as the tab's sign-in (a signed-in user, SIGNED_OUT,
 * or LOOKUP_DUE for a new tab that asks the server). For what decides between pages: redirects, the
 * guards, the header. `location()` is where the app is now.
 */
export const renderApp = ({ path, auth, answer = () => undefined }: { path: string; auth: AuthState; answer?: Answer }): RenderResult & { calls: URL[]; location: () => Location } => {
  const calls = answerCalls(answer);
  let current: Location | null = null;
  const Where = () => {
    current = useLocation();
    return null;
  };
  const rendered = renderWithOwnStyles(
    <AuthProvider initialState={auth}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <Where />
      </MemoryRouter>
    </AuthProvider>,
  );
  return {
    ...rendered,
    calls,
    location: () => {
      if (current === null) throw new Error('The app has not rendered yet');
      return current;
    },
  };
};
