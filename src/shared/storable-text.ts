/**
 * Text PostgreSQL refuses: NUL in `text`, and a lone UTF-16 surrogate (which JSON.stringify writes
 * as a `\ud800` escape that `jsonb` rejects). Such input is a 400 at the edge, never a failed
 * statement, a 500 and a log line quoting the SQL.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isStorableText = (text: string): boolean => !UNSTORABLE.test(text);

/** Every string in a parsed JSON value (keys included) is storable. */
export const isStorableValue = (value: unknown): boolean => {
  if (typeof value === 'string') return isStorableText(value);
  if (Array.isArray(value)) return value.every(isStorableValue);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).every(([key, item]) => isStorableText(key) && isStorableValue(item));
  }
  return true;
};
