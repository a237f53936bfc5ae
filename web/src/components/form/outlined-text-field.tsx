import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useDefaultProps } from '@mui/material/DefaultPropsProvider';
import { styled } from '@mui/material/styles';
import type { OutlinedTextFieldProps } from '@mui/material/TextField';
import { forwardRef, useId } from 'react';

/** MUI's TextField props for an outlined field that is not a select. */
export type OutlinedTextFieldOnlyProps = Omit<OutlinedTextFieldProps, 'variant' | 'select' | 'SelectProps' | 'children'> & { readonly variant?: 'outlined' };

/** The same root as MUI's TextField: its theme entry (`MuiTextField`: fullWidth by default) and class. */
const TextFieldRoot = styled(FormControl, { name: 'MuiTextField', slot: 'Root' })({});

type SlotValue = Readonly<Record<string, unknown>>;
const slot = (value: unknown, ownerState: object): SlotValue =>
  (typeof value === 'function' ? (value as (state: object) => SlotValue)(ownerState) : (value as SlotValue | undefined)) ?? {};
const joined = (...names: unknown[]) => names.filter((name) => typeof name === 'string' && name !== '').join(' ') || undefined;

/**
 * MUI's TextField, outlined and without its select: the same elements, classes, ids and theme
 * defaults (label, OutlinedInput, helper text in a FormControl), built from those parts directly so
 * that a page without a select does not load MUI's Select, Menu and Popover (about 7 KB gzip).
 * A field that is a select uses MUI's TextField itself.
 */
export const OutlinedTextField = forwardRef<HTMLDivElement, OutlinedTextFieldOnlyProps>(function OutlinedTextField(inProps, ref) {
  const props = useDefaultProps({ props: inProps, name: 'MuiTextField' });
  const {
    autoComplete,
    autoFocus = false,
    className,
    color = 'primary',
    defaultValue,
    disabled = false,
    error = false,
    fullWidth = false,
    helperText,
    id: idOverride,
    inputRef,
    label,
    maxRows,
    minRows,
    multiline = false,
    name,
    onBlur,
    onChange,
    onFocus,
    placeholder,
    required = false,
    rows,
    slots: _slots,
    slotProps = {},
    type,
    value,
    variant: _variant,
    ...other
  } = props;
  const ownerState = { ...props, autoFocus, color, disabled, error, fullWidth, multiline, required, select: false, variant: 'outlined' as const };
  const reactId = useId();
  const id = idOverride ?? reactId;
  const helperTextId = helperText && id ? `${id}-helper-text` : undefined;
  const inputLabelId = label && id ? `${id}-label` : undefined;
  const rootSlot = slot(slotProps.root, ownerState);
  const inputSlot = slot(slotProps.input, ownerState);
  const inputLabelSlot = slot(slotProps.inputLabel, ownerState);
  const htmlInputSlot = slot(slotProps.htmlInput, ownerState);
  const helperTextSlot = slot(slotProps.formHelperText, ownerState);
  const notched = inputLabelSlot.shrink === undefined ? {} : { notched: inputLabelSlot.shrink as boolean };
  return (
    <TextFieldRoot
      disabled={disabled}
      error={error}
      fullWidth={fullWidth}
      required={required}
      color={color}
      variant="outlined"
      {...other}
      {...rootSlot}
      className={joined('MuiTextField-root', className, rootSlot.className)}
      ref={ref}
    >
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={inputLabelId} {...inputLabelSlot}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        aria-describedby={helperTextId}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        defaultValue={defaultValue}
        fullWidth={fullWidth}
        multiline={multiline}
        name={name}
        rows={rows}
        maxRows={maxRows}
        minRows={minRows}
        type={type}
        value={value}
        id={id}
        inputRef={inputRef}
        onBlur={onBlur}
        onChange={onChange}
        onFocus={onFocus}
        placeholder={placeholder}
        inputProps={htmlInputSlot}
        {...notched}
        label={label}
        {...inputSlot}
      />
      {helperText && (
        <FormHelperText id={helperTextId} {...helperTextSlot}>
          {helperText}
        </FormHelperText>
      )}
    </TextFieldRoot>
  );
});
