import type { IdKind } from '#contract/visitor-id.ts';

/**
 * The watchlist's matching rule (issue 13, docs/adr/0013-watchlist.md): a person matches an active
 * entry on an exact phone number, or on a close name (pg_trgm similarity of the normalised names at
 * least NAME_SIMILARITY_THRESHOLD) together with another field that matches exactly (the phone or the
 * last four characters of the ID, of the entry's kind when it names one: issue 31). A close name alone is never a match: too many people share
 * a name, and a flag stops a visitor at the door.
 */

/**
 * pg_trgm similarity from which two normalised names count as close. At 0.45 a spelling variant, an
 * initial or a missing surname part still matches ("rohan verma" / "rohan varma" 0.60, "rohan k verma"
 * 0.86, "rajesh kumar" / "rajesh kumar singh" 0.68) while people sharing only a first name do not
 * ("rajesh kumar" / "rajesh sharma" 0.35, "priya nair" / "priya menon" 0.35). Some different people
 * still come close ("anil kapoor" / "sunil kapoor" 0.56): that is why a close name never matches alone.
 */
export const NAME_SIMILARITY_THRESHOLD = 0.45;

/** The name as matching compares it: lower case, letters and single spaces only. */
export const normaliseName = (name: string): string =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();

/** A person to check: a visitor's name, phone and (when known) the kind and last four characters of their ID. */
export interface WatchlistSubject {
  readonly name: string;
  readonly phone: string | null;
  readonly idKind: IdKind | null;
  readonly idLast4: string | null;
}

/** What the rule compares of an entry (a null kind: any kind). */
export interface WatchlistCandidate {
  readonly phone: string | null;
  readonly idKind: IdKind | null;
  readonly idLast4: string | null;
}

/** Why an entry matched: the fields that agree (never the entry's reason). `name_and_aadhaar`, named when only Aadhaar was kept, is the name and the ID's last four. */
export type WatchlistMatchKind = 'phone' | 'name_and_phone' | 'name_and_aadhaar';

const same = (a: string | null, b: string | null): boolean => a !== null && b !== null && a !== '' && a === b;

/**
 * Whether `subject` matches `entry`, given the pg_trgm similarity of their normalised names (the
 * database computes it): the kind of match, or null.
 */
export const watchlistMatch = (entry: WatchlistCandidate, subject: WatchlistSubject, nameSimilarity: number): WatchlistMatchKind | null => {
  const phone = same(entry.phone, subject.phone);
  const closeName = nameSimilarity >= NAME_SIMILARITY_THRESHOLD;
  if (phone) return closeName ? 'name_and_phone' : 'phone';
  if (closeName && same(entry.idLast4, subject.idLast4) && (entry.idKind === null || entry.idKind === subject.idKind)) return 'name_and_aadhaar';
  return null;
};
