import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import type { ReactNode } from 'react';

export interface CheckboxGroupFieldProps<T extends string | number> {
  /** The fieldset's legend. */
  readonly legend: string;
  /** Each choice, in the order shown. */
  readonly options: readonly { readonly value: T; readonly label: string }[];
  /** The choices ticked, in the order they were ticked. */
  readonly chosen: readonly T[];
  readonly onChange: (chosen: T[]) => void;
  /** The rule's words when the choice is refused; the hint otherwise. */
  readonly error: string | undefined;
  readonly hint: string;
  readonly disabled?: boolean;
  /** A choice above the list (e.g. "All sites"), and whether the list shows under it. */
  readonly before?: ReactNode;
  readonly hideOptions?: boolean;
}

/**
 * A list of checkboxes for "one or more of these" (an API token's scopes, a webhook's events, a
 * breach's kinds of data and sites): one fieldset, its legend, each box marked invalid with the
 * fieldset, and the rule's words or the hint under it.
 */
export const CheckboxGroupField = <T extends string | number>({ legend, options, chosen, onChange, error, hint, disabled = false, before, hideOptions = false }: CheckboxGroupFieldProps<T>) => (
  <FormControl component="fieldset" error={error !== undefined} disabled={disabled}>
    <FormLabel component="legend">{legend}</FormLabel>
    <FormGroup>
      {before}
      {!hideOptions &&
        options.map(({ value, label }) => (
          <FormControlLabel
            key={value}
            control={
              <Checkbox
                checked={chosen.includes(value)}
                onChange={(event) => onChange(event.target.checked ? [...chosen, value] : chosen.filter((one) => one !== value))}
                slotProps={{ input: { 'aria-invalid': error !== undefined } }}
              />
            }
            label={label}
          />
        ))}
    </FormGroup>
    <FormHelperText>{error ?? hint}</FormHelperText>
  </FormControl>
);
