import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ComponentType } from 'react';
import { useAuth } from '../features/auth/use-auth.ts';
import { shouldRetryRead } from '../lib/query-policy.ts';
import { LiveUpdatesPaused, setLiveUpdatesPaused } from './live-updates-paused.ts';

/**
 * The web app's one data layer (TanStack Query). Reads retry only transient failures (network, 5xx:
 * lib/query-policy.ts); writes are never retried by themselves (an In or Out must not be sent twice);
 * nothing refetches when the window regains focus (a form being filled in must not change under the
 * user). A screen's Refresh and Retry buttons refetch on demand. Nothing is fresh for longer than the
 * call itself (staleTime 0): every screen asks again when it opens, as it always has (so a session
 * replaced elsewhere meets its 401 on the next screen, and the dashboard's count is current), showing
 * what it had meanwhile; calls under way for the same key are shared.
 */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryRead, refetchOnWindowFocus: false, refetchOnReconnect: false, staleTime: 0 },
      mutations: { retry: false },
    },
  });

let current: { readonly session: string | null; readonly client: QueryClient } | null = null;

/**
 * The client of this sign-in: one for the whole app, cleared and replaced when the signed-in user
 * changes (signing out, the idle timer or a 401), so that nobody sees what the previous user loaded.
 */
const clientFor = (session: string | null): QueryClient => {
  if (current?.session !== session) {
    live?.stop();
    live = null;
    current?.client.clear();
    current = { session, client: createQueryClient() };
  }
  return current.client;
};

/** How long live updates stay open after the last signed-in page closed: moving to the next page keeps them. */
const LIVE_LINGER_MS = 5_000;

let live: { readonly client: QueryClient; holders: number; linger: ReturnType<typeof setTimeout> | null; stop(): void } | null = null;

/**
 * The live updates of a sign-in (app/live-updates.ts, loaded on demand so that no page carries it
 * in its weight): one stream for the client, held by the signed-in pages that show, shared as one
 * page follows another, closed shortly after the last one (or at once when the user changes).
 * Returns the release.
 */
const holdLiveUpdates = (client: QueryClient): (() => void) => {
  if (live?.client !== client) {
    live?.stop();
    let stopLive: (() => void) | null = null;
    let stopped = false;
    void import('./live-updates.ts').then(
      ({ startLiveUpdates }) => {
        if (!stopped) stopLive = startLiveUpdates(client, { onPaused: setLiveUpdatesPaused });
      },
      // A chunk that fails to load leaves the screens as they were: read on open, Refresh and Retry.
      () => undefined,
    );
    live = {
      client,
      holders: 0,
      linger: null,
      stop: () => {
        stopped = true;
        stopLive?.();
      },
    };
  }
  const held = live;
  held.holders += 1;
  if (held.linger) clearTimeout(held.linger);
  held.linger = null;
  return () => {
    held.holders -= 1;
    if (held.holders > 0) return;
    held.linger = setTimeout(() => {
      held.stop();
      if (live === held) live = null;
    }, LIVE_LINGER_MS);
  };
};

/**
 * A page that reads or writes through the data layer, inside its client. Like withMuiTheme, every
 * such page's module wraps its page with this, so that the library loads with those pages only and
 * never with the shell or the landing page (bench/bundle-budget.ts).
 */
export const withQueryClient = (Page: ComponentType): ComponentType => {
  const WithQueryClient = () => {
    const { data } = useAuth();
    const session = data?.sessionId ?? null;
    const client = clientFor(session);
    // Signed-in pages follow changes live; a visitor's public pages (no session) do not.
    useEffect(() => (session === null ? undefined : holdLiveUpdates(client)), [client, session]);
    return (
      <QueryClientProvider client={client}>
        <Page />
        {session !== null && <LiveUpdatesPaused />}
      </QueryClientProvider>
    );
  };
  WithQueryClient.displayName = `withQueryClient(${Page.displayName ?? Page.name})`;
  return WithQueryClient;
};
