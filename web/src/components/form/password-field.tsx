import VisibilityOffRounded from '@mui/icons-material/VisibilityOffRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { PASSWORD_MAX } from '#contract/validation/identity-typing.ts';
import { FilteredTextField, type FilteredTextFieldProps } from './filtered-text-field.tsx';

export type PasswordFieldProps = Omit<FilteredTextFieldProps, 'type' | 'slotProps'> & {
  /** The id of text that explains the field (its rules), for screen readers. */
  readonly describedBy?: string;
};

/** A password input (max 50) with a show/hide toggle. */
export const PasswordField = ({ label = 'Password', disabled, describedBy, ...props }: PasswordFieldProps) => {
  const [visible, setVisible] = useState(false);
  const name = typeof label === 'string' ? label.toLowerCase() : 'password';
  return (
    <FilteredTextField
      label={label}
      disabled={disabled}
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        htmlInput: {
          maxLength: PASSWORD_MAX,
          autoCapitalize: 'none',
          autoCorrect: 'off',
          spellCheck: false,
          ...(describedBy && !props.error ? { 'aria-describedby': describedBy } : {}),
        },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? `Hide ${name}` : `Show ${name}`}
                aria-pressed={visible}
                onClick={() => setVisible((shown) => !shown)}
                onMouseDown={(event) => event.preventDefault()}
                edge="end"
                disabled={disabled}
              >
                {visible ? <VisibilityOffRounded /> : <VisibilityRounded />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
