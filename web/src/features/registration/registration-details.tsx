import HowToRegRounded from '@mui/icons-material/HowToRegRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  EMPLOYEE_ID_MAX,
  employeeIdTypable,
  PERSON_NAME_MAX,
  personNameTypable,
  PHONE_LENGTH,
  phoneTypable,
} from '../../../../src/shared/validation/identity-fields.ts';
import { CaptchaField } from '../../components/form/captcha-field.tsx';
import { FilteredTextField } from '../../components/form/filtered-text-field.tsx';
import type { UseCaptcha } from '../../components/form/use-captcha.ts';
import type { Designation, ManagerOption } from '../auth/identity-api.ts';
import type { RegistrationField } from './registration-model.ts';

export interface DetailsValues {
  readonly name: string;
  readonly phone: string;
  readonly employeeId: string;
  /** The designation's name. */
  readonly designation: string;
  /** The manager's e-mail. */
  readonly manager: string;
  readonly captcha: string;
}

export interface RegistrationDetailsProps {
  readonly values: DetailsValues;
  readonly errors: Partial<Record<RegistrationField, string>>;
  readonly onChange: (field: keyof DetailsValues, value: string) => void;
  readonly designations: readonly Designation[] | null;
  /** The managers the chosen designation allows. */
  readonly managers: readonly ManagerOption[] | null;
  readonly listsFailed: boolean;
  readonly onReloadLists: () => void;
  readonly captcha: UseCaptcha;
  readonly disabled: boolean;
  readonly onSubmit: () => void;
}

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** The chosen manager in full under the select, whose closed box may be too narrow for a long name and address. */
const chosenManager = (email: string, managers: readonly ManagerOption[]): string | undefined => {
  const manager = managers.find((option) => option.email === email);
  return manager ? `${manager.name} (${manager.email})` : undefined;
};

/** The details form that unlocks once the e-mail is verified. */
export const RegistrationDetails = ({
  values,
  errors,
  onChange,
  designations,
  managers,
  listsFailed,
  onReloadLists,
  captcha,
  disabled,
  onSubmit,
}: RegistrationDetailsProps) => (
  <Stack
    component="form"
    noValidate
    spacing={2.5}
    aria-label="Your details"
    onSubmit={(event) => {
      event.preventDefault();
      onSubmit();
    }}
  >
    <Grid container spacing={2.5}>
      <Grid size={{ xs: 12 }}>
        <FilteredTextField
          label="Full Name"
          value={values.name}
          onValueChange={(value) => onChange('name', value)}
          typable={personNameTypable}
          error={errors.name}
          disabled={disabled}
          required
          autoComplete="name"
          slotProps={{ htmlInput: { maxLength: PERSON_NAME_MAX } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FilteredTextField
          label="Phone Number"
          value={values.phone}
          onValueChange={(value) => onChange('phone', value)}
          typable={phoneTypable}
          error={errors.phone}
          disabled={disabled}
          required
          autoComplete="tel-national"
          type="tel"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: PHONE_LENGTH } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FilteredTextField
          label="Employee ID"
          value={values.employeeId}
          onValueChange={(value) => onChange('employeeId', value)}
          typable={employeeIdTypable}
          error={errors.employeeId}
          disabled={disabled}
          required
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: EMPLOYEE_ID_MAX, autoCapitalize: 'characters', spellCheck: false } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          select
          label="Designation"
          value={values.designation}
          onChange={(event) => onChange('designation', event.target.value)}
          // A disabled field shows no error (issue 12): it cannot be fixed until the field opens.
          error={Boolean(errors.designation) && !(disabled || designations === null)}
          helperText={
            disabled || designations === null ? (designations === null && !listsFailed ? 'Loading…' : undefined) : errors.designation
          }
          disabled={disabled || designations === null}
          required
          slotProps={nativeSelect}
        >
          <option value="">Select your designation</option>
          {(designations ?? []).map((designation) => (
            <option key={designation.id} value={designation.name}>
              {designation.name}
            </option>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12 }}>
        <TextField
          select
          label="Reporting Manager"
          value={values.manager}
          onChange={(event) => onChange('manager', event.target.value)}
          error={Boolean(errors.manager) && !(disabled || managers === null)}
          helperText={
            disabled || managers === null
              ? managers === null && !listsFailed
                ? 'Loading…'
                : undefined
              : (errors.manager ?? chosenManager(values.manager, managers))
          }
          disabled={disabled || managers === null}
          required
          slotProps={{ ...nativeSelect, formHelperText: { sx: { overflowWrap: 'anywhere' } } }}
        >
          <option value="">Select your manager</option>
          {(managers ?? []).map((manager) => (
            <option key={manager.email} value={manager.email}>
              {manager.name} ({manager.email})
            </option>
          ))}
        </TextField>
      </Grid>
    </Grid>
    {listsFailed && (
      <Button onClick={onReloadLists} startIcon={<RefreshRounded />} sx={{ alignSelf: 'flex-start' }} disabled={disabled}>
        Load designations and managers again
      </Button>
    )}
    <CaptchaField captcha={captcha} value={values.captcha} onValueChange={(value) => onChange('captcha', value)} error={errors.captcha} disabled={disabled} />
    <Button type="submit" variant="contained" size="large" disabled={disabled} startIcon={<HowToRegRounded />} sx={{ py: 1.4 }}>
      Submit
    </Button>
  </Stack>
);
