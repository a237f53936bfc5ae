import type { ChangeEvent } from 'react';
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

/** A text field that keeps only what its rules allow to be typed, with its error under it. */
export const FilteredTextField = ({ value, onValueChange, typable, normalise, error, helperText, ...props }: FilteredTextFieldProps) => {
  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = normalise ? normalise(event.target.value) : event.target.value;
    if (typable && !typable(next)) return;
    onValueChange(next);
  };
  return <OutlinedTextField {...props} value={value} onChange={change} error={Boolean(error)} helperText={error ?? helperText} />;
};
