import VerifiedUserRounded from '@mui/icons-material/VerifiedUserRounded';
import VisibilityOffRounded from '@mui/icons-material/VisibilityOffRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useReducer, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { DIGIT_CHAR } from '#contract/validation/identity-typing.ts';
import { ADDRESS_MAX, ADDRESS_MIN, ADDRESS_TYPING_MAX, addressTypable, FREE_TEXT_CHAR } from '#contract/validation/visit-typing.ts';
import { ID_CHAR, ID_KIND_LABELS, ID_KINDS, ID_NUMBER_LABELS, ID_TYPING_MAX, idTypable, maskId, type IdKind } from '#contract/visitor-id.ts';
import type { ConsentInput } from '#contract/consent.ts';
import type { DocumentSignatureInput } from '#contract/site-documents.ts';
import type { TermsAsked } from '#contract/terms-acceptance.ts';
import { MESSAGES } from '#contract/messages.ts';
import { YES_NO } from '#contract/visitor-options.ts';
import { deferred } from '../../components/deferred.tsx';
import { useMessageDialog } from '../../components/use-message-dialog.tsx';
import { FilteredTextField } from '../../components/form/filtered-text-field.tsx';
import { usePreload } from '../../components/form/use-preload.ts';
import { OutlinedTextField } from '../../components/form/outlined-text-field.tsx';
import type { FieldErrors } from '../../lib/validate.ts';
import { focusFirstError } from '../../components/form/focus-first-error.ts';
import { READ_ONLY_FIELD } from '../visits-common/read-only-field.ts';
import type { LinkPrefill } from '../visits-common/link-token.ts';
import { ComingFromField, MobileNumberField, PlaceFields, PurposeField, Section, TermsFields, VisitorNameField } from '../visits-common/visitor-fields.tsx';
import { DeferredCountField } from './deferred-count-field.tsx';
import { detailsPayload, detailsReducer, initialDetails, type DetailsAction, type TextField as TextFieldName } from './details-form-model.ts';

/**
 * The form's checks (the shared schema, with zod), fetched as the form renders and awaited on Verify;
 * the additional visitors' count field (deferred-count-field.tsx) is fetched beside them.
 */
const loadDetailsChecks = () => import('./details-checks.ts');

/** The verify dialog with what lists the entries (MUI's Dialog and Table with them), fetched as the form renders. */
const VerifyDetailsDialog = deferred(async () => (await import('./verify-details-dialog.tsx')).VerifyDetailsDialog, 'verify dialog');

/**
 * MUI's Grid layouts (spacing 2) as CSS grids, so that the page loads no Grid (page weight,
 * bench/bundle-budget.ts): two columns, or one below sm and two from sm up; WHOLE_ROW spans both.
 */
const TWO_COLUMNS = { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2 } as const;
const TWO_COLUMNS_FROM_SM = { display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, gap: 2 } as const;
const WHOLE_ROW = { gridColumn: '1 / -1' } as const;

export interface DetailsFormProps {
  readonly prefill: LinkPrefill;
  /** The consent given on the notice step before the form (issue 31): sent with the details. */
  readonly consent: ConsentInput;
  /** The site's documents signed on the step before (none where nothing was asked) and what the site asked: with documents, they are the terms (ADR 57). */
  readonly signed: { readonly signatures: readonly DocumentSignatureInput[]; readonly asked: TermsAsked };
  /** True while the details are being sent. */
  readonly submitting: boolean;
  readonly onSubmit: (details: ReturnType<typeof detailsPayload> & { consent: ConsentInput; signatures: readonly DocumentSignatureInput[] }) => Promise<boolean>;
}

/** The visitor's form (docs/product/visits.md VIS-DETAILS): checked by the shared schema, verified in a dialog, then sent. */
export const DetailsForm = ({ prefill, consent, signed, submitting, onSubmit }: DetailsFormProps) => {
  // The description's terms box stands only where the site has no documents: there, signing them was the acceptance (terms-acceptance.ts).
  const termsBox = !signed.asked.siteHasDocuments;
  const payloadOf = () => ({ ...detailsPayload(values, prefill, termsBox), consent, signatures: signed.signatures });
  const [values, dispatch] = useReducer(detailsReducer, prefill, initialDetails);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [verifying, setVerifying] = useState(false);
  const [showAadhaar, setShowAadhaar] = useState(false);
  const { showMessage, messageDialog } = useMessageDialog();
  usePreload(loadDetailsChecks, DeferredCountField.preload);

  const update = (action: DetailsAction, ...fields: string[]) => {
    dispatch(action);
    if (fields.length > 0) {
      setErrors((previous) => Object.fromEntries(Object.entries(previous).filter(([field]) => !fields.includes(field))));
    }
  };
  const text = (field: TextFieldName) => (value: string) => update({ type: 'text', field, value }, field);

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    let result: ReturnType<Awaited<ReturnType<typeof loadDetailsChecks>>['checkDetails']>;
    try {
      result = (await loadDetailsChecks()).checkDetails(payloadOf(), signed.asked);
    } catch {
      // The checks' code did not arrive (the network is down): nothing is sent.
      showMessage(MESSAGES.http.internal);
      return;
    }
    if (!result.ok) {
      // Drawn at once (the check was awaited, outside React's event batch), so that the first error can take the focus.
      flushSync(() => setErrors(result.errors));
      focusFirstError();
      return;
    }
    setErrors({});
    setVerifying(true);
  };

  const send = async () => {
    const sent = await onSubmit(payloadOf());
    if (!sent) setVerifying(false);
  };

  const addressLength = values.address.trim().length;
  const aadhaar = values.idKind === 'aadhaar';

  return (
    <form noValidate onSubmit={(event) => void verify(event)} aria-label="Visitor details">
      <Stack spacing={{ xs: 2, sm: 2.5 }}>
        <Section title="Your visit" description="Set by your host. Please contact them to change it.">
          <Box sx={TWO_COLUMNS}>
            <OutlinedTextField label="Date of Visit" value={prefill.date} slotProps={{ input: { readOnly: true } }} sx={READ_ONLY_FIELD} />
            <OutlinedTextField label="Time of Visit" value={prefill.time} slotProps={{ input: { readOnly: true } }} sx={READ_ONLY_FIELD} />
          </Box>
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

        <Section title="About you">
          <Box sx={TWO_COLUMNS_FROM_SM}>
            <VisitorNameField value={values.name} onValueChange={text('name')} error={errors['name']} />
            <MobileNumberField value={values.mobileNo} onValueChange={text('mobileNo')} error={errors['mobileNo']} />
            <Box sx={WHOLE_ROW}>
              <ComingFromField value={values.comingFrom} onValueChange={text('comingFrom')} error={errors['comingFrom']} />
            </Box>
            <Box sx={WHOLE_ROW}>
              <FilteredTextField
                label="Address"
                required
                multiline
                minRows={2}
                value={values.address}
                onValueChange={text('address')}
                typable={addressTypable}
                allowedChar={FREE_TEXT_CHAR}
                typingMax={ADDRESS_TYPING_MAX}
                error={errors['address']}
                helperText={`${addressLength}/${ADDRESS_MAX} characters (at least ${ADDRESS_MIN}).`}
                autoComplete="street-address"
              />
            </Box>
            <Box sx={WHOLE_ROW}>
              <PurposeField value={values.purposeOfVisit} onValueChange={text('purposeOfVisit')} error={errors['purposeOfVisit']} />
            </Box>
            {/* Which ID (issue 31): radios, as the form's other choices, so the page loads no select (bench/bundle-budget.ts). */}
            <Box sx={WHOLE_ROW}>
              <FormControl error={Boolean(errors['idKind'])}>
                <FormLabel id="id-kind-label">ID you will show (optional)</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby="id-kind-label"
                  value={values.idKind}
                  onChange={(_event, value) => update({ type: 'idKind', value: value as IdKind }, 'idKind', 'idNumber')}
                >
                  {ID_KINDS.map((kind) => (
                    <FormControlLabel key={kind} value={kind} control={<Radio size="small" />} label={ID_KIND_LABELS[kind]} />
                  ))}
                </RadioGroup>
                {errors['idKind'] && <FormHelperText>{errors['idKind']}</FormHelperText>}
              </FormControl>
            </Box>
            <Box sx={WHOLE_ROW}>
              <FilteredTextField
                label={`${ID_NUMBER_LABELS[values.idKind]} (optional)`}
                value={values.idNumber}
                onValueChange={text('idNumber')}
                typable={(value) => idTypable(values.idKind, value)}
                allowedChar={aadhaar ? DIGIT_CHAR : ID_CHAR}
                typingMax={ID_TYPING_MAX[values.idKind]}
                normalise={aadhaar ? (value) => value.replace(/\s+/g, '') : (value) => value.toUpperCase()}
                error={errors['idNumber']}
                helperText={`${aadhaar ? '12 digits. ' : ''}Only the last four characters are kept, shown as ${maskId(values.idKind, aadhaar ? '1234' : 'A123')}.`}
                type={showAadhaar || !aadhaar ? 'text' : 'password'}
                autoComplete="off"
                slotProps={{
                  htmlInput: { inputMode: aadhaar ? 'numeric' : 'text', maxLength: ID_TYPING_MAX[values.idKind] },
                  // Hidden as typed, as a password is, with a button to show it: Aadhaar only, the one number UIDAI asks to guard so.
                  input: aadhaar
                    ? {
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
                      }
                    : {},
                }}
              />
            </Box>
          </Box>
        </Section>

        <Section title="Additional visitors">
          <Box sx={{ ...TWO_COLUMNS_FROM_SM, alignItems: 'center' }}>
            <Box>
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
            </Box>
            {values.additionalVisitorOption === 'Yes' && (
              <Box>
                <DeferredCountField
                  value={values.additionalVisitors}
                  error={errors['additionalVisitors']}
                  onValueChange={(value) => update({ type: 'text', field: 'additionalVisitors', value }, 'additionalVisitors')}
                />
              </Box>
            )}
          </Box>
        </Section>

        {termsBox && (
          <Section title="Terms and conditions">
            <TermsFields accepted={values.termsAccepted} error={errors['termsAccepted']} onChange={(value) => update({ type: 'terms', value }, 'termsAccepted')} />
          </Section>
        )}
        {errors['signatures'] && (
          <FormHelperText error role="alert">
            {errors['signatures']}
          </FormHelperText>
        )}

        <Button type="submit" variant="contained" size="large" startIcon={<VerifiedUserRounded />} disabled={submitting} sx={{ alignSelf: { xs: 'stretch', sm: 'flex-end' } }}>
          Verify
        </Button>
      </Stack>

      <VerifyDetailsDialog
        open={verifying}
        values={values}
        prefill={prefill}
        termsBox={termsBox}
        busy={submitting}
        onConfirm={() => void send()}
        onCancel={() => setVerifying(false)}
      />
      {messageDialog}
    </form>
  );
};
