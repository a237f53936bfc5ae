import DirectionsWalkRounded from '@mui/icons-material/DirectionsWalkRounded';
import DoneRounded from '@mui/icons-material/DoneRounded';
import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import LoginRounded from '@mui/icons-material/LoginRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import PrintRounded from '@mui/icons-material/PrintRounded';
import QrCodeScannerRounded from '@mui/icons-material/QrCodeScannerRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import DialpadRounded from '@mui/icons-material/DialpadRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { KioskSelfAnswer } from '../../../../src/shared/api/kiosk-answers.ts';
import { MESSAGES } from '../../../../src/shared/messages.ts';
import { PHONE_LENGTH } from '../../../../src/shared/validation/identity-typing.ts';
import type { WalkInInput } from '../../../../src/shared/validation/kiosk.ts';
import { QueryLoading } from '../../components/query-state.tsx';
import { NO_PRINT } from '../../components/print-styles.tsx';
import { checkInAtKiosk, checkOutAtKiosk, createWalkIn, fetchWalkIn, lookUpVisit, type KioskLookup } from './kiosk-api.ts';
import { KioskBadge } from './kiosk-badge.tsx';
import { kioskFailureOf } from './kiosk-errors.ts';
import { KIOSK_TAP, KioskButton, KioskFrame, KioskHeading } from './kiosk-frame.tsx';
import { kioskKeys } from './kiosk-keys.ts';
import { goodbyeTitle, idleLimitFor, START, walkInStep, type KioskScreen } from './kiosk-model.ts';
import { PhoneKeypad } from './phone-keypad.tsx';
import { useIdleReset } from './use-idle-reset.ts';

const QrScanPanel = lazy(() => import('./qr-scan-panel.tsx'));
const WalkInForm = lazy(() => import('./walk-in-form.tsx'));

/** How often a waiting walk-in's status is asked for (ADR 14: one indexed read per 2 s per waiting kiosk). */
export const WALK_IN_POLL_MS = 2000;

type Go = (screen: KioskScreen) => void;
/** A failure that ends the visitor's turn: signed out, timed out (back to start with the words), or see the desk. */
type Fail = (error: unknown, show: (message: string) => void) => void;

const StartChoice = ({ icon, title, line, onClick }: { readonly icon: ReactNode; readonly title: string; readonly line: string; readonly onClick: () => void }) => (
  <Button
    variant="contained"
    onClick={onClick}
    sx={{
      minHeight: { xs: 120, md: 260 },
      borderRadius: 4,
      p: 3,
      display: 'flex',
      flexDirection: { xs: 'row', md: 'column' },
      gap: 2,
      justifyContent: { xs: 'flex-start', md: 'center' },
      textAlign: { xs: 'left', md: 'center' },
      textTransform: 'none',
      '& svg': { fontSize: { xs: 48, md: 72 } },
    }}
  >
    {icon}
    <Box>
      <Typography component="span" sx={{ display: 'block', fontSize: { xs: '1.6rem', sm: '1.9rem' }, fontWeight: 700, lineHeight: 1.2 }}>
        {title}
      </Typography>
      <Typography component="span" sx={{ display: 'block', fontSize: { xs: '1.05rem', sm: '1.2rem' }, opacity: 0.9, mt: 0.5 }}>
        {line}
      </Typography>
    </Box>
  </Button>
);

const StartScreen = ({ go, notice }: { readonly go: Go; readonly notice: string | null }) => (
  <>
    <KioskHeading title="Welcome" subtitle="Please sign in for your visit." />
    {notice && (
      <Alert severity="info" sx={{ mb: 3, fontSize: '1.15rem' }}>
        {notice}
      </Alert>
    )}
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: { xs: 2, sm: 3 } }}>
      <StartChoice icon={<EventAvailableRounded />} title="I have an appointment" line="Your host invited you." onClick={() => go({ name: 'find', purpose: 'arrive', method: 'phone' })} />
      <StartChoice icon={<DirectionsWalkRounded />} title="I'm a walk-in" line="No appointment: we will ask your host." onClick={() => go({ name: 'walk-in' })} />
      <StartChoice icon={<LogoutRounded />} title="I'm leaving" line="Sign out at the end of your visit." onClick={() => go({ name: 'find', purpose: 'leave', method: 'phone' })} />
    </Box>
  </>
);

const FindScreen = ({ screen, go, fail }: { readonly screen: Extract<KioskScreen, { name: 'find' }>; readonly go: Go; readonly fail: Fail }) => {
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const lookup = useMutation({ mutationFn: (input: KioskLookup) => lookUpVisit(screen.purpose, input) });
  const find = (input: KioskLookup) => {
    setError(null);
    lookup.mutate(input, {
      onSuccess: (visit) => go({ name: 'confirm', purpose: screen.purpose, visit }),
      onError: (failure) => fail(failure, setError),
    });
  };
  const arriving = screen.purpose === 'arrive';
  return (
    <>
      <KioskHeading
        title={arriving ? 'Find your appointment' : 'Signing out'}
        subtitle={screen.method === 'phone' ? 'Type the mobile number you gave your host.' : 'Hold the QR code from your e-mail up to the camera.'}
      />
      <Stack spacing={{ xs: 2.5, md: 3 }} sx={{ alignItems: 'center' }}>
        <ToggleButtonGroup
          exclusive
          value={screen.method}
          onChange={(_event, method: 'phone' | 'qr' | null) => {
            if (method) {
              setError(null);
              go({ ...screen, method });
            }
          }}
          aria-label="How to find your visit"
          sx={{
            width: { xs: '100%', sm: 'auto' },
            '& .MuiToggleButton-root': { flex: { xs: 1, sm: 'none' }, minHeight: { xs: 56, sm: KIOSK_TAP }, px: { xs: 1, sm: 3 }, fontSize: { xs: '1rem', sm: '1.15rem' }, textTransform: 'none', gap: 1 },
          }}
        >
          <ToggleButton value="phone">
            <DialpadRounded /> Phone number
          </ToggleButton>
          <ToggleButton value="qr">
            <QrCodeScannerRounded /> Scan my QR code
          </ToggleButton>
        </ToggleButtonGroup>
        {error && (
          <Alert severity="error" role="alert" sx={{ fontSize: '1.15rem', width: '100%', maxWidth: 560 }}>
            {error}
          </Alert>
        )}
        {screen.method === 'phone' ? (
          <Stack
            component="form"
            spacing={3}
            sx={{ width: '100%', alignItems: 'center' }}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              find({ phone });
            }}
          >
            <PhoneKeypad
              label="Mobile number"
              value={phone}
              onChange={(value) => {
                setPhone(value);
                setError(null);
              }}
            >
              <KioskButton
                type="submit"
                disabled={phone.length !== PHONE_LENGTH || lookup.isPending}
                startIcon={lookup.isPending ? <CircularProgress size={24} color="inherit" /> : <SearchRounded />}
                sx={{ width: '100%' }}
              >
                Find my visit
              </KioskButton>
            </PhoneKeypad>
          </Stack>
        ) : (
          <Box sx={{ width: '100%' }}>
            <Suspense fallback={<QueryLoading label="Starting the camera" />}>
              <QrScanPanel looking={lookup.isPending} onPass={(code) => find({ qr: code })} />
            </Suspense>
          </Box>
        )}
      </Stack>
    </>
  );
};

const Fact = ({ label, value }: { readonly label: string; readonly value: string }) => (
  <Box sx={{ textAlign: 'center' }}>
    <Typography color="text.secondary" sx={{ fontSize: '1.1rem' }}>
      {label}
    </Typography>
    <Typography sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, fontWeight: 700, overflowWrap: 'anywhere' }}>{value}</Typography>
  </Box>
);

const ConfirmScreen = ({ screen, go, fail, onStartOver }: { readonly screen: Extract<KioskScreen, { name: 'confirm' }>; readonly go: Go; readonly fail: Fail; readonly onStartOver: () => void }) => {
  const { visit, purpose } = screen;
  const [error, setError] = useState<string | null>(null);
  const checkIn = useMutation({ mutationFn: checkInAtKiosk });
  const checkOut = useMutation({ mutationFn: checkOutAtKiosk });
  const busy = checkIn.isPending || checkOut.isPending;
  const arriving = purpose === 'arrive';
  const act = () => {
    setError(null);
    if (arriving) {
      checkIn.mutate(visit.ticket, { onSuccess: ({ message, badge }) => go({ name: 'badge', message, badge }), onError: (failure) => fail(failure, setError) });
    } else {
      checkOut.mutate(visit.ticket, { onSuccess: (message) => go({ name: 'goodbye', message, firstName: visit.firstName }), onError: (failure) => fail(failure, setError) });
    }
  };
  return (
    <>
      <KioskHeading title={arriving ? `Hello, ${visit.firstName}` : goodbyeTitle(visit.firstName)} subtitle={arriving ? 'Is this your visit?' : 'Thank you for coming. Please check out.'} />
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderRadius: 4, maxWidth: 640, mx: 'auto' }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ justifyContent: 'space-around' }}>
          <Fact label={arriving ? 'Visiting' : 'You visited'} value={visit.hostName} />
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

const BadgeScreen = ({ screen, onDone }: { readonly screen: Extract<KioskScreen, { name: 'badge' }>; readonly onDone: () => void }) => (
  <>
    <KioskHeading title={screen.message} subtitle={`${screen.badge.hostName} has been told you are here.`} />
    <KioskBadge badge={screen.badge} />
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} className={NO_PRINT} sx={{ mt: 4, justifyContent: 'center' }}>
      <KioskButton variant="outlined" startIcon={<PrintRounded />} onClick={() => window.print()}>
        Print badge
      </KioskButton>
      <KioskButton startIcon={<DoneRounded />} onClick={onDone}>
        Done
      </KioskButton>
    </Stack>
  </>
);

const MessageScreen = ({ title, message, severity, onDone }: { readonly title: string; readonly message: string; readonly severity: 'success' | 'warning'; readonly onDone: () => void }) => (
  <>
    <KioskHeading title={title} />
    <Alert severity={severity} role={severity === 'warning' ? 'alert' : 'status'} sx={{ fontSize: { xs: '1.3rem', sm: '1.6rem' }, py: 2, maxWidth: 720, mx: 'auto', '& .MuiAlert-icon': { fontSize: 40 } }}>
      {message}
    </Alert>
    <Stack sx={{ mt: 4, alignItems: 'center' }}>
      <KioskButton startIcon={<DoneRounded />} onClick={onDone} sx={{ width: '100%', maxWidth: 420 }}>
        Done
      </KioskButton>
    </Stack>
  </>
);

const WalkInScreen = ({ go, fail }: { readonly go: Go; readonly fail: Fail }) => {
  const [failure, setFailure] = useState<string | null>(null);
  const create = useMutation({ mutationFn: createWalkIn });
  const submit = (input: WalkInInput) => {
    setFailure(null);
    create.mutate(input, {
      onSuccess: (walkIn) =>
        walkInStep(walkIn.status) === 'see-desk'
          ? go({ name: 'see-desk', message: MESSAGES.kiosk.seeDesk })
          : go({ name: 'waiting', ticket: walkIn.ticket, firstName: walkIn.firstName, hostName: walkIn.hostName }),
      onError: (error) => fail(error, setFailure),
    });
  };
  return (
    <>
      <KioskHeading title="Welcome" subtitle="Tell us who you are and who you are visiting; we will ask them to let you in." />
      <Suspense fallback={<QueryLoading label="Loading the form" />}>
        <WalkInForm busy={create.isPending} failure={failure} onSubmit={submit} />
      </Suspense>
    </>
  );
};

const WaitingScreen = ({ screen, go, fail }: { readonly screen: Extract<KioskScreen, { name: 'waiting' }>; readonly go: Go; readonly fail: Fail }) => {
  const [error, setError] = useState<string | null>(null);
  const checkIn = useMutation({ mutationFn: checkInAtKiosk });
  const checkingIn = checkIn.isPending || checkIn.isSuccess;
  const status = useQuery({
    queryKey: kioskKeys.walkIn(screen.ticket),
    queryFn: ({ signal }) => fetchWalkIn(screen.ticket, signal),
    refetchInterval: checkingIn ? false : WALK_IN_POLL_MS,
    refetchIntervalInBackground: true,
  });
  const started = useRef(false);
  const step = status.data ? walkInStep(status.data.status) : 'wait';
  const { error: statusError } = status;
  const { mutate } = checkIn;
  useEffect(() => {
    if (statusError) fail(statusError, setError);
  }, [statusError, fail]);
  useEffect(() => {
    if (step === 'wait' || started.current) return;
    started.current = true;
    if (step === 'declined') go({ name: 'see-desk', message: MESSAGES.kiosk.walkInDeclined });
    else if (step === 'see-desk') go({ name: 'see-desk', message: MESSAGES.kiosk.seeDesk });
    else if (step === 'checked-in') go({ name: 'see-desk', message: MESSAGES.kiosk.alreadyCheckedIn });
    else mutate(screen.ticket, { onSuccess: ({ message, badge }) => go({ name: 'badge', message, badge }), onError: (failure) => fail(failure, setError) });
  }, [step, go, fail, mutate, screen.ticket]);
  return (
    <>
      <KioskHeading title={`Thank you, ${screen.firstName}`} subtitle={`We have asked ${screen.hostName} to let you in.`} />
      <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }} role="status">
        <CircularProgress size={72} aria-label={checkingIn ? 'Checking you in' : 'Waiting for your host'} />
        <Typography sx={{ fontSize: { xs: '1.5rem', sm: '1.9rem' }, fontWeight: 600 }}>{checkingIn ? 'Your host said yes. Checking you in…' : MESSAGES.kiosk.waitingForHost}</Typography>
        <Typography color="text.secondary" sx={{ fontSize: '1.2rem' }}>
          Please stay close to this screen; it will tell you when you may go in.
        </Typography>
        {error && (
          <Alert severity="error" role="alert" sx={{ fontSize: '1.15rem', width: '100%', maxWidth: 640, textAlign: 'left' }}>
            {error}
          </Alert>
        )}
      </Stack>
    </>
  );
};

/**
 * The kiosk at work: the start screen, then one visitor's turn (appointment, walk-in or leaving), and
 * back to the start after Done, "Start over" or 30 s without a touch (10 minutes while a walk-in
 * waits for their host).
 */
export const KioskApp = ({ kiosk, onSignedOut }: { readonly kiosk: KioskSelfAnswer; readonly onSignedOut: () => void }) => {
  const [screen, setScreen] = useState<KioskScreen>(START);
  const [notice, setNotice] = useState<string | null>(null);
  const go = useCallback<Go>((next) => {
    setNotice(null);
    setScreen(next);
    window.scrollTo({ top: 0 });
  }, []);
  const startOver = useCallback(() => go(START), [go]);
  const fail = useCallback<Fail>(
    (error, show) => {
      const failure = kioskFailureOf(error);
      if (failure.kind === 'signed-out') onSignedOut();
      else if (failure.kind === 'start-again') {
        setScreen(START);
        setNotice(failure.message);
      } else if (failure.kind === 'see-desk') go({ name: 'see-desk', message: failure.message });
      else show(failure.message);
    },
    [go, onSignedOut],
  );
  useIdleReset(idleLimitFor(screen), startOver);

  const content = (() => {
    switch (screen.name) {
      case 'start':
        return <StartScreen go={go} notice={notice} />;
      case 'find':
        return <FindScreen key={screen.purpose} screen={screen} go={go} fail={fail} />;
      case 'confirm':
        return <ConfirmScreen screen={screen} go={go} fail={fail} onStartOver={startOver} />;
      case 'badge':
        return <BadgeScreen screen={screen} onDone={startOver} />;
      case 'goodbye':
        return <MessageScreen title={goodbyeTitle(screen.firstName)} message={screen.message} severity="success" onDone={startOver} />;
      case 'walk-in':
        return <WalkInScreen go={go} fail={fail} />;
      case 'waiting':
        return <WaitingScreen screen={screen} go={go} fail={fail} />;
      case 'see-desk':
        return <MessageScreen title="Please see the desk" message={screen.message} severity="warning" onDone={startOver} />;
    }
  })();
  return (
    <KioskFrame kioskName={kiosk.name} onStartOver={screen.name === 'start' ? undefined : startOver}>
      {content}
    </KioskFrame>
  );
};

