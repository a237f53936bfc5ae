import { useLayoutEffect, useRef, useState, type ChangeEvent, type FocusEvent } from 'react';
import { typingHint } from '../../lib/typing-hint.ts';
import { caretAfterFilter } from './caret.ts';
import { OutlinedTextField, type OutlinedTextFieldOnlyProps } from './outlined-text-field.tsx';

export type FilteredTextFieldProps = Omit<OutlinedTextFieldOnlyProps, 'value' | 'onChange' | 'error'> & {
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  /**
   * The shared `…Typable` rule of the field (src/contract/validation): a change it refuses is
   * ignored, as the description says of invalid typing, and a hint at the field names what was refused
   * (issue 28: nothing typed vanishes silently).
   */
  readonly typable?: (value: string) => boolean;
  /** One character the field may hold somewhere (the rule's `…_CHAR`): the hint then tells "not allowed" from "not here". */
  readonly allowedChar?: RegExp;
  /** The most characters `typable` takes: the hint then says so rather than name the character. */
  readonly typingMax?: number;
  /** Applied before `typable`, e.g. stripping spaces from a password. */
  readonly normalise?: (value: string) => string;
  /** The field's error message, shown under it. */
  readonly error?: string | undefined;
};

type PendingCaret = { readonly input: HTMLInputElement | HTMLTextAreaElement; readonly value: string; readonly caret: number };

/** Puts the caret back once the input shows `value` (types without a selection, such as e-mail, are left alone). */
const placeCaret = ({ input, value, caret }: PendingCaret): void => {
  if (input.value !== value || document.activeElement !== input) return;
  try {
    input.setSelectionRange(caret, caret);
  } catch {
    // an input type without a caret
  }
};

/**
 * A text field that keeps only what its rules allow to be typed, with its error under it. A refused or normalised
 * change leaves the caret where the typing was (caretAfterFilter), not at the end of the value.
 */
export const FilteredTextField = ({ value, onValueChange, typable, allowedChar, typingMax, normalise, error, helperText, onBlur, ...props }: FilteredTextFieldProps) => {
  const pending = useRef<PendingCaret | null>(null);
  // What the last refused change was, said at the field until the next change it keeps (or leaving the field).
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  useLayoutEffect(() => {
    if (pending.current === null) return;
    placeCaret(pending.current);
    pending.current = null;
  });
  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const input = event.target;
    const typed = input.value;
    const next = normalise ? normalise(typed) : typed;
    const refused = typable !== undefined && !typable(next);
    const kept = refused ? value : next;
    if (kept !== typed && input.selectionEnd !== null) {
      const caret = caretAfterFilter(typed, input.selectionEnd, kept);
      if (refused) {
        // React puts the shown value back after this handler, with no render: place the caret after that.
        queueMicrotask(() => placeCaret({ input, value: kept, caret }));
      } else {
        pending.current = { input, value: kept, caret };
      }
    }
    setRefusal(refused ? typingHint({ typable, ...(allowedChar ? { char: allowedChar } : {}), ...(typingMax !== undefined ? { max: typingMax } : {}) }, value, next) : undefined);
    if (!refused) onValueChange(next);
  };
  const blur = (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setRefusal(undefined);
    onBlur?.(event);
  };
  // A disabled field shows no error (issue 12): nothing can be fixed in it until it opens.
  const shownError = props.disabled ? undefined : error;
  const shownHelp = refusal !== undefined ? <span role="status" data-testid="typing-hint">{refusal}</span> : (shownError ?? helperText);
  return <OutlinedTextField {...props} value={value} onChange={change} onBlur={blur} error={Boolean(shownError)} helperText={shownHelp} />;
};
