import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '../../../src/shared/messages.ts';

/** What shows while a page's code or data loads (product-spec.md section 2, "Loading screen"). */
export const LoadingScreen = ({ fullScreen = false }: { readonly fullScreen?: boolean }) => (
  <Box
    role="status"
    aria-live="polite"
    sx={{
      minHeight: fullScreen ? '100dvh' : '50vh',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: 2,
      px: 2,
    }}
  >
    <CircularProgress size={36} thickness={4} aria-hidden />
    <Typography color="text.secondary">{MESSAGES.ui.loading}</Typography>
  </Box>
);
