import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BRAND } from '../../app/theme.ts';
import { NO_PRINT, PRINT_ROOT } from '../../components/print-styles.tsx';

/** Every tap target on the kiosk is at least this tall (issue 13: large tap targets). */
export const KIOSK_TAP = 64;

/**
 * The kiosk's whole screen: a calm band with the logo and the kiosk's name (and "Start over" once the
 * visitor has begun), then the screen's content, centred, in large type for arm's length.
 */
export const KioskFrame = ({ kioskName, onStartOver, children }: { readonly kioskName?: string; readonly onStartOver?: (() => void) | undefined; readonly children: ReactNode }) => (
  <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', minHeight: '100dvh', bgcolor: 'background.default' }}>
    <title>Reception · Visitor Desk</title>
    <Box
      className={NO_PRINT}
      sx={{ display: 'flex', alignItems: 'center', gap: 2, px: { xs: 2, sm: 4 }, py: { xs: 1.5, sm: 2 }, bgcolor: BRAND.navy, color: '#fff' }}
    >
      <Box component="img" src="/logo.svg" alt="Visitor Desk" sx={{ display: { xs: 'none', sm: 'block' }, height: 40, bgcolor: '#fff', borderRadius: 1.5, p: 0.5 }} />
      <Typography component="p" noWrap sx={{ fontSize: { xs: '1.05rem', sm: '1.25rem' }, fontWeight: 600, flex: 1, minWidth: 0 }}>
        {kioskName ? `Reception · ${kioskName}` : 'Reception'}
      </Typography>
      {onStartOver && (
        <Button
          variant="outlined"
          color="inherit"
          size="large"
          startIcon={<RestartAltRounded />}
          onClick={onStartOver}
          sx={{ minHeight: 56, borderColor: 'rgba(255,255,255,0.6)', fontSize: '1.05rem', flexShrink: 0 }}
        >
          Start over
        </Button>
      )}
    </Box>
    <Box className={PRINT_ROOT} sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', px: { xs: 2, sm: 4 }, py: { xs: 3, sm: 4 } }}>
      <Box sx={{ width: '100%', maxWidth: 960 }}>{children}</Box>
    </Box>
  </Box>
);

/** A screen's heading and the line under it, large. */
export const KioskHeading = ({ title, subtitle }: { readonly title: ReactNode; readonly subtitle?: ReactNode }) => (
  <Stack spacing={1} sx={{ mb: { xs: 2.5, sm: 3 }, textAlign: 'center' }} className={NO_PRINT}>
    <Typography variant="h3" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '2rem', sm: '2.75rem' }, overflowWrap: 'break-word' }}>
      {title}
    </Typography>
    {subtitle && (
      <Typography color="text.secondary" sx={{ fontSize: { xs: '1.15rem', sm: '1.4rem' } }}>
        {subtitle}
      </Typography>
    )}
  </Stack>
);

/** The one big button of a screen. */
export const KioskButton = ({ sx, ...props }: ButtonProps) => (
  <Button variant="contained" size="large" {...props} sx={{ minHeight: KIOSK_TAP + 8, fontSize: { xs: '1.25rem', sm: '1.5rem' }, px: 4, borderRadius: 3, ...sx }} />
);
