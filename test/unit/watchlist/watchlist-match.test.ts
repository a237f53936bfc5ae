import { describe, expect, it } from 'vitest';
import type { IdKind } from '#contract/visitor-id.ts';
import { NAME_SIMILARITY_THRESHOLD, normaliseName, watchlistMatch, type WatchlistCandidate, type WatchlistMatchKind } from '../../../src/watchlist/domain/watchlist-match.ts';

const entry: WatchlistCandidate = { phone: '9876543210', idKind: 'aadhaar', idLast4: '1234' };
const nameOnly: WatchlistCandidate = { phone: null, idKind: null, idLast4: null };
/** An entry whose ID's kind nobody knew: its last four match a visitor's ID of any kind (issue 31). */
const anyKind: WatchlistCandidate = { phone: null, idKind: null, idLast4: '234F' };
const pan: WatchlistCandidate = { phone: null, idKind: 'pan', idLast4: '234F' };
const CLOSE = NAME_SIMILARITY_THRESHOLD;
const FAR = NAME_SIMILARITY_THRESHOLD - 0.01;

/** Each row: the entry, the person's phone and ID (kind and last four), the names' similarity, and the answer. */
type Row = readonly [title: string, entry: WatchlistCandidate, phone: string | null, id: readonly [IdKind, string] | null, similarity: number, expected: WatchlistMatchKind | null];

const TABLE: readonly Row[] = [
  ['the same phone, another name', entry, '9876543210', null, 0, 'phone'],
  ['the same phone and a close name', entry, '9876543210', null, 0.8, 'name_and_phone'],
  ['the same phone, the name just below the threshold', entry, '9876543210', ['aadhaar', '0000'], FAR, 'phone'],
  ['a close name and the same Aadhaar last four', entry, '9123456780', ['aadhaar', '1234'], 0.7, 'name_and_aadhaar'],
  ['the name exactly at the threshold and the same Aadhaar last four', entry, null, ['aadhaar', '1234'], CLOSE, 'name_and_aadhaar'],
  ['the name just below the threshold and the same Aadhaar last four', entry, null, ['aadhaar', '1234'], FAR, null],
  ['the same name alone, no other field', entry, '9123456780', ['aadhaar', '9999'], 1, null],
  ['the same name, the person gives neither phone nor ID', entry, null, null, 1, null],
  ['an entry with a name only: never a match on the name alone', nameOnly, '9876543210', ['aadhaar', '1234'], 1, null],
  ['another phone and another Aadhaar last four', entry, '9123456780', ['aadhaar', '4321'], 0.2, null],
  ['the same Aadhaar last four with another name', entry, null, ['aadhaar', '1234'], 0.1, null],
  ['empty strings are not a match', { phone: '', idKind: null, idLast4: '' }, '', ['other', ''], 1, null],
  // The kind (issue 31): an entry of a kind matches that kind's last four only; an entry of no kind, any kind's.
  ['an Aadhaar entry\'s last four on a passport: another document, no match', entry, null, ['passport', '1234'], 1, null],
  ['a PAN entry and a close name with the same PAN last four', pan, null, ['pan', '234F'], 0.7, 'name_and_aadhaar'],
  ['a PAN entry and the same last four of an "other" ID', pan, null, ['other', '234F'], 1, null],
  ['an entry of no kind and the same last four of a PAN', anyKind, null, ['pan', '234F'], 0.7, 'name_and_aadhaar'],
  ['an entry of no kind and the same last four of a driving licence', anyKind, null, ['driving_licence', '234F'], 0.7, 'name_and_aadhaar'],
  ['an entry of no kind, the same last four, the name far', anyKind, null, ['pan', '234F'], FAR, null],
];

describe('the watchlist matching rule', () => {
  it.each(TABLE)('%s', (_case, candidate, phone, id, similarity, expected) => {
    expect(watchlistMatch(candidate, { name: 'any', phone, idKind: id?.[0] ?? null, idLast4: id?.[1] ?? null }, similarity)).toBe(expected);
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
