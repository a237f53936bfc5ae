import { describe, expect, it } from 'vitest';
import { dateRangeOf, defaultSort, presenceOf } from '../../../src/visits/application/desk-filters.ts';
import { canCheckIn, canCheckOut, visitState } from '#contract/visit-state.ts';
import { siteToday } from '#contract/visit-time.ts';

describe('desk filters', () => {
  it('should make Active exactly today', () => {
    expect(dateRangeOf({ view: 'active', filter: 'all' }, '2026-11-20')).toEqual({ dateFrom: '2026-11-20', dateTo: '2026-11-20' });
  });

  it('should make Yesterday the day before today, across a month and a year', () => {
    expect(dateRangeOf({ view: 'history', filter: 'yesterday' }, '2026-11-20')).toEqual({ dateFrom: '2026-11-19', dateTo: '2026-11-19' });
    expect(dateRangeOf({ view: 'history', filter: 'yesterday' }, '2026-12-01')).toEqual({ dateFrom: '2026-11-30', dateTo: '2026-11-30' });
    expect(dateRangeOf({ view: 'history', filter: 'yesterday' }, '2027-01-01')).toEqual({ dateFrom: '2026-12-31', dateTo: '2026-12-31' });
  });

  it('should make Last Week the seven days before today', () => {
    expect(dateRangeOf({ view: 'history', filter: 'last_week' }, '2026-11-20')).toEqual({ dateFrom: '2026-11-13', dateTo: '2026-11-19' });
    expect(dateRangeOf({ view: 'history', filter: 'last_week' }, '2026-03-03')).toEqual({ dateFrom: '2026-02-24', dateTo: '2026-03-02' });
  });

  it('should make Current Month the days of this month before today, and nothing on the first', () => {
    expect(dateRangeOf({ view: 'history', filter: 'current_month' }, '2026-11-20')).toEqual({ dateFrom: '2026-11-01', dateTo: '2026-11-19' });
    const first = dateRangeOf({ view: 'history', filter: 'current_month' }, '2026-12-01');
    expect(first).toEqual({ dateFrom: '2026-12-01', dateTo: '2026-11-30' });
    expect(first.dateFrom! > first.dateTo!).toBe(true);
  });

  it('should make History "All" everything before today', () => {
    expect(dateRangeOf({ view: 'history', filter: 'all' }, '2026-11-20')).toEqual({ dateFrom: null, dateTo: '2026-11-19' });
  });

  it('should take "today" at the site: late evening in UTC is already tomorrow in Kolkata', () => {
    const today = siteToday('Asia/Kolkata', new Date('2026-11-30T19:00:00Z'));
    expect(today).toBe('2026-12-01');
    expect(dateRangeOf({ view: 'history', filter: 'yesterday' }, today)).toEqual({ dateFrom: '2026-11-30', dateTo: '2026-11-30' });
  });

  it('should map the Active menu to presence filters and sort each view naturally', () => {
    expect(presenceOf({ view: 'active', filter: 'not_checked_in' })).toBe('not_in');
    expect(presenceOf({ view: 'active', filter: 'not_checked_out' })).toBe('in_not_out');
    expect(presenceOf({ view: 'active', filter: 'checked_in_and_out' })).toBe('in_and_out');
    expect(presenceOf({ view: 'history', filter: 'yesterday' })).toBe('any');
    expect(defaultSort({ view: 'active', filter: 'all' })).toEqual({ sort: 'time', order: 'asc' });
    expect(defaultSort({ view: 'history', filter: 'all' })).toEqual({ sort: 'date', order: 'desc' });
  });
});

describe('visit states', () => {
  const today = '2026-11-20';
  const visit = (overrides: Partial<Parameters<typeof visitState>[0]> = {}) => ({
    submittedAt: new Date(),
    approveStatus: 'Approved' as const,
    checkIn: null,
    checkOut: null,
    visitDate: today,
    ...overrides,
  });

  it('should follow a visit from the link to departure', () => {
    expect(visitState(visit({ submittedAt: null }), today)).toBe('awaiting_details');
    expect(visitState(visit({ approveStatus: 'Pending' }), today)).toBe('awaiting_approval');
    expect(visitState(visit(), today)).toBe('expected');
    expect(visitState(visit({ checkIn: new Date() }), today)).toBe('checked_in');
    expect(visitState(visit({ checkIn: new Date(), checkOut: new Date() }), today)).toBe('checked_out');
  });

  it('should call a past visit with neither In nor Out missed, but keep a forgotten Out as checked in', () => {
    expect(visitState(visit({ visitDate: '2026-11-19' }), today)).toBe('missed');
    expect(visitState(visit({ visitDate: '2026-11-19', approveStatus: 'Pending' }), today)).toBe('missed');
    expect(visitState(visit({ visitDate: '2026-11-19', checkIn: new Date() }), today)).toBe('checked_in');
  });

  it('should allow In only for an expected visit today, and Out only after In', () => {
    expect(canCheckIn('expected', today, today)).toBe(true);
    expect(canCheckIn('expected', '2026-11-21', today)).toBe(false);
    expect(canCheckIn('checked_in', today, today)).toBe(false);
    expect(canCheckIn('missed', '2026-11-19', today)).toBe(false);
    expect(canCheckOut('checked_in')).toBe(true);
    expect(canCheckOut('expected')).toBe(false);
    expect(canCheckOut('checked_out')).toBe(false);
  });
});
