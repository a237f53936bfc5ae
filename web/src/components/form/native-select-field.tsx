import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useDefaultProps } from '@mui/material/DefaultPropsProvider';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';

/** The same root as MUI's TextField: its theme entry (`MuiTextField`: fullWidth by default) and class. */
const TextFieldRoot = styled(FormControl, { name: 'MuiTextField', slot: 'Root' })({});

export interface NativeSelectFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  /** The `<option>`s. */
  readonly children: ReactNode;
  readonly error?: boolean;
  readonly helperText?: ReactNode;
  readonly disabled?: boolean;
  readonly required?: boolean;
  readonly fullWidth?: boolean;
  readonly size?: 'small' | 'medium';
  readonly helperTextSx?: SxProps<Theme>;
}

/**
 * What MUI's `<TextField select slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>`
 * renders (an outlined field whose input is the browser's own `<select>`, with the same label, notch,
 * arrow, helper text, ids and theme defaults), built from NativeSelect and OutlinedInput, so that a
 * page with a native select does not load MUI's Select with its Menu, Popover and Modal (about 17 KB
 * gzip; bench/bundle-budget.ts), which a native select never opens.
 */
export const NativeSelectField = (inProps: NativeSelectFieldProps) => {
  const props = useDefaultProps({ props: inProps, name: 'MuiTextField' });
  const { label, value, onValueChange, children, error = false, helperText, disabled = false, required = false, fullWidth = false, size = 'medium', helperTextSx } = props;
  const id = useId();
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <TextFieldRoot className="MuiTextField-root" color="primary" variant="outlined" size={size} disabled={disabled} error={error} fullWidth={fullWidth} required={required}>
      <InputLabel htmlFor={id} id={`${id}-label`} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-describedby={helperTextId}
        inputProps={{ error }}
        input={<OutlinedInput label={label} notched fullWidth={fullWidth} className="MuiSelect-root" />}
      >
        {children}
      </NativeSelect>
      {helperText && (
        <FormHelperText id={helperTextId} sx={helperTextSx}>
          {helperText}
        </FormHelperText>
      )}
    </TextFieldRoot>
  );
};
