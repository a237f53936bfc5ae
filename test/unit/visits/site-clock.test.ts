import { describe, expect, it } from 'vitest';
import { SiteDirectory } from '../../../src/sites/application/site-directory.ts';
import { homeSiteDayOf, siteDayOf, siteDaysAt } from '../../../src/visits/application/site-clock.ts';
import { FakeClock } from '../../support/fake-clock.ts';
import { sitesIn } from '../sites/in-memory-sites.ts';

/**
 * "Today" is each site's own (issue 30): site 1 in Pune (Asia/Kolkata, UTC+05:30), site 2 in London
 * (Europe/London, UTC+00:00 in November), site 3 in Auckland (Pacific/Auckland, UTC+13:00), whose
 * date differs from the server's (UTC) for half of every day.
 */
const sites = () => new SiteDirectory(sitesIn('Asia/Kolkata', 'Europe/London', 'Pacific/Auckland'));

describe('the date at each site', () => {
  it("should turn Pune's date at its own midnight while London is still on the day before", async () => {
    const clock = new FakeClock('2026-11-20T18:29:59.000Z');
    const before = await siteDaysAt(sites(), clock.now());
    expect([before.of(1).today, before.of(2).today]).toEqual(['2026-11-20', '2026-11-20']);
    clock.set('2026-11-20T18:30:00.000Z');
    const after = await siteDaysAt(sites(), clock.now());
    expect([after.of(1).today, after.of(2).today]).toEqual(['2026-11-21', '2026-11-20']);
    expect(after.of(1).timeZone).toBe('Asia/Kolkata');
  });

  it("should turn London's date at its own midnight, five and a half hours after Pune's", async () => {
    const clock = new FakeClock('2026-11-20T23:59:59.000Z');
    expect((await siteDaysAt(sites(), clock.now())).of(2).today).toBe('2026-11-20');
    clock.set('2026-11-21T00:00:00.000Z');
    const days = await siteDaysAt(sites(), clock.now());
    expect([days.of(1).today, days.of(2).today]).toEqual(['2026-11-21', '2026-11-21']);
  });

  it("should give a site whose date differs from the server's its own date, not the server's", async () => {
    // 11:00 UTC on the 20th: the server's date is the 20th, Auckland's (00:00 on the 21st) the next day.
    const now = new Date('2026-11-20T11:00:00.000Z');
    expect(now.toISOString().slice(0, 10)).toBe('2026-11-20');
    expect(await siteDayOf(sites(), { siteId: 3 }, now)).toEqual({ today: '2026-11-21', timeZone: 'Pacific/Auckland' });
    expect(await siteDayOf(sites(), { siteId: 2 }, now)).toEqual({ today: '2026-11-20', timeZone: 'Europe/London' });
  });

  it("should read a person's own lists on their home site's date, and on the first site's when they have none", async () => {
    const now = new Date('2026-11-20T20:00:00.000Z');
    expect(await homeSiteDayOf(sites(), 2, now)).toEqual({ today: '2026-11-20', timeZone: 'Europe/London' });
    expect(await homeSiteDayOf(sites(), null, now)).toEqual({ today: '2026-11-21', timeZone: 'Asia/Kolkata' });
  });

  it('should refuse a visit of a site that does not exist rather than read it on another clock', async () => {
    const days = await siteDaysAt(sites(), new Date());
    expect(() => days.of(9)).toThrow('site 9');
  });
});
