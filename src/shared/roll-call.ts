import { siteInstant } from './visit-time.ts';

/**
 * The roll call (issue 12): its rule is roll-call-rule.ts (re-exported here; the SPA imports it from
 * there, without dayjs), and the instant the server's nightly closing of open visits cuts at.
 */
export { isStaleCheckIn, splitRollCall, type CheckIn, type RollCall } from './roll-call-rule.ts';

/** The instant from which a check-in is not stale: the site's midnight starting `today`. */
export const staleBefore = (today: string, timeZone: string): Date => siteInstant(today, '00:00:00', timeZone);
