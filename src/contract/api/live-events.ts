import { z } from 'zod';

/**
 * The live-update stream (ADR 12): `GET /api/events`, server-sent events, authenticated by the
 * session cookie like every other call. It carries
 * - `ready` (no data): from now on every change the viewer may see is announced; whatever the
 *   viewer shows should be read again if this is not the stream's first `ready` (a reconnect, of
 *   the browser or of the server's own listener, may have missed changes);
 * - `change`: something the viewer may see changed, named only by kind and id (liveChangeSchema);
 *   the screens read it again through their usual, authorized calls.
 * - `paused` (no data): the server's listener hears nothing at the moment (its database connection
 *   was lost, or its own check went unheard), so changes are not announced; the screens refresh by
 *   themselves until the next `ready`, which says it hears again.
 * - `ended` (no data): the viewer's session is over; the stream closes and is not to be opened
 *   again until the next sign-in. A stream that closes without it (the process is stopping) is to
 *   be opened again, after a wait.
 * - `replaced` (no data): the same session opened more streams than a process keeps for it (a few
 *   tabs), and this one, its oldest, closes; reopening it would close another, so it is not
 *   reopened by itself (the page is loaded again to follow again).
 * Comment lines (`: …`) keep proxies from closing an idle stream.
 */
export const LIVE_EVENTS_PATH = '/api/events';

export const LIVE_EVENT_NAMES = { ready: 'ready', change: 'change', paused: 'paused', ended: 'ended', replaced: 'replaced' } as const;

/** What changed: a visit (pass, details, approval, check-in or out, photo, …), an employee, a watchlist entry or an evacuation's roll call. */
export const LIVE_CHANGE_KINDS = ['visit', 'employee', 'watchlist', 'evacuation'] as const;
export type LiveChangeKind = (typeof LIVE_CHANGE_KINDS)[number];

export const liveChangeSchema = z.strictObject({
  kind: z.enum(LIVE_CHANGE_KINDS),
  id: z.number().int().positive(),
});
export type LiveChange = z.infer<typeof liveChangeSchema>;
