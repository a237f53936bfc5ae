/**
 * A fixed-offset IANA zone (`Etc/GMT…`, no daylight saving) in which `now` is `hour`:mm, the minutes
 * as in UTC. Every whole-hour offset from UTC−11 to UTC+12 is such a zone, so any hour can be had.
 *
 * Why: a test on real time that makes "today's" visits and then asks the product about them fails
 * if the site's midnight falls in between, or just before (a check-in "15 minutes ago" is then
 * yesterday's, and the roll call rightly calls it stale). With Asia/Kolkata fixed, every run that
 * started near 18:30 UTC failed that way. Putting the site where it is mid-morning when the run
 * starts keeps its midnight more than half a day away from any test.
 */
export const zoneWhereItIs = (hour: number, now: Date): string => {
  // Etc/GMT names have the sign the other way round: Etc/GMT-5 is UTC+5.
  const offset = ((((hour - now.getUTCHours()) % 24) + 24 + 11) % 24) - 11;
  if (offset === 0) return 'Etc/GMT';
  return offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
};

/** The hour the live site's clock shows when a run starts: the fixed clock's 10:00 of the other tests. */
export const LIVE_SITE_HOUR = 10;
