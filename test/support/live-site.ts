import { inject } from 'vitest';
import { siteToday } from '#contract/visit-time.ts';

/**
 * The site's time zone (VMS_TIMEZONE) for tests that run on real time: the browser journeys, the
 * `vms` commands and server processes, whose clocks the test cannot set. It is chosen once per run
 * so that the site's clock reads about 10:00 when the run starts (morning-zone.ts): no such test
 * meets the site's midnight. Tests on a fixed clock keep Asia/Kolkata, the product's default.
 */
export const liveSiteZone = (): string => inject('liveSiteZone');

/** Today's date at the live site, as an ISO date. */
export const liveSiteToday = (): string => siteToday(liveSiteZone(), new Date());
