import DoneRounded from '@mui/icons-material/DoneRounded';
import PrintRounded from '@mui/icons-material/PrintRounded';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NO_PRINT } from '../../components/print-styles.tsx';
import { KioskBadge } from './kiosk-badge.tsx';
import { KioskButton, KioskHeading } from './kiosk-frame.tsx';
import { countdownText, OUTCOME_MS, type KioskScreen } from './kiosk-model.ts';
import { useSecondsLeft } from './use-idle-reset.ts';

/**
 * When the kiosk goes back to its start by itself (the idle reset of kiosk-app.tsx, OUTCOME_MS), under
 * Done. A timer, not announced each second (role timer: its live region is off).
 */
const Countdown = () => (
  <Typography role="timer" color="text.secondary" className={NO_PRINT} sx={{ mt: 2, textAlign: 'center', fontSize: { xs: '1.1rem', sm: '1.25rem' } }}>
    {countdownText(useSecondsLeft(OUTCOME_MS))}
  </Typography>
);

/** Where a turn ends: the badge after a check-in, or a message (goodbye, see the desk) with Done and the countdown back to the start. */
export const BadgeScreen = ({ screen, onDone }: { readonly screen: Extract<KioskScreen, { name: 'badge' }>; readonly onDone: () => void }) => (
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
    <Countdown />
  </>
);

export const MessageScreen = ({ title, message, severity, onDone }: { readonly title: string; readonly message: string; readonly severity: 'success' | 'warning'; readonly onDone: () => void }) => (
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
    <Countdown />
  </>
);
