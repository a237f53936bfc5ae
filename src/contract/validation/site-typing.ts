/**
 * A site's retention typed as text (the site dialog's field, `vms sites --personal-data-days` and the other retentions): digits are a
 * number for the schema (site.ts); anything else goes as typed, for the schema's own message. Apart from
 * the schema so that the CLI reads it without loading zod before a command runs.
 */
export const retentionDaysOf = (text: string): number | string => (/^\s*\d{1,9}\s*$/.test(text) ? Number(text) : text);
