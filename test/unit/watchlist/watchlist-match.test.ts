import { describe, expect, it } from 'vitest';
import { NAME_SIMILARITY_THRESHOLD, normaliseName, watchlistMatch, type WatchlistMatchKind } from '../../../src/watchlist/domain/watchlist-match.ts';

const entry = { phone: '9876543210', aadhaarLast4: '1234' };
const nameOnly = { phone: null, aadhaarLast4: null };
const CLOSE = NAME_SIMILARITY_THRESHOLD;
const FAR = NAME_SIMILARITY_THRESHOLD - 0.01;

/** Each row: the entry, the person's phone and Aadhaar last four, the names' similarity, and the answer. */
type Row = readonly [title: string, entry: { phone: string | null; aadhaarLast4: string | null }, phone: string | null, aadhaarLast4: string | null, similarity: number, expected: WatchlistMatchKind | null];

const TABLE: readonly Row[] = [
  ['the same phone, another name', entry, '9876543210', null, 0, 'phone'],
  ['the same phone and a close name', entry, '9876543210', null, 0.8, 'name_and_phone'],
  ['the same phone, the name just below the threshold', entry, '9876543210', '0000', FAR, 'phone'],
  ['a close name and the same Aadhaar last four', entry, '9123456780', '1234', 0.7, 'name_and_aadhaar'],
  ['the name exactly at the threshold and the same Aadhaar last four', entry, null, '1234', CLOSE, 'name_and_aadhaar'],
  ['the name just below the threshold and the same Aadhaar last four', entry, null, '1234', FAR, null],
  ['the same name alone, no other field', entry, '9123456780', '9999', 1, null],
  ['the same name, the person gives neither phone nor Aadhaar', entry, null, null, 1, null],
  ['an entry with a name only: never a match on the name alone', nameOnly, '9876543210', '1234', 1, null],
  ['another phone and another Aadhaar last four', entry, '9123456780', '4321', 0.2, null],
  ['the same Aadhaar last four with another name', entry, null, '1234', 0.1, null],
  ['empty strings are not a match', { phone: '', aadhaarLast4: '' }, '', '', 1, null],
];

describe('the watchlist matching rule', () => {
  it.each(TABLE)('%s', (_case, candidate, phone, aadhaarLast4, similarity, expected) => {
    expect(watchlistMatch(candidate, { name: 'any', phone, aadhaarLast4 }, similarity)).toBe(expected);
  });

  it('should compare names in lower case, letters and single spaces only', () => {
    expect(normaliseName('  Rajesh   KUMAR ')).toBe('rajesh kumar');
    expect(normaliseName('R.K. Sharma-Iyer')).toBe('r k sharma iyer');
    expect(normaliseName('Zoë Dsouza')).toBe('zoe dsouza');
    expect(normaliseName('...')).toBe('');
  });

  it('should keep the threshold the ADR gives', () => {
    expect(NAME_SIMILARITY_THRESHOLD).toBe(0.45);
  });
});
