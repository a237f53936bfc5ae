import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { checkSession, endServerSession } from './identity-api.ts';
import { identityKeys } from './identity-keys.ts';

/**
 * The calls about the sign-in itself, through the data layer: "am I still signed in?" (a read) and the
 * logout (a write). They have a client of their own rather than the pages' (app/query-client.tsx): that
 * one is cleared and replaced when the signed-in user changes, which is exactly when the logout is sent,
 * and the session watch runs on every page, the landing page included, which carries no data layer.
 * This module loads with the first check or sign-out (auth-provider.tsx, session-watch.ts), never with
 * the shell. Neither call is retried by itself: the session watch asks again on its own schedule, and
 * a logout that cannot reach the server still signs out here.
 */
const sessionClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 0, gcTime: 0, refetchOnWindowFocus: false, refetchOnReconnect: false },
    mutations: { retry: false },
  },
});

/** The server's answer ('Session active'); rejects with its ApiError (401 `session.destroyed`: the session is over). Checks under way for the same user are one. */
export const checkSessionNow = (email: string): Promise<string> =>
  sessionClient.fetchQuery({ queryKey: identityKeys.session(email), queryFn: () => checkSession(email) });

/** Ends the session on the server (POST /logout/{sessionId}); never rejects. */
export const endSessionNow = async (sessionId: string, email: string): Promise<void> => {
  await new MutationObserver(sessionClient, { mutationKey: identityKeys.logout(), mutationFn: () => endServerSession(sessionId, email) }).mutate();
};
