/**
 * Whether a text names a real IANA time zone (`Asia/Kolkata`, `Europe/London`, `UTC`, `Etc/GMT-5`):
 * one the runtime's own zone data knows (`Intl.DateTimeFormat` refuses any other). An offset such as
 * `+05:30` is refused although `Intl` takes it: it is no place's zone and never changes with daylight
 * saving. `Intl.supportedValuesOf('timeZone')` is no test: it lists canonical names only, without
 * `Asia/Kolkata` (ICU keeps `Asia/Calcutta`). Used for VMS_TIMEZONE and for every site's zone.
 */
export const isIanaTimeZone = (zone: string): boolean => {
  if (zone.length === 0 || zone.length > 64) return false;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
    return !/^[+-]/.test(resolved) && !/^[+-]/.test(zone);
  } catch {
    return false;
  }
};
