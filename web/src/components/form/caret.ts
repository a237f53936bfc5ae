/**
 * Where the caret belongs after a filtered field handled a change, so typing in the middle of a value never sends
 * the caret to the end (issue 12).
 *
 * `typed` is what the browser holds after the change (with the caret at `caret`, its selection end), `kept` what the
 * field keeps: the value it showed before when the change is refused, a normalised `typed` otherwise. The characters
 * the filter removed sat just before the caret, so the caret moves back by as many (a refused deletion puts back the
 * deleted characters, and the caret after them, where a Backspace found it).
 */
export const caretAfterFilter = (typed: string, caret: number, kept: string): number => {
  if (kept === typed) return caret;
  const removed = typed.length - kept.length;
  const position = caret - removed;
  return Math.min(Math.max(position, 0), kept.length);
};
