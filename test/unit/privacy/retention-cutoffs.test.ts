import { describe, expect, it } from 'vitest';
import { daysBefore, installationLogDays, siteCutoffs } from '../../../src/privacy/domain/retention-cutoffs.ts';
import { FakeClock } from '../../support/fake-clock.ts';

/**
 * Where each kind's retention cuts (ADR 50), on each site's own clock. At 18:45 UTC on 20 November it
 * is 00:15 on the 21st in Pune (Asia/Kolkata, UTC+5:30) and 18:45 on the 20th in London (UTC+0).
 */
describe('the retention cut-offs of a site', () => {
  /** The test clock at 18:45 UTC on the 20th, which each test moves as it needs. */
  const clockAt = () => new FakeClock('2026-11-20T18:45:00.000Z');
  const PUNE = { personalDataDays: 30, photoDays: 7, auditLogDays: 365, processingLogDays: 400 };
  const LONDON = { personalDataDays: 10, photoDays: 10, auditLogDays: 730, processingLogDays: 365 };

  it("should cut each kind by its own days from the site's own date", () => {
    const clock = clockAt();
    expect(siteCutoffs(PUNE, 'Asia/Kolkata', clock.now())).toEqual({
      personalData: '2026-10-22',
      photos: '2026-11-14',
      // The start of the site's day, a year (and 400 days) before its 21 November.
      auditLog: new Date('2025-11-20T18:30:00.000Z'),
      processingLog: new Date('2025-10-16T18:30:00.000Z'),
    });
    expect(siteCutoffs(LONDON, 'Europe/London', clock.now())).toEqual({
      personalData: '2026-11-10',
      photos: '2026-11-10',
      auditLog: new Date('2024-11-20T00:00:00.000Z'),
      processingLog: new Date('2025-11-20T00:00:00.000Z'),
    });
  });

  it("should move a site's cut-offs at its own midnight, not another's", () => {
    const clock = clockAt();
    clock.set('2026-11-21T00:00:30.000Z');
    // London's 21st has begun; Pune's cut-offs are those of its 21st still.
    expect(siteCutoffs(LONDON, 'Europe/London', clock.now()).personalData).toBe('2026-11-11');
    expect(siteCutoffs(PUNE, 'Asia/Kolkata', clock.now()).personalData).toBe('2026-10-22');
  });

  it('should never keep photos longer than the data they belong to', () => {
    expect(siteCutoffs({ ...PUNE, photoDays: 90 }, 'Asia/Kolkata', clockAt().now()).photos).toBe('2026-10-22');
  });

  it('should prune the logs of no site by the longest days any site keeps them', () => {
    expect(installationLogDays([PUNE, LONDON])).toEqual({ auditLogDays: 730, processingLogDays: 400 });
    expect(daysBefore(new Date('2026-11-20T18:45:00.000Z'), 365)).toEqual(new Date('2025-11-20T18:45:00.000Z'));
  });
});
