import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages.ts';
import type { VisitState } from '#contract/visit-state.ts';
import { deskViewOf, mayCheckIn, whyNoIn } from '../../../web/src/features/desk/scan-pass-rules.ts';

const TODAY = '2026-11-23';
const pass = (visit_state: VisitState, date_of_visit: string, approve_status: 'Approved' | 'Pending' = 'Approved') => ({ visit_state, date_of_visit, approve_status });

describe('the scanner on a pass of another day', () => {
  it('should say why In is not possible for a visit on a later day, with its date, in the server\'s words', () => {
    expect(whyNoIn(pass('expected', '25-11-2026'), TODAY)).toBe(`This visit is on 25-11-2026, not today. ${MESSAGES.time.notToday}`);
    expect(whyNoIn(pass('awaiting_approval', '24-11-2026', 'Pending'), TODAY)).toBe(`This visit is on 24-11-2026, not today. ${MESSAGES.time.notToday}`);
  });

  it('should say so, with its date, for a missed visit of an earlier day', () => {
    expect(whyNoIn(pass('missed', '20-11-2026'), TODAY)).toBe(`This visit is on 20-11-2026, not today. ${MESSAGES.time.notToday}`);
  });

  it('should say that today\'s visit is not approved yet, and nothing where In is possible or the state says why', () => {
    expect(whyNoIn(pass('awaiting_approval', '23-11-2026', 'Pending'), TODAY)).toBe(MESSAGES.time.notApproved);
    expect(whyNoIn(pass('awaiting_details', '23-11-2026', 'Pending'), TODAY)).toBe(MESSAGES.time.notApproved);
    expect(whyNoIn(pass('expected', '23-11-2026'), TODAY)).toBeNull();
    for (const state of ['checked_in', 'checked_out', 'cancelled', 'declined'] as const) {
      expect(whyNoIn(pass(state, '23-11-2026'), TODAY), state).toBeNull();
      expect(whyNoIn(pass(state, '20-11-2026'), TODAY), state).toBeNull();
    }
  });
});

describe('the scanner on a pass the watchlist flagged (issue 28)', () => {
  it('should disable In while the flag is open and say why; In is offered again once it is cleared', () => {
    const flagged = { ...pass('expected', '23-11-2026'), flagged: true };
    expect(mayCheckIn(flagged, TODAY)).toBe(false);
    expect(whyNoIn(flagged, TODAY)).toBe(MESSAGES.watchlist.visitFlagged);
    expect(mayCheckIn({ ...flagged, flagged: false }, TODAY)).toBe(true);
    expect(whyNoIn({ ...flagged, flagged: false }, TODAY)).toBeNull();
    // Another day's reason comes first; a visit already in needs no In at all.
    expect(whyNoIn({ ...pass('expected', '25-11-2026'), flagged: true }, TODAY)).toBe(`This visit is on 25-11-2026, not today. ${MESSAGES.time.notToday}`);
    expect(mayCheckIn({ ...pass('checked_in', '23-11-2026'), flagged: true }, TODAY)).toBe(false);
    expect(whyNoIn({ ...pass('checked_in', '23-11-2026'), flagged: true }, TODAY)).toBeNull();
  });
});

describe('"Show in list" from the scanner', () => {
  it('should open the view that holds the visit: today\'s in Active, an earlier day\'s in History', () => {
    expect(deskViewOf(pass('expected', '23-11-2026'), TODAY)).toBe('active');
    expect(deskViewOf(pass('missed', '20-11-2026'), TODAY)).toBe('history');
    expect(deskViewOf(pass('checked_out', '01-01-2025'), TODAY)).toBe('history');
  });

  it('should offer no view for a visit of a later day or one not approved: the desk lists hold neither', () => {
    expect(deskViewOf(pass('expected', '24-11-2026'), TODAY)).toBeNull();
    expect(deskViewOf(pass('missed', '20-11-2026', 'Pending'), TODAY)).toBeNull();
    expect(deskViewOf(pass('awaiting_approval', '23-11-2026', 'Pending'), TODAY)).toBeNull();
  });
});
