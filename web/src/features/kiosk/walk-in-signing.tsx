import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { DOCUMENT_MESSAGES } from '#contract/document-messages.ts';
import { sameSignerName, type DocumentSignatureInput } from '#contract/site-documents.ts';
import type { TermsAsked } from '#contract/terms-acceptance.ts';
import { fetchWalkInDocuments } from './kiosk-api.ts';
import { KIOSK_TAP, KioskButton } from './kiosk-frame.tsx';

/** The details form's signing step (issue 31, PRIV-DOCS-03), its own chunk, loaded when a walk-in's phone is known. */
const SigningStep = lazy(() => import('../../components/site-documents/signing-step.tsx'));

export interface WalkInSigningProps {
  /** The phone number typed on the first step: who the walk-in is across visits (the re-sign rule). */
  readonly phone: string;
  /** The name typed on the first step: each document is signed in it (the server refuses another, `document.name_mismatch`). */
  readonly name: string;
  /** Why the walk-in signs again (the server refused the walk-in's signatures: a version published meanwhile); null the first time. */
  readonly note: string | null;
  /**
   * Stable across renders: the signing step asks again when it changes. `asked`: what the site asked
   * (terms-acceptance.ts), so that the form knows whether its terms box stands (ADR 57).
   */
  readonly onSigned: (signatures: DocumentSignatureInput[], asked: TermsAsked) => void;
  /** The list could not be had (signed out, the network): the form ends the step its own way. Stable across renders. */
  readonly onFailed: (reason: unknown) => void;
  readonly onBack: () => void;
}

/**
 * A walk-in reads and signs the kiosk's site's documents once their phone number is known (ADR 56):
 * `POST /api/kiosk/walk-ins/documents` says which they sign now; none (a returning walk-in, or a site
 * without documents) and the form goes on at once. The shared signing step shows each document in the
 * kiosk's large type; a name other than the form's is refused here, in the server's words, before the
 * walk-in goes on.
 */
export const WalkInSigning = ({ phone, name, note, onSigned, onFailed, onBack }: WalkInSigningProps) => {
  const heading = useRef<HTMLHeadingElement | null>(null);
  const [mismatch, setMismatch] = useState<string | null>(null);
  // Where the visitor is now: a screen reader reads it, and the view starts at its top.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, []);
  const load = useCallback((signal: AbortSignal) => fetchWalkInDocuments(phone, signal), [phone]);
  const signed = useCallback(
    (signatures: DocumentSignatureInput[], asked: TermsAsked) => {
      if (signatures.some((signature) => !sameSignerName(signature.typedName, name))) {
        setMismatch(DOCUMENT_MESSAGES.nameMismatch);
        return;
      }
      setMismatch(null);
      onSigned(signatures, asked);
    },
    [name, onSigned],
  );
  return (
    <Stack spacing={{ xs: 2, sm: 2.5 }}>
      <Typography ref={heading} tabIndex={-1} variant="h5" component="h2" sx={{ fontSize: { xs: '1.5rem', sm: '1.75rem' }, fontWeight: 700, outline: 'none' }}>
        Please read and sign
      </Typography>
      <Typography color="text.secondary" sx={{ fontSize: '1.1rem' }}>
        {`Type your full name, ${name}, under each document to sign it.`}
      </Typography>
      {note && (
        <Alert severity="warning" sx={{ fontSize: '1.1rem' }}>
          {note}
        </Alert>
      )}
      <Suspense fallback={<CircularProgress size={48} aria-label="Loading" sx={{ alignSelf: 'center' }} />}>
        <SigningStep load={load} onSigned={signed} onFailed={onFailed} tapHeight={KIOSK_TAP} />
      </Suspense>
      {mismatch && (
        <Alert severity="error" role="alert" sx={{ fontSize: '1.1rem' }}>
          {mismatch}
        </Alert>
      )}
      <KioskButton type="button" variant="outlined" startIcon={<ArrowBackRounded />} onClick={onBack}>
        Back
      </KioskButton>
    </Stack>
  );
};
