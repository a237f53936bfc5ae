import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import SvgIcon from '@mui/material/SvgIcon';
import type { Dayjs } from 'dayjs';
import { OutlinedTextField } from '../../components/form/outlined-text-field.tsx';
import { VISIT_DATE_FORMAT } from '#contract/site-calendar.ts';
import type { VisitDatePickerProps } from './visit-date-picker.tsx';

const text = (value: Dayjs | null) => (value === null ? '' : value.isValid() ? value.format(VISIT_DATE_FORMAT) : '');

/**
 * What the Date of Visit field looks like while the picker's code arrives (a moment after the form
 * appears): the same outlined field, label, helper text and calendar button, not yet editable.
 */
export const VisitDateFieldPlaceholder = ({ value, helperText, error }: Pick<VisitDatePickerProps, 'value' | 'helperText' | 'error'>) => (
  <OutlinedTextField
    label="Date of Visit"
    value={text(value)}
    required
    fullWidth
    error={error}
    helperText={helperText}
    slotProps={{
      htmlInput: { readOnly: true, 'aria-busy': true },
      input: {
        endAdornment: (
          <InputAdornment position="end">
            <IconButton aria-label="Choose date" edge="end" disabled tabIndex={-1} sx={{ '&.Mui-disabled': { color: 'action.active' } }}>
              <SvgIcon fontSize="medium">
                <path d="M17 12h-5v5h5v-5zM16 1v2H8V1H6v2H5c-1.11 0-1.99.9-1.99 2L3 19c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2h-1V1h-2zm3 18H5V8h14v11z" />
              </SvgIcon>
            </IconButton>
          </InputAdornment>
        ),
      },
    }}
  />
);
