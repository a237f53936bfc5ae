/**
 * An evacuation's roll call (issue 30, docs/product/evacuation.md EVAC-ROLL): each person on site is
 * unaccounted for until someone marks them safe or missing; a mark tapped by mistake goes back to
 * unaccounted. Shared by the server, which stores the marks, and the SPA, which shows and counts them.
 */
export const EVACUATION_MARKS = ['unaccounted', 'safe', 'missing'] as const;
export type EvacuationMark = (typeof EVACUATION_MARKS)[number];

/** Who a person of the roll call is: a visitor checked in at the site, or the host of one. */
export const EVACUATION_PERSON_KINDS = ['visitor', 'host'] as const;
export type EvacuationPersonKind = (typeof EVACUATION_PERSON_KINDS)[number];

/** What the roll call and its print call each mark. */
export const EVACUATION_MARK_LABELS: Readonly<Record<EvacuationMark, string>> = {
  unaccounted: 'Unaccounted',
  safe: 'Safe',
  missing: 'Missing',
};

export type EvacuationTally = Readonly<Record<EvacuationMark, number>>;

/** How many people carry each mark: the roll call's counts, on the screen and in the audit record. */
export const tallyMarks = (people: readonly { readonly mark: EvacuationMark }[]): EvacuationTally => {
  const tally: Record<EvacuationMark, number> = { unaccounted: 0, safe: 0, missing: 0 };
  for (const person of people) tally[person.mark] += 1;
  return tally;
};
