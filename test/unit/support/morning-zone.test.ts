import { describe, expect, it } from 'vitest';
import { siteHalfHour } from '#contract/visit-time.ts';
import { zoneWhereItIs } from '../../support/morning-zone.ts';

describe('the live site zone of tests on real time', () => {
  it('should put the site at the asked hour, whatever the hour in UTC', () => {
    for (let utcHour = 0; utcHour < 24; utcHour += 1) {
      const now = new Date(Date.UTC(2026, 10, 27, utcHour, 40));
      for (const hour of [0, 10, 23]) {
        const zone = zoneWhereItIs(hour, now);
        expect(siteHalfHour(zone, now), `${zone} at ${utcHour}:40 UTC`).toBe(`${String(hour).padStart(2, '0')}:30:00`);
      }
    }
  });

  it('should name zones the way IANA does, with the sign reversed and no zero offset sign', () => {
    const noon = new Date('2026-11-27T12:05:00Z');
    expect(zoneWhereItIs(12, noon)).toBe('Etc/GMT');
    expect(zoneWhereItIs(17, noon)).toBe('Etc/GMT-5');
    expect(zoneWhereItIs(1, noon)).toBe('Etc/GMT+11');
  });
});
