import SvgIcon from '@mui/material/SvgIcon';
import { useEffect, useState, type ComponentType } from 'react';
import { OutlinedTextField } from '../../components/form/outlined-text-field.tsx';
import type { AdditionalCountFieldProps } from './additional-count-field.tsx';

type CountField = ComponentType<AdditionalCountFieldProps>;

/** The field's code once it has arrived: every form rendered after that shows it at once. */
let arrived: CountField | null = null;

/**
 * "Number of Additional Visitors" as it looks before its code arrives (a moment after the form
 * appears; the field itself appears only once the visitor answers Yes): the same outlined field with
 * its label, "Select", arrow (MUI's NativeSelect's: 7 px from the right edge, the select 32 px clear
 * of it) and helper text, not yet usable.
 */
const CountFieldPlaceholder = ({ error }: Pick<AdditionalCountFieldProps, 'error'>) => (
  <OutlinedTextField
    label="Number of Additional Visitors"
    required
    value="Select"
    error={Boolean(error)}
    helperText={error ?? 'Up to 4 people.'}
    slotProps={{
      inputLabel: { shrink: true },
      htmlInput: { readOnly: true, 'aria-busy': true, sx: { pr: '32px', cursor: 'pointer', userSelect: 'none' } },
      input: {
        sx: { pr: 0 },
        endAdornment: (
          <SvgIcon sx={{ position: 'absolute', right: 7, top: 'calc(50% - .5em)', pointerEvents: 'none', color: 'action.active' }}>
            <path d="M7 10l5 5 5-5z" />
          </SvgIcon>
        ),
      },
    }}
  />
);

/** Fetches the field's code; the form calls it as it renders, so that it has arrived by the time the visitor answers Yes. */
export const loadCountField = async (): Promise<CountField> => (arrived ??= (await import('./additional-count-field.tsx')).default);

/** The count field, or its placeholder until its code arrives (fetched again if the form's fetch failed). */
export const DeferredCountField = (props: AdditionalCountFieldProps) => {
  const [Field, setField] = useState<CountField | null>(() => arrived);
  useEffect(() => {
    if (Field !== null) return undefined;
    let current = true;
    loadCountField().then(
      (field) => {
        if (current) setField(() => field);
      },
      (error: unknown) => console.error('The additional visitors field failed to load:', error),
    );
    return () => {
      current = false;
    };
  }, [Field]);
  return Field === null ? <CountFieldPlaceholder error={props.error} /> : <Field {...props} />;
};
