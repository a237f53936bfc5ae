import HowToRegRounded from '@mui/icons-material/HowToRegRounded';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useReducer, useState, type FormEvent } from 'react';
import { walkInSchema, type WalkInInput } from '../../../../src/shared/validation/kiosk.ts';
import { validate, type FieldErrors } from '../../lib/validate.ts';
import { ComingFromField, MobileNumberField, PlaceFields, PurposeField, Section, TermsFields, VisitorNameField } from '../visits-common/visitor-fields.tsx';
import { focusFirstError } from '../visits-common/focus-first-error.ts';
import { HostSearch } from './host-search.tsx';
import { KioskButton } from './kiosk-frame.tsx';
import { KioskPhoto } from './kiosk-photo.tsx';
import { EMPTY_WALK_IN, walkInPayload, walkInReducer, type WalkInAction, type WalkInTextField } from './walk-in-model.ts';

export interface WalkInFormProps {
  readonly busy: boolean;
  /** The server's refusal, in its words. */
  readonly failure: string | null;
  readonly onSubmit: (input: WalkInInput) => void;
}

/**
 * "I'm a walk-in": the details form's fields with its rules and messages (visits-common/visitor-fields.tsx and
 * walkInSchema), the host by name, the photo from the tablet's camera, and the terms. Its own chunk:
 * the start screen does not carry it.
 */
const WalkInForm = ({ busy, failure, onSubmit }: WalkInFormProps) => {
  const [values, dispatch] = useReducer(walkInReducer, EMPTY_WALK_IN);
  const [errors, setErrors] = useState<FieldErrors>({});

  const update = (action: WalkInAction, ...fields: string[]) => {
    dispatch(action);
    if (fields.length > 0) setErrors((previous) => Object.fromEntries(Object.entries(previous).filter(([field]) => !fields.includes(field))));
  };
  const text = (field: WalkInTextField) => (value: string) => update({ type: 'text', field, value }, field);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(walkInSchema, walkInPayload(values));
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstError();
      return;
    }
    setErrors({});
    onSubmit(result.data);
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Walk-in sign-in">
      <Stack
        spacing={{ xs: 2, sm: 2.5 }}
        sx={{
          // Arm's length: larger type, and radios and boxes with a finger-sized target.
          '& .MuiInputBase-input': { fontSize: '1.15rem' },
          '& .MuiFormControlLabel-root': { minHeight: 56 },
          '& .MuiFormControlLabel-label': { fontSize: '1.1rem' },
          '& .MuiRadio-root, & .MuiCheckbox-root': { p: 1.25, '& .MuiSvgIcon-root': { fontSize: 30 } },
        }}
      >
        <Section title="About you">
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <VisitorNameField value={values.name} onValueChange={text('name')} error={errors['name']} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <MobileNumberField value={values.mobileNo} onValueChange={text('mobileNo')} error={errors['mobileNo']} />
            </Grid>
            <Grid size={12}>
              <ComingFromField value={values.comingFrom} onValueChange={text('comingFrom')} error={errors['comingFrom']} />
            </Grid>
            <Grid size={12}>
              <PurposeField value={values.purposeOfVisit} onValueChange={text('purposeOfVisit')} error={errors['purposeOfVisit']} />
            </Grid>
          </Grid>
        </Section>

        <Section title="Who you are visiting">
          <HostSearch value={values.host} onChange={(host) => update({ type: 'host', host }, 'hostId')} error={errors['hostId']} />
        </Section>

        <Section title="Where you are going">
          <PlaceFields
            placeToVisit={values.placeToVisit}
            selectedOption={values.selectedOption}
            ppeOptions={values.ppeOptions}
            errors={errors}
            onPlace={(value) => update({ type: 'place', value }, 'placeToVisit')}
            onOption={(value) => update({ type: 'option', value }, 'selectedOption')}
            onPpe={(item, checked) => update({ type: 'ppe', item, checked })}
          />
        </Section>

        <Section title="Your photo" description="For your badge and the security desk.">
          <KioskPhoto photo={values.photo} onPhoto={(photo) => update({ type: 'photo', photo }, 'photo')} error={errors['photo']} />
        </Section>

        <Section title="Terms and conditions">
          <TermsFields accepted={values.termsAccepted} error={errors['termsAccepted']} onChange={(value) => update({ type: 'terms', value }, 'termsAccepted')} />
        </Section>

        {failure && (
          <Alert severity="error" role="alert" sx={{ fontSize: '1.1rem' }}>
            {failure}
          </Alert>
        )}
        <KioskButton type="submit" disabled={busy} startIcon={busy ? <CircularProgress size={24} color="inherit" /> : <HowToRegRounded />}>
          Sign in
        </KioskButton>
      </Stack>
    </form>
  );
};

export default WalkInForm;
