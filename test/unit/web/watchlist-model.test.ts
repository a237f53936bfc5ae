import { describe, expect, it } from 'vitest';
import { canManageWatchlist } from '#contract/capabilities.ts';
import { MESSAGES } from '#contract/messages.ts';
import { ROLES } from '#contract/roles.ts';
import { watchlistEntrySchema } from '#contract/validation/watchlist.ts';
import { checkNote } from '../../../web/src/features/watchlist/watchlist-checks.ts';
import {
  aadhaarLast4Typable,
  byLine,
  DEFAULT_STATUS,
  EMPTY_ENTRY,
  emptyText,
  identifiers,
  readWatchlistStatus,
  STATUS_CHOICES,
  watchlistSearch,
} from '../../../web/src/features/watchlist/watchlist-model.ts';
import { validate } from '../../../web/src/lib/validate.ts';
import { capabilityFor, mayOpen, PATHS, showsBackButton } from '../../../web/src/app/navigation-rules.ts';

describe('the route /Watchlist', () => {
  it('should be guarded by the capability its server calls ask, in any spelling of the path', () => {
    expect(PATHS.watchlist).toBe('/Watchlist');
    expect(capabilityFor('/Watchlist')).toBe(canManageWatchlist);
    expect(capabilityFor('/watchlist/?status=all')).toBe(canManageWatchlist);
    expect(showsBackButton('/Watchlist')).toBe(true);
  });

  it.each(ROLES)('should open for a(n) %s exactly when the capability says so (security and admin)', (role) => {
    expect(mayOpen(PATHS.watchlist, { role })).toBe(canManageWatchlist({ role }));
  });

  it('should open for security, site admins and admins only', () => {
    expect(ROLES.filter((role) => mayOpen(PATHS.watchlist, { role }))).toEqual(ROLES.filter((role) => role === 'security' || role === 'site_admin' || role === 'admin'));
  });
});

describe('the address of /Watchlist', () => {
  it('should read each status the server accepts, and anything else as active', () => {
    expect(STATUS_CHOICES).toEqual(['active', 'resolved', 'all']);
    expect(readWatchlistStatus('?status=resolved')).toBe('resolved');
    expect(readWatchlistStatus('?status=all')).toBe('all');
    expect(readWatchlistStatus('?status=active')).toBe('active');
    expect(readWatchlistStatus('')).toBe(DEFAULT_STATUS);
    expect(readWatchlistStatus('?status=Resolved')).toBe('active');
    expect(readWatchlistStatus('?status=')).toBe('active');
  });

  it('should leave the default out of the address and write the others back as they are read', () => {
    expect(watchlistSearch('active')).toBe('');
    for (const status of STATUS_CHOICES) expect(readWatchlistStatus(watchlistSearch(status))).toBe(status);
  });

  it('should say why a list is empty in words that fit its filter', () => {
    expect(emptyText('active')).toBe('Nobody is on the watchlist. Add a person security must see before they are let in.');
    expect(emptyText('resolved')).toBe('No entry has been resolved yet.');
    expect(emptyText('all')).toBe('The watchlist has no entries yet.');
  });
});

describe('an entry as the watchlist shows it', () => {
  it('should show the phone and the ID masked as everywhere else, with its kind, only those given', () => {
    expect(identifiers({ phone: '9812345670', idKind: 'aadhaar', idLast4: '2346' })).toEqual([
      ['Phone', '9812345670'],
      ['Aadhaar', 'XXXX XXXX 2346'],
    ]);
    expect(identifiers({ phone: null, idKind: 'aadhaar', idLast4: '0001' })).toEqual([['Aadhaar', 'XXXX XXXX 0001']]);
    expect(identifiers({ phone: null, idKind: 'pan', idLast4: '234F' })).toEqual([['PAN', 'XXXXXX234F']]);
    expect(identifiers({ phone: null, idKind: null, idLast4: '4567' })).toEqual([['ID (any kind)', 'XXXX 4567']]);
    expect(identifiers({ phone: null, idKind: null, idLast4: null })).toEqual([]);
  });

  it('should say when, at the site, and by whom', () => {
    expect(byLine('2026-11-22T04:35:00.000Z', 'asha.security@example.com', 'Asia/Kolkata')).toBe('22-11-2026 10:05 AM by asha.security@example.com');
    expect(byLine('2026-11-22T18:45:00.000Z', 'cli:root', 'Asia/Kolkata')).toBe('23-11-2026 12:15 AM by cli:root');
  });
});

describe('the add form and the resolution note', () => {
  it('should let only four digits be typed as the Aadhaar\'s last four', () => {
    expect(aadhaarLast4Typable('')).toBe(true);
    expect(aadhaarLast4Typable('12')).toBe(true);
    expect(aadhaarLast4Typable('1234')).toBe(true);
    expect(aadhaarLast4Typable('12345')).toBe(false);
    expect(aadhaarLast4Typable('12a')).toBe(false);
  });

  it('should check the form with the shared schema: blank optional fields are "not given", the messages are the product\'s', () => {
    expect(validate(watchlistEntrySchema, EMPTY_ENTRY)).toEqual({ ok: false, errors: { name: MESSAGES.watchlist.nameRequired, reason: MESSAGES.watchlist.reasonRequired } });
    expect(validate(watchlistEntrySchema, { name: 'Rohan Verma', phone: '', aadhaarLast4: '', reason: 'Barred after the incident of 3 May.' })).toEqual({
      ok: true,
      // No sites: company-wide (issue 30).
      data: { name: 'Rohan Verma', phone: null, idKind: null, idLast4: null, reason: 'Barred after the incident of 3 May.', siteIds: [] },
    });
    expect(validate(watchlistEntrySchema, { name: 'Rohan Verma', phone: '98123', aadhaarLast4: '12', reason: 'Too short' })).toEqual({
      ok: false,
      errors: { phone: MESSAGES.watchlist.phoneInvalid, aadhaarLast4: MESSAGES.watchlist.aadhaarLast4Invalid, reason: MESSAGES.watchlist.reasonTooShort },
    });
  });

  it('should check the resolution note with the shared rule: 10 to 500 characters, trimmed', () => {
    expect(checkNote('')).toBe(MESSAGES.watchlist.noteRequired);
    expect(checkNote('   ')).toBe(MESSAGES.watchlist.noteRequired);
    expect(checkNote('Too short')).toBe(MESSAGES.watchlist.noteTooShort);
    expect(checkNote(`  ${'x'.repeat(9)}  `)).toBe(MESSAGES.watchlist.noteTooShort);
    expect(checkNote('Cleared by the police.')).toBeNull();
    expect(checkNote('x'.repeat(500))).toBeNull();
    expect(checkNote('x'.repeat(501))).toBe(MESSAGES.watchlist.noteTooLong);
  });
});
