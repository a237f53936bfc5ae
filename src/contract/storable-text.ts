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

/**
 * Control characters: characters that steer a terminal or the order text is shown in rather than
 * being read. C0 (U+0000–U+001F: ESC, CR, LF and TAB among them), DEL, C1 (U+0080–U+009F), and the
 * bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which make a name
 * show in another order than it is stored. Stored text can hold them, but the free-text fields
 * people name and explain things in refuse them (the kiosk's name, the watchlist's reasons and
 * notes: src/contract/validation), and `vms` shows any already stored as escapes (cli/terminal-text.ts).
 */
const CONTROL_RANGES = String.raw`\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069`;
// Marked pure so that a bundle that uses only the storable-text check (the envelope on the sign-in pages) leaves these out.
const CONTROL = /* @__PURE__ */ new RegExp(`[${CONTROL_RANGES}]`);

/** Every control character, to replace each with something visible (a global pattern: for `replace`, never `test`). */
export const CONTROL_CHARACTERS = /* @__PURE__ */ new RegExp(`[${CONTROL_RANGES}]`, 'g');

/** Whether the text holds a control character; a field written over several lines may keep its line feeds (LF). */
export const hasControlCharacter = (text: string, options: { readonly lineFeeds?: boolean } = {}): boolean =>
  CONTROL.test(options.lineFeeds ? text.replaceAll('\n', '') : text);
