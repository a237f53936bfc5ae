import VerifiedUserRounded from '@mui/icons-material/VerifiedUserRounded';
import VisibilityOffRounded from '@mui/icons-material/VisibilityOffRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useReducer, useState, type FormEvent, type ReactNode } from 'react';
import { PHONE_LENGTH, phoneTypable, personNameTypable } from '../../../../src/shared/validation/identity-fields.ts';
import {
  AADHAAR_LENGTH,
  aadhaarTypable,
  ADDRESS_MAX,
  ADDRESS_MIN,
  addressTypable,
  COMING_FROM_MAX,
  lettersAndSingleSpacesTypable,
  PURPOSE_MIN,
  purposeTypable,
} from '../../../../src/shared/validation/visit-fields.ts';
import { DETAILS_NAME_MAX, visitorDetailsSchema } from '../../../../src/shared/validation/visitor-details.ts';
import { PLACES_TO_VISIT, PPE_ITEMS, PPE_LABELS, SITE_OPTIONS, YES_NO, type PlaceToVisit, type SiteOption } from '../../../../src/shared/visitor-options.ts';
import { ConfirmDialog } from '../../components/form/confirm-dialog.tsx';
import { FilteredTextField } from '../../components/form/filtered-text-field.tsx';
import { validate, type FieldErrors } from '../../lib/validate.ts';
import { focusFirstError } from '../visits-common/focus-first-error.ts';
import { READ_ONLY_FIELD } from '../visits-common/read-only-field.ts';
import type { LinkPrefill } from '../visits-common/link-token.ts';
import { detailsEntries, detailsPayload, detailsReducer, initialDetails, requiredPpe, type DetailsAction, type TextField as TextFieldName } from './details-form-model.ts';

const ADDITIONAL_COUNTS = ['1', '2', '3', '4'] as const;

/** What the place and option mean, shown under each choice. */
const PLACE_HINTS: Readonly<Record<PlaceToVisit, string>> = {
  'Visiting Office & Shop Floor': 'Safety equipment is needed on the shop floor.',
  'Visiting Office': 'The office only.',
};

const Section = ({ title, children, description }: { readonly title: string; readonly description?: string; readonly children: ReactNode }) => (
  <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} aria-label={title}>
    <Typography variant="h6" component="h2" sx={{ mb: description ? 0.5 : 2 }}>
      {title}
    </Typography>
    {description && (
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {description}
      </Typography>
    )}
    {children}
  </Paper>
);

export interface DetailsFormProps {
  readonly prefill: LinkPrefill;
  /** True while the details are being sent. */
  readonly submitting: boolean;
  readonly onSubmit: (details: ReturnType<typeof detailsPayload>) => Promise<boolean>;
}

/** The visitor's form (product-spec.md section 5): checked by the shared schema, verified in a dialog, then sent. */
export const DetailsForm = ({ prefill, submitting, onSubmit }: DetailsFormProps) => {
  const [values, dispatch] = useReducer(detailsReducer, prefill, initialDetails);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [verifying, setVerifying] = useState(false);
  const [showAadhaar, setShowAadhaar] = useState(false);

  const update = (action: DetailsAction, ...fields: string[]) => {
    dispatch(action);
    if (fields.length > 0) {
      setErrors((previous) => Object.fromEntries(Object.entries(previous).filter(([field]) => !fields.includes(field))));
    }
  };
  const text = (field: TextFieldName) => (value: string) => update({ type: 'text', field, value }, field);
  const required = requiredPpe(values);

  const verify = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(visitorDetailsSchema, detailsPayload(values, prefill));
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstError();
      return;
    }
    setErrors({});
    setVerifying(true);
  };

  const send = async () => {
    const sent = await onSubmit(detailsPayload(values, prefill));
    if (!sent) setVerifying(false);
  };

  const addressLength = values.address.trim().length;

  return (
    <form noValidate onSubmit={verify} aria-label="Visitor details">
      <Stack spacing={{ xs: 2, sm: 2.5 }}>
        <Section title="Your visit" description="Set by your host. Please contact them to change it.">
          <Grid container spacing={2}>
            <Grid size={{ xs: 6 }}>
              <TextField label="Date of Visit" value={prefill.date} slotProps={{ input: { readOnly: true } }} sx={READ_ONLY_FIELD} />
            </Grid>
            <Grid size={{ xs: 6 }}>
              <TextField label="Time of Visit" value={prefill.time} slotProps={{ input: { readOnly: true } }} sx={READ_ONLY_FIELD} />
            </Grid>
          </Grid>
        </Section>

        <Section title="Where you are going">
          <Stack spacing={2.5}>
            <FormControl error={Boolean(errors['placeToVisit'])} required data-invalid={Boolean(errors['placeToVisit'])}>
              <FormLabel id="place-label">Place to Visit</FormLabel>
              <RadioGroup
                aria-labelledby="place-label"
                value={values.placeToVisit}
                onChange={(_event, value) => update({ type: 'place', value: value as PlaceToVisit }, 'placeToVisit')}
              >
                {PLACES_TO_VISIT.map((place) => (
                  <FormControlLabel
                    key={place}
                    value={place}
                    control={<Radio />}
                    label={
                      <Box sx={{ py: 0.75 }}>
                        <Typography>{place}</Typography>
                        <Typography variant="caption" color="text.secondary">
                          {PLACE_HINTS[place]}
                        </Typography>
                      </Box>
                    }
                  />
                ))}
              </RadioGroup>
              {errors['placeToVisit'] && <FormHelperText>{errors['placeToVisit']}</FormHelperText>}
            </FormControl>

            <FormControl error={Boolean(errors['selectedOption'])} required data-invalid={Boolean(errors['selectedOption'])}>
              <FormLabel id="option-label">Option</FormLabel>
              <RadioGroup
                row
                aria-labelledby="option-label"
                value={values.selectedOption}
                onChange={(_event, value) => update({ type: 'option', value: value as SiteOption }, 'selectedOption')}
              >
                {SITE_OPTIONS.map((option) => (
                  <FormControlLabel key={option} value={option} control={<Radio />} label={option} sx={{ mr: 4 }} />
                ))}
              </RadioGroup>
              {errors['selectedOption'] && <FormHelperText>{errors['selectedOption']}</FormHelperText>}
            </FormControl>

            <FormControl component="fieldset" variant="standard">
              <FormLabel component="legend">Safety Equipment (PPE)</FormLabel>
              <FormGroup row sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, auto)' }, justifyContent: 'start', columnGap: 3 }}>
                {PPE_ITEMS.map((item) => (
                  <FormControlLabel
                    key={item}
                    control={
                      <Checkbox
                        checked={values.ppeOptions[item]}
                        onChange={(_event, checked) => update({ type: 'ppe', item, checked })}
                        disabled={required[item]}
                      />
                    }
                    label={
                      required[item] ? (
                        <>
                          {PPE_LABELS[item]}{' '}
                          <Typography component="span" variant="caption" color="text.secondary">
                            (required)
                          </Typography>
                        </>
                      ) : (
                        PPE_LABELS[item]
                      )
                    }
                    sx={{
                      // A required item is locked, not unavailable: it keeps the colours of a ticked box.
                      '& .MuiFormControlLabel-label.Mui-disabled': { color: 'text.primary' },
                      '& .MuiCheckbox-root.Mui-disabled': { color: 'primary.main', opacity: 0.75 },
                    }}
                  />
                ))}
              </FormGroup>
              <FormHelperText>
                {PPE_ITEMS.some((item) => required[item])
                  ? 'Items marked required are needed for the place and option you chose. You may tick more.'
                  : 'None is required for your choice. Tick what you will wear.'}
              </FormHelperText>
            </FormControl>
          </Stack>
        </Section>

        <Section title="About you">
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FilteredTextField
                label="Name"
                required
                value={values.name}
                onValueChange={text('name')}
                typable={(value) => personNameTypable(value, DETAILS_NAME_MAX)}
                error={errors['name']}
                autoComplete="name"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FilteredTextField
                label="Mobile Number"
                required
                value={values.mobileNo}
                onValueChange={text('mobileNo')}
                typable={phoneTypable}
                error={errors['mobileNo']}
                type="tel"
                autoComplete="tel-national"
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: PHONE_LENGTH } }}
              />
            </Grid>
            <Grid size={12}>
              <FilteredTextField
                label="Coming From"
                required
                value={values.comingFrom}
                onValueChange={text('comingFrom')}
                typable={(value) => lettersAndSingleSpacesTypable(value, COMING_FROM_MAX)}
                error={errors['comingFrom']}
                helperText="Your town or company location, for example Pune."
                autoComplete="off"
              />
            </Grid>
            <Grid size={12}>
              <FilteredTextField
                label="Address"
                required
                multiline
                minRows={2}
                value={values.address}
                onValueChange={text('address')}
                typable={addressTypable}
                error={errors['address']}
                helperText={`${addressLength}/${ADDRESS_MAX} characters (at least ${ADDRESS_MIN}).`}
                autoComplete="street-address"
              />
            </Grid>
            <Grid size={12}>
              <FilteredTextField
                label="Purpose of Visit"
                required
                multiline
                minRows={2}
                value={values.purposeOfVisit}
                onValueChange={text('purposeOfVisit')}
                typable={purposeTypable}
                error={errors['purposeOfVisit']}
                helperText={`Letters and spaces, at least ${PURPOSE_MIN} characters.`}
                autoComplete="off"
              />
            </Grid>
            <Grid size={12}>
              <FilteredTextField
                label="Aadhaar Number (optional)"
                value={values.aadharNo}
                onValueChange={text('aadharNo')}
                typable={aadhaarTypable}
                normalise={(value) => value.replace(/\s+/g, '')}
                error={errors['aadharNo']}
                helperText={`${AADHAAR_LENGTH} digits. Stored securely and shown only as XXXX XXXX 1234.`}
                type={showAadhaar ? 'text' : 'password'}
                autoComplete="off"
                slotProps={{
                  htmlInput: { inputMode: 'numeric', maxLength: AADHAAR_LENGTH },
                  input: {
                    endAdornment: (
                      <InputAdornment position="end">
                        <IconButton
                          aria-label={showAadhaar ? 'Hide Aadhaar number' : 'Show Aadhaar number'}
                          onClick={() => setShowAadhaar((shown) => !shown)}
                          edge="end"
                        >
                          {showAadhaar ? <VisibilityOffRounded /> : <VisibilityRounded />}
                        </IconButton>
                      </InputAdornment>
                    ),
                  },
                }}
              />
            </Grid>
          </Grid>
        </Section>

        <Section title="Additional visitors">
          <Grid container spacing={2} sx={{ alignItems: 'center' }}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormControl error={Boolean(errors['additionalVisitorOption'])} required data-invalid={Boolean(errors['additionalVisitorOption'])}>
                <FormLabel id="additional-label">Is anyone coming with you?</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby="additional-label"
                  value={values.additionalVisitorOption}
                  onChange={(_event, value) => update({ type: 'additional', value: value as 'Yes' | 'No' }, 'additionalVisitorOption', 'additionalVisitors')}
                >
                  {YES_NO.map((answer) => (
                    <FormControlLabel key={answer} value={answer} control={<Radio />} label={answer} />
                  ))}
                </RadioGroup>
                {errors['additionalVisitorOption'] && <FormHelperText>{errors['additionalVisitorOption']}</FormHelperText>}
              </FormControl>
            </Grid>
            {values.additionalVisitorOption === 'Yes' && (
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  select
                  label="Number of Additional Visitors"
                  required
                  value={values.additionalVisitors}
                  onChange={(event) => update({ type: 'text', field: 'additionalVisitors', value: event.target.value }, 'additionalVisitors')}
                  error={Boolean(errors['additionalVisitors'])}
                  helperText={errors['additionalVisitors'] ?? 'Up to 4 people.'}
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                >
                  <option value="" disabled>
                    Select
                  </option>
                  {ADDITIONAL_COUNTS.map((count) => (
                    <option key={count} value={count}>
                      {count}
                    </option>
                  ))}
                </TextField>
              </Grid>
            )}
          </Grid>
        </Section>

        <Section title="Terms and conditions">
          <Box
            component="ul"
            sx={{ m: 0, mb: 1.5, pl: 2.5, color: 'text.secondary', typography: 'body2', '& li': { mb: 0.5 } }}
            aria-label="Terms of the visit"
          >
            <li>The details I give are true and belong to me.</li>
            <li>I will carry a photo ID and show my visitor pass at the security desk.</li>
            <li>I will wear the safety equipment above and follow the site&apos;s safety rules and my host&apos;s directions.</li>
            <li>My details are used only to manage this visit; the security desk may take my photo.</li>
          </Box>
          <FormControl error={Boolean(errors['termsAccepted'])} required data-invalid={Boolean(errors['termsAccepted'])}>
            <FormControlLabel
              control={<Checkbox checked={values.termsAccepted} onChange={(_event, checked) => update({ type: 'terms', value: checked }, 'termsAccepted')} />}
              label="I accept the terms and conditions"
            />
            {errors['termsAccepted'] && <FormHelperText sx={{ mt: 0 }}>{errors['termsAccepted']}</FormHelperText>}
          </FormControl>
        </Section>

        <Button type="submit" variant="contained" size="large" startIcon={<VerifiedUserRounded />} disabled={submitting} sx={{ alignSelf: { xs: 'stretch', sm: 'flex-end' } }}>
          Verify
        </Button>
      </Stack>

      <ConfirmDialog
        open={verifying}
        title="Please verify your details"
        entries={detailsEntries(values, prefill)}
        busy={submitting}
        onConfirm={() => void send()}
        onCancel={() => setVerifying(false)}
      />
    </form>
  );
};
