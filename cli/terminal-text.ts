import { CONTROL_CHARACTERS } from '#contract/storable-text.ts';

/**
 * What `vms` prints never steers the terminal it is read in (issue 27): a stored kiosk name or
 * watchlist reason holding ESC could set the window's title or clear the screen, CR could overwrite
 * a line, a direction override (U+202E) could show a name backwards. The forms refuse such
 * characters now (src/contract/storable-text.ts), but rows stored before, or written by other means,
 * may hold them. So every control character reaches the terminal as a visible escape: `\n`, `\r`,
 * `\t`, `\x1b` (C0, DEL and C1 as `\xNN`), `\u202e`. A backslash is printed as it is: these lines are
 * for people; `--json` carries the exact value.
 */
const NAMED: Readonly<Record<string, string>> = { '\t': '\\t', '\n': '\\n', '\r': '\\r' };

const hex = (character: string): string => {
  const code = character.charCodeAt(0);
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
};

/** One value (a table's cell, a name in a sentence): every control character as a visible escape. */
export const terminalText = (text: string): string => text.replace(CONTROL_CHARACTERS, (character) => NAMED[character] ?? hex(character));

/**
 * Output made of lines (everything `vms` writes through its CliRun): each line's text as terminalText
 * makes it, its line end kept (LF, or CRLF as a CSV writes it; a CR that ends a line moves nothing).
 */
export const terminalLines = (text: string): string =>
  text
    .split(/(\r?\n)/)
    .map((part, i) => (i % 2 === 1 ? part : terminalText(part)))
    .join('');

/**
 * JSON for a terminal. JSON.stringify writes C0 inside strings as `\u001b` escapes but leaves DEL, C1
 * and the direction marks as they are; those become `\u007f`, `\u0085`, `\u202e` too, so a program
 * reads the same value and a terminal shows escapes. (A raw line feed in JSON is the layout's.)
 */
export const terminalJsonText = (json: string): string =>
  json.replace(CONTROL_CHARACTERS, (character) => (character === '\n' ? character : `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`));

/** `--json`: one document, as terminalJsonText makes it. */
export const terminalJson = (value: unknown): string => terminalJsonText(JSON.stringify(value, null, 2));
