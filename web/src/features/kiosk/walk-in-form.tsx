import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import HowToRegRounded from '@mui/icons-material/HowToRegRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import type { ConsentInput } from '#contract/consent.ts';
import { MESSAGES } from '#contract/messages.ts';
import { sameSignerName, type DocumentSignatureInput } from '#contract/site-documents.ts';
import type { TermsAsked } from '#contract/terms-acceptance.ts';
import { walkInSchema, type WalkInInput } from '#contract/validation/kiosk.ts';
import type { FieldErrors } from '../../lib/validate.ts';
import { checkWithTerms } from '../visits-common/terms-check.ts';
import { ComingFromField, MobileNumberField, PlaceFields, PurposeField, Section, TermsFields, VisitorNameField } from '../visits-common/visitor-fields.tsx';
import { focusFirstError } from '../../components/form/focus-first-error.ts';
import { HostSearch } from './host-search.tsx';
import { KioskButton } from './kiosk-frame.tsx';
import { KioskPhoto } from './kiosk-photo.tsx';
import { WalkInSigning } from './walk-in-signing.tsx';
import { EMPTY_WALK_IN, walkInPayload, walkInReducer, type WalkInAction, type WalkInTextField, type WalkInValues } from './walk-in-model.ts';
import { errorsOfStep, firstStepWithErrors, LAST_STEP, stepCount, WALK_IN_STEPS } from './walk-in-steps.ts';

const NoticeStep = lazy(() => import('../../components/consent/notice-step.tsx'));

export interface WalkInFormProps {
  /** The kiosk's site (GET /api/kiosk/me): the walk-in reads its notice, and the server records its consent at it. */
  readonly siteId: number;
  readonly busy: boolean;
  /** The server's refusal, in its words. */
  readonly failure: string | null;
  /** `signAgain`: the server refused the signatures (a version published meanwhile); the walk-in signs again, told why. */
  readonly onSubmit: (input: WalkInInput, signAgain: (message: string) => void) => void;
  /** Asking what the walk-in signs failed: the kiosk ends the turn (signed out, start again), or `show`s why. */
  readonly onDocumentsFailed: (reason: unknown, show: (message: string) => void) => void;
}

/**
 * The documents signed, and the phone and name they were signed for: another phone or name signs again.
 * `asked`: what the kiosk's site asked; where it has documents, they are the walk-in's terms, not the box (ADR 57).
 */
interface Signed {
  readonly phone: string;
  readonly name: string;
  readonly signatures: DocumentSignatureInput[];
  readonly asked: TermsAsked;
}

/** Before the phone is known nothing was asked: the box stands, as at a site without documents. */
const NOTHING_ASKED: TermsAsked = { siteHasDocuments: false, toSign: [] };

/**
 * What the visitor gave on the earlier steps, to check before Sign in (Back changes any of it); where the
 * site's documents were signed instead of the box ticked, the terms as the details form's verify dialog says them.
 */
const Summary = ({ values, termsBySigning }: { readonly values: WalkInValues; readonly termsBySigning: boolean }) => {
  const facts: readonly (readonly [string, string])[] = [
    ['Name', values.name],
    ['Mobile Number', values.mobileNo],
    ['Coming From', values.comingFrom],
    ['Purpose of Visit', values.purposeOfVisit],
    ['Visiting', values.host?.name ?? ''],
    ['Place to Visit', [values.placeToVisit, values.selectedOption].filter(Boolean).join(' · ')],
    ...(termsBySigning ? [['Terms and Conditions', MESSAGES.details.termsBySigning] as const] : []),
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, columnGap: 3, rowGap: { xs: 0.25, sm: 1 }, m: 0, mb: 3 }}>
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary" sx={{ fontSize: '1.05rem', mt: { xs: 1, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontSize: '1.15rem', fontWeight: 600, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};

/**
 * "I'm a walk-in": the details form's fields with its rules and messages (visits-common/visitor-fields.tsx and
 * walkInSchema), the host by name, the photo from the tablet's camera, and the terms (the box, or where the
 * kiosk's site has documents, their signatures: ADR 57), one step a screen (walk-in-steps.ts). Next checks
 * the step's fields with the whole form's schema; Back keeps what was typed (the values live here, above the
 * steps). Its own chunk: the start screen does not carry it.
 */
const WalkInForm = ({ siteId, busy, failure, onSubmit, onDocumentsFailed }: WalkInFormProps) => {
  const [values, dispatch] = useReducer(walkInReducer, EMPTY_WALK_IN);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [step, setStep] = useState(0);
  const heading = useRef<HTMLHeadingElement | null>(null);
  // The privacy notice comes first (issue 31, docs/product/privacy.md PRIV-NOTICE): the form asks for nothing before consent.
  const [consent, setConsent] = useState<ConsentInput | null>(null);
  const moved = useRef(false);
  // The site's documents, signed once the phone is known (ADR 56): between the first step and the next.
  const [signed, setSigned] = useState<Signed | null>(null);
  /** While the documents show: the step the walk-in goes to once signed; null otherwise. */
  const [signingThen, setSigningThen] = useState<number | null>(null);
  const [signingNote, setSigningNote] = useState<string | null>(null);
  /** Why asking for the documents failed, shown on the step the walk-in is sent back to. */
  const [documentsFailure, setDocumentsFailure] = useState<string | null>(null);
  const signing = signingThen !== null;
  // The description's terms box stands only where the kiosk's site has no documents: there, signing them was the acceptance (terms-acceptance.ts).
  const asked = signed?.asked ?? NOTHING_ASKED;
  const termsBox = !asked.siteHasDocuments;

  // A new step: the focus on its heading (a screen reader reads where the visitor is), the view at its top.
  useEffect(() => {
    if (!moved.current || signing) return;
    heading.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, [step, signing]);
  const goTo = useCallback((next: number) => {
    moved.current = true;
    setStep(next);
  }, []);

  const { mobileNo, name } = values;
  const onSigned = useCallback(
    (signatures: DocumentSignatureInput[], askedNow: TermsAsked) => {
      setSigned({ phone: mobileNo, name, signatures, asked: askedNow });
      setSigningNote(null);
      setSigningThen(null);
      if (signingThen !== null) goTo(signingThen);
    },
    [mobileNo, name, signingThen, goTo],
  );
  const onSigningFailed = useCallback(
    (reason: unknown) => {
      setSigningThen(null);
      moved.current = true;
      onDocumentsFailed(reason, setDocumentsFailure);
    },
    [onDocumentsFailed],
  );
  const signAgain = (message: string) => {
    setSigned(null);
    setSigningNote(message);
    setSigningThen(step);
  };

  const update = (action: WalkInAction, ...fields: string[]) => {
    dispatch(action);
    if (fields.length > 0) setErrors((previous) => Object.fromEntries(Object.entries(previous).filter(([field]) => !fields.includes(field))));
  };
  const text = (field: WalkInTextField) => (value: string) => update({ type: 'text', field, value }, field);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDocumentsFailure(null);
    const result = checkWithTerms(walkInSchema, { ...walkInPayload(values, termsBox), consent, signatures: signed?.signatures ?? [] }, asked);
    if (step < LAST_STEP) {
      const mine = result.ok ? {} : errorsOfStep(result.errors, step);
      setErrors(mine);
      if (Object.keys(mine).length > 0) focusFirstError();
      // The phone is known: what this walk-in signs at the site, unless signed already for this phone and name.
      else if (WALK_IN_STEPS[step]!.id === 'about' && !(signed && signed.phone === values.mobileNo && sameSignerName(signed.name, values.name))) setSigningThen(step + 1);
      else goTo(step + 1);
      return;
    }
    if (!result.ok) {
      const unsigned = result.errors['signatures'];
      // The signatures are no step's field: refused (not what the site asked), the walk-in signs again, told why.
      if (unsigned !== undefined && firstStepWithErrors(result.errors) === null) {
        signAgain(unsigned);
        return;
      }
      // Sign in checks everything: a message of an earlier step (a field changed since) sends the visitor there.
      const at = firstStepWithErrors(result.errors) ?? step;
      setErrors(errorsOfStep(result.errors, at));
      if (at !== step) goTo(at);
      focusFirstError();
      return;
    }
    setErrors({});
    onSubmit(result.data, signAgain);
  };
  const back = () => {
    setErrors({});
    setDocumentsFailure(null);
    goTo(step - 1);
  };

  if (!consent) {
    return (
      <Suspense fallback={<CircularProgress aria-label="Loading" />}>
        <NoticeStep where={{ site: siteId }} onConsent={setConsent} />
      </Suspense>
    );
  }

  if (signingThen !== null) {
    return (
      <WalkInSigning
        phone={values.mobileNo}
        name={values.name}
        note={signingNote}
        onSigned={onSigned}
        onFailed={onSigningFailed}
        onBack={() => {
          setSigningThen(null);
          moved.current = true;
        }}
      />
    );
  }

  const current = WALK_IN_STEPS[step]!;
  const fields = (() => {
    switch (current.id) {
      case 'about':
        return (
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
        );
      case 'host':
        return <HostSearch value={values.host} onChange={(host) => update({ type: 'host', host }, 'hostId')} error={errors['hostId']} />;
      case 'place':
        return (
          <PlaceFields
            placeToVisit={values.placeToVisit}
            selectedOption={values.selectedOption}
            ppeOptions={values.ppeOptions}
            errors={errors}
            onPlace={(value) => update({ type: 'place', value }, 'placeToVisit')}
            onOption={(value) => update({ type: 'option', value }, 'selectedOption')}
            onPpe={(item, checked) => update({ type: 'ppe', item, checked })}
          />
        );
      case 'photo':
        return <KioskPhoto photo={values.photo} onPhoto={(photo) => update({ type: 'photo', photo }, 'photo')} error={errors['photo']} />;
      case 'confirm':
        return (
          <>
            <Summary values={values} termsBySigning={!termsBox} />
            {termsBox && <TermsFields accepted={values.termsAccepted} error={errors['termsAccepted']} onChange={(value) => update({ type: 'terms', value }, 'termsAccepted')} />}
          </>
        );
    }
  })();

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
        <Box>
          <Typography color="text.secondary" sx={{ fontSize: '1.1rem', fontWeight: 600 }} data-testid="walk-in-step">
            {stepCount(step)}
          </Typography>
          <Box role="presentation" sx={{ display: 'grid', gridTemplateColumns: `repeat(${WALK_IN_STEPS.length}, 1fr)`, gap: 0.75, mt: 1 }}>
            {WALK_IN_STEPS.map((shown, index) => (
              <Box key={shown.id} sx={{ height: 6, borderRadius: 3, bgcolor: index <= step ? 'primary.main' : 'grey.300' }} />
            ))}
          </Box>
        </Box>
        <Section title={current.title} description={current.id === 'photo' ? 'For your badge and the security desk.' : undefined}>
          <Typography component="span" ref={heading} tabIndex={-1} sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
            {`${stepCount(step)}: ${current.title}`}
          </Typography>
          {fields}
        </Section>

        {documentsFailure && (
          <Alert severity="error" role="alert" sx={{ fontSize: '1.1rem' }}>
            {documentsFailure}
          </Alert>
        )}
        {failure && step === LAST_STEP && (
          <Alert severity="error" role="alert" sx={{ fontSize: '1.1rem' }}>
            {failure}
          </Alert>
        )}
        <Stack direction="row" spacing={2} sx={{ '& > *': { flex: 1 } }}>
          {step > 0 && (
            <KioskButton type="button" variant="outlined" startIcon={<ArrowBackRounded />} onClick={back} disabled={busy}>
              Back
            </KioskButton>
          )}
          {step < LAST_STEP ? (
            <KioskButton type="submit" endIcon={<ArrowForwardRounded />}>
              Next
            </KioskButton>
          ) : (
            <KioskButton type="submit" disabled={busy} startIcon={busy ? <CircularProgress size={24} color="inherit" /> : <HowToRegRounded />}>
              Sign in
            </KioskButton>
          )}
        </Stack>
      </Stack>
    </form>
  );
};

export default WalkInForm;
