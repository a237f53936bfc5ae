/**
 * What a text field says when it refuses a change (issue 28, docs/product/identity.md ID-FIELDS-06; docs/product/messages.md MSG-05: "nothing typed
 * vanishes silently"). The description says invalid typing is ignored; the field still ignores it, and
 * names at the field what it refused: "# is not allowed here" for a character the field never holds,
 * "- cannot follow . here" or "0 cannot come first here" for one it holds elsewhere, "At most 60
 * characters fit here" for one too many. The hint is ours; the description's messages are untouched.
 */

/** What a refusal hint needs to know of a field: its typing rule, the characters it ever holds and its typing limit. */
export interface TypingRule {
  /** The field's `…Typable` predicate (identity-typing.ts, visit-typing.ts). */
  readonly typable: (value: string) => boolean;
  /** One character the field may hold somewhere. Without it, every refused character is "not allowed here". */
  readonly char?: RegExp;
  /** The most characters the field takes while typing. */
  readonly max?: number;
}

/** A character as the hint names it: spaces and invisible characters in words, the rest as typed. */
const named = (char: string, first: boolean): string => {
  if (char === ' ') return first ? 'A space' : 'a space';
  if (/^\s$/u.test(char)) return first ? 'A line break or tab' : 'a line break or tab';
  const code = char.codePointAt(0) ?? 0;
  // Control characters and direction marks show as nothing: name them by their code point.
  if (code < 0x20 || (code >= 0x7f && code < 0xa0) || /\p{Cf}/u.test(char)) return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return char;
};

/**
 * The hint for a change the field refused: `before` is what it showed, `typed` what the browser holds
 * after the change. The first inserted character the rule refuses is named; undefined when the change
 * is not refused.
 */
export const typingHint = (rule: TypingRule, before: string, typed: string): string | undefined => {
  if (rule.typable(typed)) return undefined;
  const typedChars = [...typed];
  const beforeChars = [...before];
  if (rule.max !== undefined && typedChars.length > rule.max && typedChars.length > beforeChars.length) return `At most ${rule.max} characters fit here`;
  // The change is one replaced range: what is the same at both ends stays, the middle was inserted.
  let start = 0;
  while (start < beforeChars.length && start < typedChars.length && beforeChars[start] === typedChars[start]) start += 1;
  let end = 0;
  while (end < beforeChars.length - start && end < typedChars.length - start && beforeChars[beforeChars.length - 1 - end] === typedChars[typedChars.length - 1 - end]) end += 1;
  const head = typedChars.slice(0, start);
  const inserted = typedChars.slice(start, typedChars.length - end);
  const tail = typedChars.slice(typedChars.length - end);
  const kept: string[] = [...head];
  for (const char of inserted) {
    if (!rule.typable([...kept, char, ...tail].join(''))) {
      if (rule.char && rule.char.test(char)) {
        const previous = kept.at(-1);
        return previous === undefined ? `${named(char, true)} cannot come first here` : `${named(char, true)} cannot follow ${named(previous, false)} here`;
      }
      return `${named(char, true)} is not allowed here`;
    }
    kept.push(char);
  }
  return 'This change is not allowed here';
};
