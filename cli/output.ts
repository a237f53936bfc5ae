import { formatSiteDateTime } from '#contract/site-calendar.ts';
import { terminalText } from './terminal-text.ts';

/**
 * For a table people read: these columns' instants (ISO strings, as the `--json` views carry them)
 * at the site, as the web shows them (`23-11-2026 01:33 PM`), not in UTC.
 */
export const atSite = <Row extends object>(rows: readonly Row[], keys: readonly (keyof Row & string)[], timeZone: string): Row[] =>
  rows.map((row) => {
    const shown = { ...row } as Record<string, unknown>;
    for (const key of keys) {
      const value = shown[key];
      if (typeof value === 'string' || value instanceof Date) shown[key] = formatSiteDateTime(new Date(value), timeZone);
    }
    return shown as Row;
  });

/** `visitorType` → `VISITOR TYPE`: headers people read. */
const heading = (key: string): string => key.replace(/([a-z])([A-Z])/g, '$1 $2').toUpperCase();

/** Plain, aligned columns for people; `--json` elsewhere is for programs. */
export const formatTable = <Row extends object>(rows: readonly Row[], columns?: readonly string[]): string => {
  const keys = columns ?? (rows[0] ? Object.keys(rows[0]) : []);
  const field = (row: Row, key: string): unknown => (row as Record<string, unknown>)[key];
  if (rows.length === 0) return '(none)\n';
  // Stored text may hold control characters: shown as escapes (cli/terminal-text.ts), and measured as shown.
  const cell = (value: unknown) => (value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : terminalText(String(value)));
  const widths = keys.map((key) => Math.max(heading(key).length, ...rows.map((row) => cell(field(row, key)).length)));
  const line = (values: string[]) => values.map((value, i) => value.padEnd(widths[i] ?? 0)).join('  ').trimEnd();
  return [line(keys.map(heading)), ...rows.map((row) => line(keys.map((key) => cell(field(row, key)))))].join('\n') + '\n';
};
