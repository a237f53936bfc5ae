import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { MESSAGES } from '#contract/messages.ts';
import { checkInAtKiosk, fetchWalkIn } from './kiosk-api.ts';
import { kioskTapFailureOf } from './kiosk-errors.ts';
import { KioskHeading } from './kiosk-frame.tsx';
import { kioskKeys } from './kiosk-keys.ts';
import { walkInStep, type KioskScreen } from './kiosk-model.ts';
import type { Fail, Go } from './kiosk-turn.ts';

/** How often a waiting walk-in's status is asked for (ADR 14: one indexed read per 2 s per waiting kiosk). */
export const WALK_IN_POLL_MS = 2000;

/** A walk-in waits for their host's answer; a yes checks them in here, anything else sends them to the desk. */
export const WaitingScreen = ({ screen, go, fail }: { readonly screen: Extract<KioskScreen, { name: 'waiting' }>; readonly go: Go; readonly fail: Fail }) => {
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
    // Checked in at the desk between the last answer and this tap: the desk's words end the turn, not a spinner that waits on.
    else mutate({ ticket: screen.ticket }, { onSuccess: ({ message, badge }) => go({ name: 'badge', message, badge }), onError: (failure) => fail(failure, setError, kioskTapFailureOf) });
  }, [step, go, fail, mutate, screen.ticket]);
  return (
    <>
      <KioskHeading title={`Thank you, ${screen.firstName}`} subtitle={`We have asked ${screen.hostFirstName} to let you in.`} />
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
