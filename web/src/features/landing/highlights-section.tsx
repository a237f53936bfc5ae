import BadgeRounded from '@mui/icons-material/BadgeRounded';
import HowToRegRounded from '@mui/icons-material/HowToRegRounded';
import VerifiedUserRounded from '@mui/icons-material/VerifiedUserRounded';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

const HIGHLIGHTS: readonly { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <BadgeRounded />,
    title: 'Passes in a minute',
    text: "Enter the visitor's phone, date and time; they receive a link to fill in their own details.",
  },
  {
    icon: <VerifiedUserRounded />,
    title: 'Approvals you control',
    text: 'Hosts approve their visitors and managers approve new colleagues, each with one click.',
  },
  {
    icon: <HowToRegRounded />,
    title: 'A calm front desk',
    text: "Security sees who is expected today, records arrival and departure, and takes the visitor's photo.",
  },
];

export const HighlightsSection = () => (
  <Box component="section" aria-label="What Visitor Desk does" sx={{ py: { xs: 6, md: 9 } }}>
    <Container maxWidth="lg">
      <Grid container spacing={{ xs: 2, md: 3 }}>
        {HIGHLIGHTS.map(({ icon, title, text }) => (
          <Grid key={title} size={{ xs: 12, md: 4 }}>
            <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, height: '100%' }}>
              <Box
                aria-hidden
                sx={{
                  width: 44,
                  height: 44,
                  borderRadius: 2.5,
                  display: 'grid',
                  placeItems: 'center',
                  color: 'primary.main',
                  bgcolor: 'rgba(11, 93, 126, 0.1)',
                  mb: 2,
                }}
              >
                {icon}
              </Box>
              <Typography variant="h6" component="h2">
                {title}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {text}
              </Typography>
            </Paper>
          </Grid>
        ))}
      </Grid>
    </Container>
  </Box>
);
