/**
 * Whether a kiosk works (issue 27): `active`; `revoked` by an admin; or `starter_disabled`, stopped
 * because the employee who started it was disabled: its calls are refused from then on. Without zod,
 * so that a screen can name a status without loading the answer schemas.
 */
export const KIOSK_STATUSES = ['active', 'revoked', 'starter_disabled'] as const;
export type KioskStatus = (typeof KIOSK_STATUSES)[number];

/** The status in words, as `vms kiosk list` prints it and the admins' list shows a stopped kiosk. */
export const KIOSK_STATUS_LABELS: Readonly<Record<KioskStatus, string>> = { active: 'active', revoked: 'revoked', starter_disabled: 'stopped: starter disabled' };

/**
 * A kiosk at work asks every 20 s whether it still may (issue 28): a revoked one, or one whose starter
 * was disabled, shows "signed out" within this long, as the admins' list says when they sign one out.
 */
export const KIOSK_STOPS_WITHIN_SECONDS = 30;
/** How often a kiosk at work asks (GET /api/kiosk/me): well inside KIOSK_STOPS_WITHIN_SECONDS, with time for the answer. */
export const KIOSK_STATUS_POLL_MS = 20_000;
