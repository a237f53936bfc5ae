import { describe, expect, it } from 'vitest';
import { STALE_CHECK_IN_LABEL } from '#contract/roll-call.ts';
import { DEFAULT_VIEW, emptyText, myVisitsSearch, rangeLabel, readMyVisitsView, rowActions, stateOf, toggleState } from '../../../web/src/features/my-visits/my-visits-model.ts';

describe('the address of My visitors', () => {
  it('should read the dashboards\' links by their names', () => {
    expect(readMyVisitsView('?when=today')).toEqual({ ...DEFAULT_VIEW, when: 'today' });
    expect(readMyVisitsView('?state=awaiting_approval')).toEqual({ ...DEFAULT_VIEW, states: ['awaiting_approval'] });
    expect(readMyVisitsView('?when=today&state=checked_in')).toEqual({ ...DEFAULT_VIEW, when: 'today', states: ['checked_in'] });
    expect(readMyVisitsView('?when=today&state=awaiting_details,awaiting_approval,expected,checked_in,checked_out').states).toEqual([
      'awaiting_details',
      'awaiting_approval',
      'expected',
      'checked_in',
      'checked_out',
    ]);
  });

  it('should fall back to the defaults for what it cannot read, and keep the states in their own order without repeats', () => {
    expect(readMyVisitsView('')).toEqual({ when: 'all', states: [], q: '', page: 1, pageSize: 10 });
    expect(readMyVisitsView('?when=soon&state=bogus,,missed,cancelled,missed&page=0&pageSize=7')).toEqual({ ...DEFAULT_VIEW, states: ['missed', 'cancelled'] });
    expect(readMyVisitsView('?state=cancelled,awaiting_details').states).toEqual(['awaiting_details', 'cancelled']);
    expect(readMyVisitsView('?page=3&pageSize=25&q=%20Ravi%20')).toEqual({ ...DEFAULT_VIEW, q: 'Ravi', page: 3, pageSize: 25 });
  });

  it('should write a view back as the address it came from, leaving the defaults out', () => {
    expect(myVisitsSearch(DEFAULT_VIEW)).toBe('');
    expect(myVisitsSearch({ ...DEFAULT_VIEW, when: 'today', states: ['checked_in'] })).toBe('?when=today&state=checked_in');
    const view = { when: 'past', states: ['checked_out', 'missed'], q: 'Ravi K', page: 2, pageSize: 25 } as const;
    expect(myVisitsSearch(view)).toBe('?when=past&state=checked_out,missed&q=Ravi+K&page=2&pageSize=25');
    expect(readMyVisitsView(myVisitsSearch(view))).toEqual(view);
  });

  it('should turn a state filter on and off, back to the first page', () => {
    const on = toggleState({ ...DEFAULT_VIEW, states: ['expected'], page: 4 }, 'awaiting_details');
    expect(on).toEqual({ ...DEFAULT_VIEW, states: ['awaiting_details', 'expected'], page: 1 });
    expect(toggleState(on, 'expected').states).toEqual(['awaiting_details']);
  });
});

describe('the rows of My visitors', () => {
  it('should offer the actions that fit each state', () => {
    expect(rowActions('awaiting_details')).toEqual(['resend', 'cancel']);
    expect(rowActions('awaiting_approval')).toEqual(['approve', 'cancel']);
    expect(rowActions('expected')).toEqual(['cancel']);
    for (const state of ['checked_in', 'checked_out', 'missed', 'cancelled'] as const) expect(rowActions(state)).toEqual([]);
  });

  it('should say which rows a page shows, and why a list is empty', () => {
    expect(rangeLabel(1, 10, 10, 45)).toBe('1–10 of 45');
    expect(rangeLabel(5, 10, 5, 45)).toBe('41–45 of 45');
    expect(emptyText(DEFAULT_VIEW)).toBe('You have no visitors yet. Create a visitor pass to invite someone.');
    expect(emptyText({ ...DEFAULT_VIEW, when: 'today' })).toBe('No visit matches these filters. Choose All to see every visit.');
    expect(emptyText({ ...DEFAULT_VIEW, q: 'zz' })).toBe('No visit matches this search. Try another name or phone number.');
  });
});

describe('the state My visitors shows', () => {
  const TZ = 'Asia/Kolkata';
  const TODAY = '2026-11-23';
  it('should call a check-in of an earlier day never checked out what the roll call calls it, not On site', () => {
    // 17-11 at 10:00 in Kolkata, and today at 09:00 there.
    const old = stateOf({ visit_state: 'checked_in', check_in: '2026-11-17T04:30:00.000Z' }, TODAY, TZ);
    expect(old).toEqual({ state: 'checked_in', stale: true, label: 'Checked in before today' });
    expect(old.label).toBe(STALE_CHECK_IN_LABEL);
    // Just after midnight at the site is today, though still the 22nd in UTC.
    expect(stateOf({ visit_state: 'checked_in', check_in: '2026-11-22T19:00:00.000Z' }, TODAY, TZ)).toEqual({ state: 'checked_in', stale: false, label: 'On site' });
  });

  it('should keep every other state\'s words', () => {
    expect(stateOf({ visit_state: 'checked_out', check_in: '2026-11-17T04:30:00.000Z' }, TODAY, TZ)).toEqual({ state: 'checked_out', stale: false, label: 'Left' });
    expect(stateOf({ visit_state: 'expected', check_in: null }, TODAY, TZ)).toEqual({ state: 'expected', stale: false, label: 'Approved' });
  });
});
