import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
// The typing rules without the schemas (no zod): the forms load their checks when they check.
import { DIGIT_CHAR, PERSON_NAME_CHAR, PHONE_LENGTH, phoneTypable, personNameTypable } from '#contract/validation/identity-typing.ts';
import {
  COMING_FROM_MAX,
  DETAILS_NAME_MAX,
  FREE_TEXT_CHAR,
  LETTER_OR_SPACE_CHAR,
  lettersAndSingleSpacesTypable,
  PURPOSE_MAX,
  PURPOSE_MIN,
  purposeTypable,
} from '#contract/validation/visit-typing.ts';
import { PLACES_TO_VISIT, PPE_ITEMS, PPE_LABELS, SITE_OPTIONS, type PlaceToVisit, type PpeItem, type PpeOptions, type SiteOption } from '#contract/visitor-options.ts';
import { FilteredTextField, type FilteredTextFieldProps } from '../../components/form/filtered-text-field.tsx';
import type { FieldErrors } from '../../lib/validate.ts';
import { requiredPpe } from './place-choice.ts';

/**
 * The fields a visitor fills in, with the Visitor Details Form's typing rules, hints and messages
 * (docs/product/visits.md VIS-DETAILS; docs/product/kiosk-and-watchlist.md KIOSK-WALKIN-01): that form (visitor-details-form) and the reception kiosk's walk-in form
 * are built from these.
 */

/** What the place and option mean, shown under each choice. */
const PLACE_HINTS: Readonly<Record<PlaceToVisit, string>> = {
  'Visiting Office & Shop Floor': 'Safety equipment is needed on the shop floor.',
  'Visiting Office': 'The office only.',
};

export const Section = ({ title, children, description }: { readonly title: string; readonly description?: string; readonly children: ReactNode }) => (
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

export interface PlaceFieldsProps {
  readonly placeToVisit: PlaceToVisit | '';
  readonly selectedOption: SiteOption | '';
  readonly ppeOptions: PpeOptions;
  readonly errors: FieldErrors;
  readonly onPlace: (value: PlaceToVisit) => void;
  readonly onOption: (value: SiteOption) => void;
  readonly onPpe: (item: PpeItem, checked: boolean) => void;
}

/** Place to Visit, Option and the PPE they need (ticked and locked), and any more the visitor ticks. */
export const PlaceFields = ({ placeToVisit, selectedOption, ppeOptions, errors, onPlace, onOption, onPpe }: PlaceFieldsProps) => {
  const required = requiredPpe({ placeToVisit, selectedOption });
  const id = useId();
  return (
    <Stack spacing={2.5}>
      <FormControl error={Boolean(errors['placeToVisit'])} required data-invalid={Boolean(errors['placeToVisit'])}>
        <FormLabel id={`${id}-place`}>Place to Visit</FormLabel>
        <RadioGroup aria-labelledby={`${id}-place`} value={placeToVisit} onChange={(_event, value) => onPlace(value as PlaceToVisit)}>
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
        <FormLabel id={`${id}-option`}>Option</FormLabel>
        <RadioGroup row aria-labelledby={`${id}-option`} value={selectedOption} onChange={(_event, value) => onOption(value as SiteOption)}>
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
              control={<Checkbox checked={ppeOptions[item]} onChange={(_event, checked) => onPpe(item, checked)} disabled={required[item]} />}
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
          {!placeToVisit || !selectedOption
            ? 'The place and option you choose decide what is required. Tick what you will wear.'
            : PPE_ITEMS.some((item) => required[item])
              ? 'Items marked required are needed for the place and option you chose. You may tick more.'
              : 'None is required for your choice. Tick what you will wear.'}
        </FormHelperText>
      </FormControl>
    </Stack>
  );
};

type TextFieldProps = Omit<FilteredTextFieldProps, 'typable' | 'allowedChar' | 'typingMax' | 'label'>;

/** Name: letters, dots, apostrophes, hyphens and single spaces, at most DETAILS_NAME_MAX. */
export const VisitorNameField = (props: TextFieldProps) => (
  <FilteredTextField
    label="Name"
    required
    typable={(value) => personNameTypable(value, DETAILS_NAME_MAX)}
    allowedChar={PERSON_NAME_CHAR}
    typingMax={DETAILS_NAME_MAX}
    autoComplete="name"
    {...props}
  />
);

/** Mobile Number: digits only, PHONE_LENGTH of them. */
export const MobileNumberField = ({ slotProps, ...props }: TextFieldProps) => (
  <FilteredTextField
    label="Mobile Number"
    required
    typable={phoneTypable}
    allowedChar={DIGIT_CHAR}
    typingMax={PHONE_LENGTH}
    type="tel"
    autoComplete="tel-national"
    slotProps={{ ...slotProps, htmlInput: { inputMode: 'numeric', maxLength: PHONE_LENGTH } }}
    {...props}
  />
);

/** Coming From: letters and single spaces. */
export const ComingFromField = (props: TextFieldProps) => (
  <FilteredTextField
    label="Coming From"
    required
    typable={(value) => lettersAndSingleSpacesTypable(value, COMING_FROM_MAX)}
    allowedChar={LETTER_OR_SPACE_CHAR}
    typingMax={COMING_FROM_MAX}
    helperText="Your town or company location, for example Pune."
    autoComplete="off"
    {...props}
  />
);

/** Purpose of Visit: letters, digits, spaces and the address's signs, at least PURPOSE_MIN. */
export const PurposeField = (props: TextFieldProps) => (
  <FilteredTextField
    label="Purpose of Visit"
    required
    multiline
    minRows={2}
    typable={purposeTypable}
    allowedChar={FREE_TEXT_CHAR}
    typingMax={PURPOSE_MAX}
    helperText={`At least ${PURPOSE_MIN} characters, for example Q3 review & sign-off (2 hrs).`}
    autoComplete="off"
    {...props}
  />
);

/** The visit's terms and the box that accepts them. */
export const TermsFields = ({ accepted, error, onChange }: { readonly accepted: boolean; readonly error: string | undefined; readonly onChange: (accepted: boolean) => void }) => (
  <>
    <Box component="ul" sx={{ m: 0, mb: 1.5, pl: 2.5, color: 'text.secondary', typography: 'body2', '& li': { mb: 0.5 } }} aria-label="Terms of the visit">
      <li>The details I give are true and belong to me.</li>
      <li>I will carry a photo ID and show my visitor pass at the security desk.</li>
      <li>I will wear the safety equipment above and follow the site&apos;s safety rules and my host&apos;s directions.</li>
      <li>My details are used only to manage this visit; the security desk may take my photo.</li>
    </Box>
    <FormControl error={Boolean(error)} required data-invalid={Boolean(error)}>
      <FormControlLabel control={<Checkbox checked={accepted} onChange={(_event, checked) => onChange(checked)} />} label="I accept the terms and conditions" />
      {error && <FormHelperText sx={{ mt: 0 }}>{error}</FormHelperText>}
    </FormControl>
  </>
);
