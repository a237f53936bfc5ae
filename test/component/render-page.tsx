import { render, type RenderResult } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import type { Role } from '#contract/roles.ts';
import { AuthProvider } from '../../web/src/features/auth/auth-provider.tsx';
import type { AuthUser } from '../../web/src/features/auth/auth-state.ts';

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
  { path, user, answer = () => undefined }: { path: string; user: AuthUser | null; answer?: Answer },
): RenderResult & { calls: URL[] } => {
  const calls: URL[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
    calls.push(url);
    return (await answer(url, init)) ?? new Response(JSON.stringify({ errmessage: 'not answered in this test', code: 'http.internal' }), { status: 501 });
  });
  const rendered = render(
    <MemoryRouter initialEntries={[path]}>
      <AuthProvider initialState={user ? { isAuthenticated: true, data: user } : { isAuthenticated: false, data: null }}>
        <Page />
      </AuthProvider>
    </MemoryRouter>,
  );
  return { ...rendered, calls };
};
