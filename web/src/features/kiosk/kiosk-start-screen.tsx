import DirectionsWalkRounded from '@mui/icons-material/DirectionsWalkRounded';
import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { KioskHeading } from './kiosk-frame.tsx';
import type { Go } from './kiosk-turn.ts';
import { LogoutRounded } from '../../components/mui-icons.tsx';

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

/** The start: three large choices for the visitor, and why the last turn ended when it ended early. */
export const StartScreen = ({ go, notice }: { readonly go: Go; readonly notice: string | null }) => (
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
