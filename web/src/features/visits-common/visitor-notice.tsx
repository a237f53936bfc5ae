import type SvgIcon from '@mui/material/SvgIcon';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

export interface VisitorNoticeProps {
  readonly icon: typeof SvgIcon;
  readonly tone: 'success' | 'warning' | 'error' | 'primary';
  /** The tab's title. */
  readonly title: string;
  /** The one line that matters, as the page's heading. */
  readonly heading: string;
  readonly text?: ReactNode;
  readonly children?: ReactNode;
  readonly testId?: string;
}

/** The brand line of the visitor's header-less pages: they come from an e-mail, not from the app. */
export const VisitorBrand = () => (
  <Box component="img" src="/logo.svg" alt="Visitor Desk" sx={{ height: { xs: 28, sm: 32 }, width: 'auto', display: 'block' }} />
);

/** A visitor's one-message page (submitted, expired, invalid, already sent): centred, friendly, phone first. */
export const VisitorNotice = ({ icon: Icon, tone, title, heading, text, children, testId }: VisitorNoticeProps) => (
  <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 6 }, flex: 1, display: 'flex', flexDirection: 'column' }}>
    <title>{`${title} · Visitor Desk`}</title>
    <Box sx={{ display: 'flex', justifyContent: 'center', mb: { xs: 3, sm: 4 } }}>
      <VisitorBrand />
    </Box>
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 } }} data-testid={testId}>
      <Stack spacing={2.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Box
          sx={(theme) => ({
            width: 76,
            height: 76,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: alpha(theme.palette[tone].main, 0.12),
            color: `${tone}.main`,
          })}
        >
          <Icon sx={{ fontSize: 42 }} aria-hidden />
        </Box>
        <Typography variant="h5" component="h1">
          {heading}
        </Typography>
        {text && (
          <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
            {text}
          </Typography>
        )}
        {children}
      </Stack>
    </Paper>
  </Container>
);
