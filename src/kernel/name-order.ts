/**
 * How names of places and people compare wherever a list sorts them or a lookup matches them: English
 * rules, case and accents ignored ("Main gate" and "main GATE" are one name).
 *
 * One collator for the process: `String.prototype.localeCompare` with a locale and options builds
 * a collator on every call (about 30 µs each), and a desk list at twenty sites sorts them on every
 * request; that sort alone was 13 % of the desk list's server CPU (docs/performance.md).
 */
const collator = new Intl.Collator('en', { sensitivity: 'base' });

/** Orders two names: negative, zero or positive, as `Array.prototype.sort` takes. */
export const compareNames = (a: string, b: string): number => collator.compare(a, b);

/** Whether two names are the same name, whatever their case or accents. */
export const sameName = (a: string, b: string): boolean => collator.compare(a, b) === 0;
