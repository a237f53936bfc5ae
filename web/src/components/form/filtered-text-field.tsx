import { useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { caretAfterFilter } from './caret.ts';
import { OutlinedTextField, type OutlinedTextFieldOnlyProps } from './outlined-text-field.tsx';

export type FilteredTextFieldProps = Omit<OutlinedTextFieldOnlyProps, 'value' | 'onChange' | 'error'> & {
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  /**
   * The shared `…Typable` rule of the field (src/shared/validation): a change it refuses is
   * ignored, as the description says of invalid typing.
   */
  readonly typable?: (value: string) => boolean;
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
export const FilteredTextField = ({ value, onValueChange, typable, normalise, error, helperText, ...props }: FilteredTextFieldProps) => {
  const pending = useRef<PendingCaret | null>(null);
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
    if (!refused) onValueChange(next);
  };
  // A disabled field shows no error (issue 12): nothing can be fixed in it until it opens.
  const shownError = props.disabled ? undefined : error;
  return <OutlinedTextField {...props} value={value} onChange={change} error={Boolean(shownError)} helperText={shownError ?? helperText} />;
};
