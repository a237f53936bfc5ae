/** How long an endpoint may fail, with no success between, before it is paused: as long as the outbox retries a message. */
export const PAUSE_AFTER_MS = 24 * 60 * 60_000;

/**
 * Whether an endpoint that has failed every delivery since `failingSince` is paused by a failure
 * at `now`: after a whole day of them. A success in between starts the count again
 * (`failingSince` is cleared), so an endpoint that is only sometimes down is never paused.
 */
export const shouldPause = (failingSince: Date, now: Date): boolean => now.getTime() - failingSince.getTime() >= PAUSE_AFTER_MS;
