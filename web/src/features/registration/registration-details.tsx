import HowToRegRounded from '@mui/icons-material/HowToRegRounded';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  DIGIT_CHAR,
  EMPLOYEE_ID_CHAR,
  EMPLOYEE_ID_MAX,
  employeeIdTypable,
  PERSON_NAME_CHAR,
  PERSON_NAME_MAX,
  personNameTypable,
  PHONE_LENGTH,
  phoneTypable,
} from '#contract/validation/identity-typing.ts';
import { CaptchaField } from '../../components/form/captcha-field.tsx';
import { FilteredTextField } from '../../components/form/filtered-text-field.tsx';
import { NativeSelectField } from '../../components/form/native-select-field.tsx';
import type { UseCaptcha } from '../../components/form/use-captcha.ts';
import type { Designation, ManagerOption } from '../auth/identity-api.ts';
import type { RegistrationField } from './registration-model.ts';
import { RefreshRounded } from '../../components/mui-icons.tsx';

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

const WHOLE_ROW = { gridColumn: '1 / -1' } as const;

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
    {/* Two columns from sm up, as MUI's Grid laid them out (spacing 2.5), as a CSS grid: the page loads no Grid (page weight). */}
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, gap: 2.5 }}>
      <Box sx={WHOLE_ROW}>
        <FilteredTextField
          label="Full Name"
          value={values.name}
          onValueChange={(value) => onChange('name', value)}
          typable={personNameTypable}
          allowedChar={PERSON_NAME_CHAR}
          typingMax={PERSON_NAME_MAX}
          error={errors.name}
          disabled={disabled}
          required
          autoComplete="name"
          slotProps={{ htmlInput: { maxLength: PERSON_NAME_MAX } }}
        />
      </Box>
      <Box>
        <FilteredTextField
          label="Phone Number"
          value={values.phone}
          onValueChange={(value) => onChange('phone', value)}
          typable={phoneTypable}
          allowedChar={DIGIT_CHAR}
          typingMax={PHONE_LENGTH}
          error={errors.phone}
          disabled={disabled}
          required
          autoComplete="tel-national"
          type="tel"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: PHONE_LENGTH } }}
        />
      </Box>
      <Box>
        <FilteredTextField
          label="Employee ID"
          value={values.employeeId}
          onValueChange={(value) => onChange('employeeId', value)}
          typable={employeeIdTypable}
          allowedChar={EMPLOYEE_ID_CHAR}
          typingMax={EMPLOYEE_ID_MAX}
          error={errors.employeeId}
          disabled={disabled}
          required
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: EMPLOYEE_ID_MAX, autoCapitalize: 'characters', spellCheck: false } }}
        />
      </Box>
      <Box>
        <NativeSelectField
          label="Designation"
          value={values.designation}
          onValueChange={(value) => onChange('designation', value)}
          // A disabled field shows no error (issue 12): it cannot be fixed until the field opens.
          error={Boolean(errors.designation) && !(disabled || designations === null)}
          helperText={
            disabled || designations === null ? (designations === null && !listsFailed ? 'Loading…' : undefined) : errors.designation
          }
          disabled={disabled || designations === null}
          required
        >
          <option value="">Select your designation</option>
          {(designations ?? []).map((designation) => (
            <option key={designation.id} value={designation.name}>
              {designation.name}
            </option>
          ))}
        </NativeSelectField>
      </Box>
      <Box sx={WHOLE_ROW}>
        <NativeSelectField
          label="Reporting Manager"
          value={values.manager}
          onValueChange={(value) => onChange('manager', value)}
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
          helperTextSx={{ overflowWrap: 'break-word' }}
        >
          <option value="">Select your manager</option>
          {(managers ?? []).map((manager) => (
            <option key={manager.email} value={manager.email}>
              {manager.name} ({manager.email})
            </option>
          ))}
        </NativeSelectField>
      </Box>
    </Box>
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
