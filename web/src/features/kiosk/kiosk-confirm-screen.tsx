import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import type { DocumentSignatureInput } from '#contract/site-documents.ts';
import { checkInAtKiosk, checkOutAtKiosk, fetchKioskDocuments } from './kiosk-api.ts';
import { kioskTapFailureOf } from './kiosk-errors.ts';
import { KIOSK_TAP, KioskButton, KioskHeading } from './kiosk-frame.tsx';
import { goodbyeTitle, type KioskScreen } from './kiosk-model.ts';
import type { Fail, Go } from './kiosk-turn.ts';
import { LoginRounded, LogoutRounded } from '../../components/mui-icons.tsx';

/** The site's documents to sign before the check-in (issue 31, PRIV-DOCS-03): the details form's step, its own chunk, loaded on the tap. */
const SigningStep = lazy(() => import('../../components/site-documents/signing-step.tsx'));

const Working = ({ label }: { readonly label: string }) => (
  <Stack role="status" spacing={2} sx={{ alignItems: 'center', mt: 4 }}>
    <CircularProgress size={64} aria-label={label} />
  </Stack>
);

const Fact = ({ label, value }: { readonly label: string; readonly value: string }) => (
  <Box sx={{ textAlign: 'center' }}>
    <Typography color="text.secondary" sx={{ fontSize: '1.1rem' }}>
      {label}
    </Typography>
    <Typography sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, fontWeight: 700, overflowWrap: 'break-word' }}>{value}</Typography>
  </Box>
);

/** The visit found, for the visitor to confirm: Check in on arrival, Check out when leaving. */
export const ConfirmScreen = ({ screen, go, fail, onStartOver }: { readonly screen: Extract<KioskScreen, { name: 'confirm' }>; readonly go: Go; readonly fail: Fail; readonly onStartOver: () => void }) => {
  const { visit, purpose } = screen;
  const [error, setError] = useState<string | null>(null);
  const checkIn = useMutation({ mutationFn: checkInAtKiosk });
  const checkOut = useMutation({ mutationFn: checkOutAtKiosk });
  // Check in first asks which of the site's documents this visitor signs now; none: the check-in goes on at once.
  const [signing, setSigning] = useState(false);
  const busy = checkIn.isPending || checkOut.isPending;
  const arriving = purpose === 'arrive';
  const { ticket } = visit;
  const { mutate: checkInWith } = checkIn;
  const loadDocuments = useCallback((signal: AbortSignal) => fetchKioskDocuments(ticket, signal), [ticket]);
  const refused = useCallback(
    (failure: unknown) => {
      // Back to the visit and its button: a tap asks again (a version published meanwhile is asked then).
      setSigning(false);
      fail(failure, setError, kioskTapFailureOf);
    },
    [fail],
  );
  const signed = useCallback(
    (signatures: DocumentSignatureInput[]) => checkInWith({ ticket, signatures }, { onSuccess: ({ message, badge }) => go({ name: 'badge', message, badge }), onError: refused }),
    [checkInWith, ticket, go, refused],
  );
  if (signing) {
    return (
      <>
        <KioskHeading title={`Hello, ${visit.firstName}`} subtitle="Please read and sign before you check in." />
        {checkIn.isPending ? (
          <Working label="Checking you in" />
        ) : (
          <Suspense fallback={<Working label="Loading" />}>
            <SigningStep load={loadDocuments} onSigned={signed} onFailed={refused} tapHeight={KIOSK_TAP} />
          </Suspense>
        )}
        <Stack sx={{ mt: 3, alignItems: 'center' }}>
          <Button size="large" onClick={onStartOver} sx={{ minHeight: KIOSK_TAP, fontSize: '1.15rem' }}>
            This is not me
          </Button>
        </Stack>
      </>
    );
  }
  const act = () => {
    setError(null);
    if (arriving) {
      setSigning(true);
    } else {
      checkOut.mutate(visit.ticket, { onSuccess: (message) => go({ name: 'goodbye', message, firstName: visit.firstName }), onError: (failure) => fail(failure, setError, kioskTapFailureOf) });
    }
  };
  return (
    <>
      <KioskHeading title={arriving ? `Hello, ${visit.firstName}` : goodbyeTitle(visit.firstName)} subtitle={arriving ? 'Is this your visit?' : 'Thank you for coming. Please check out.'} />
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderRadius: 4, maxWidth: 640, mx: 'auto' }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ justifyContent: 'space-around' }}>
          <Fact label={arriving ? 'Visiting' : 'You visited'} value={visit.hostFirstName} />
          <Fact label={arriving ? 'Time' : 'Checked in at'} value={visit.time} />
        </Stack>
      </Paper>
      <Stack spacing={2} sx={{ mt: 4, alignItems: 'center' }}>
        {error && (
          <Alert severity="error" role="alert" sx={{ fontSize: '1.15rem', width: '100%', maxWidth: 640 }}>
            {error}
          </Alert>
        )}
        <KioskButton
          color={arriving ? 'success' : 'primary'}
          onClick={act}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={24} color="inherit" /> : arriving ? <LoginRounded /> : <LogoutRounded />}
          sx={{ width: '100%', maxWidth: 640 }}
        >
          {arriving ? 'Check in' : 'Check out'}
        </KioskButton>
        <Button size="large" onClick={onStartOver} sx={{ minHeight: KIOSK_TAP, fontSize: '1.15rem' }}>
          This is not me
        </Button>
      </Stack>
    </>
  );
};
