/**
 * What a kiosk may show of a person (issue 27, docs/adr/0018-kiosk-privacy.md): the first word
 * of their name. The tablet stands in a public place, so a lookup names neither the visitor nor the
 * host in full.
 */
export const firstNameOf = (name: string): string => name.trim().split(/\s+/)[0] ?? '';
