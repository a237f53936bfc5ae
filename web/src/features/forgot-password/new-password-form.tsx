import LockResetRounded from '@mui/icons-material/LockResetRounded';
import PolicyRounded from '@mui/icons-material/PolicyRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { MESSAGES } from '#contract/messages.ts';
import { newPasswordTypable, PASSWORD_CHAR, PASSWORD_MAX, stripSpaces } from '#contract/validation/identity-typing.ts';
import { PasswordField } from '../../components/form/password-field.tsx';
import type { NewPasswordErrors, NewPasswordValues } from './new-password-schema.ts';

export interface NewPasswordFormProps {
  readonly values: NewPasswordValues;
  readonly errors: NewPasswordErrors;
  readonly onChange: (field: keyof NewPasswordValues, value: string) => void;
  readonly disabled: boolean;
  readonly onSubmit: () => void;
}

const RULES_ID = 'new-password-rules';

/** Spaces are stripped as they are typed; characters outside the allowed set are ignored. */
export const NewPasswordForm = ({ values, errors, onChange, disabled, onSubmit }: NewPasswordFormProps) => (
  <Stack
    component="form"
    noValidate
    spacing={2.5}
    aria-label="New password"
    onSubmit={(event) => {
      event.preventDefault();
      onSubmit();
    }}
  >
    <Alert severity="info" icon={<PolicyRounded />} id={RULES_ID}>
      {MESSAGES.password.rules}
    </Alert>
    <PasswordField
      label="New Password"
      value={values.password}
      onValueChange={(value) => onChange('password', value)}
      normalise={stripSpaces}
      typable={newPasswordTypable}
      allowedChar={PASSWORD_CHAR}
      typingMax={PASSWORD_MAX}
      error={errors.password}
      describedBy={RULES_ID}
      disabled={disabled}
      required
      autoComplete="new-password"
      autoFocus
    />
    <PasswordField
      label="Confirm Password"
      value={values.confirmPassword}
      onValueChange={(value) => onChange('confirmPassword', value)}
      normalise={stripSpaces}
      typable={newPasswordTypable}
      allowedChar={PASSWORD_CHAR}
      typingMax={PASSWORD_MAX}
      error={errors.confirmPassword}
      disabled={disabled}
      required
      autoComplete="new-password"
    />
    <Button type="submit" variant="contained" size="large" disabled={disabled} startIcon={<LockResetRounded />} sx={{ py: 1.4 }}>
      Set Password
    </Button>
  </Stack>
);
