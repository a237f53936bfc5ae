/** Plain, aligned columns for people; `--json` elsewhere is for programs. */
export const formatTable = (rows: readonly Record<string, unknown>[], columns?: readonly string[]): string => {
  const keys = columns ?? (rows[0] ? Object.keys(rows[0]) : []);
  if (rows.length === 0) return '(none)\n';
  const cell = (value: unknown) => (value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value));
  const widths = keys.map((key) => Math.max(key.length, ...rows.map((row) => cell(row[key]).length)));
  const line = (values: string[]) => values.map((value, i) => value.padEnd(widths[i] ?? 0)).join('  ').trimEnd();
  return [line(keys.map((key) => key.toUpperCase())), ...rows.map((row) => line(keys.map((key) => cell(row[key]))))].join('\n') + '\n';
};

export const printJson = (value: unknown): void => {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
};
