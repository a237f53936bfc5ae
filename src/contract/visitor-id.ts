/**
 * The identity documents a visitor may give (docs/product/visits.md VIS-DETAILS-11): Aadhaar or one
 * of the alternatives UIDAI says must be accepted. Only the last four characters of any of them are
 * ever kept (docs/product/README.md DEV-03), so what is shown is always the masked form and the kind.
 * No zod here: the masks and labels are read by screens that never load a schema.
 */
export const ID_KINDS = ['aadhaar', 'passport', 'driving_licence', 'voter_id', 'pan', 'other'] as const;
export type IdKind = (typeof ID_KINDS)[number];

export const isIdKind = (value: unknown): value is IdKind => typeof value === 'string' && (ID_KINDS as readonly string[]).includes(value);

/** The kind's name, as the form's choice and every record show it. */
export const ID_KIND_LABELS: Readonly<Record<IdKind, string>> = {
  aadhaar: 'Aadhaar',
  passport: 'Passport',
  driving_licence: 'Driving licence',
  voter_id: 'Voter ID (EPIC)',
  pan: 'PAN',
  other: 'Other ID',
};

/** The number's name, as the form's field and every record label it (`Aadhaar Number: XXXX XXXX 1234`). */
export const ID_NUMBER_LABELS: Readonly<Record<IdKind, string>> = {
  aadhaar: 'Aadhaar Number',
  passport: 'Passport Number',
  driving_licence: 'Driving Licence Number',
  voter_id: 'Voter ID (EPIC) Number',
  pan: 'PAN',
  other: 'Other ID Number',
};

/** A record's label and value for the ID: the kind's label and the mask, or `ID Number: Not given`. */
export const idEntry = (kind: IdKind | null | undefined, masked: string | null | undefined): [string, string] =>
  kind && masked ? [ID_NUMBER_LABELS[kind], masked] : ['ID Number', 'Not given'];

/** How many characters are kept: the last four, enough to tell two cards apart at the desk and for the watchlist. */
export const ID_KEPT_CHARACTERS = 4;

/** A document's number as it is checked and its last four taken: capitals, without spaces, hyphens or slashes (Aadhaar: digits only). */
export const normaliseIdNumber = (value: string): string => value.replace(/[\s\-/]+/g, '').toUpperCase();

/** The characters kept of a checked number. */
export const idLast4 = (normalised: string): string => normalised.slice(-ID_KEPT_CHARACTERS);

/**
 * What stands before the kept four characters when an ID is shown: Aadhaar `XXXX XXXX 1234`
 * (VIS-DETAILS-11); a passport, a voter ID and a PAN as long as their numbers are (`XXXX4567`,
 * `XXXXXX4567`, `XXXXXX234F`); a driving licence or another ID, whose lengths vary, `XXXX 1234`.
 * Data, so that the export's SQL writes the same mask (pg-copy-visit-export-source.ts).
 */
export const ID_MASK_PREFIX: Readonly<Record<IdKind, string>> = {
  aadhaar: 'XXXX XXXX ',
  passport: 'XXXX',
  driving_licence: 'XXXX ',
  voter_id: 'XXXXXX',
  pan: 'XXXXXX',
  other: 'XXXX ',
};

/** The only way an ID is ever shown: its mask and the last four characters, or null when none was given. */
export const maskId = (kind: IdKind | null | undefined, last4: string | null | undefined): string | null =>
  kind && last4 ? `${ID_MASK_PREFIX[kind]}${last4}` : null;

/** How many characters each kind's field takes as typed, spaces and hyphens included (a licence is written `MH12 20110012345`). */
export const ID_TYPING_MAX: Readonly<Record<IdKind, number>> = { aadhaar: 12, passport: 8, driving_licence: 20, voter_id: 10, pan: 10, other: 30 };

/** One character an ID other than Aadhaar may hold: letters, digits, spaces, hyphens and slashes. */
export const ID_CHAR = /[A-Za-z0-9 \-/]/;

/** What may be typed in the number's field of `kind`: digits for Aadhaar (its own rule), else ID_CHAR, up to the kind's length. */
export const idTypable = (kind: IdKind, value: string): boolean =>
  value.length <= ID_TYPING_MAX[kind] && (kind === 'aadhaar' ? /^\d*$/.test(value) : /^[A-Za-z0-9 \-/]*$/.test(value) && !value.startsWith(' '));
