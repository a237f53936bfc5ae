import SvgIcon from '@mui/material/SvgIcon';
import { deferred } from '../../components/deferred.tsx';
import { OutlinedTextField } from '../../components/form/outlined-text-field.tsx';
import type { AdditionalCountFieldProps } from './additional-count-field.tsx';

/**
 * "Number of Additional Visitors" as it looks before its code arrives (a moment after the form
 * appears; the field itself appears only once the visitor answers Yes): the same outlined field with
 * its label, "Select", arrow (MUI's NativeSelect's: 7 px from the right edge, the select 32 px clear
 * of it) and helper text, not yet usable.
 */
const CountFieldPlaceholder = ({ error }: AdditionalCountFieldProps) => (
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

/**
 * The count field, or its placeholder until its code arrives; the form preloads it as it renders
 * (`DeferredCountField.preload`), so that it has arrived by the time the visitor answers Yes.
 */
export const DeferredCountField = deferred(
  async () => (await import('./additional-count-field.tsx')).default,
  'additional visitors field',
  CountFieldPlaceholder,
);
