import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../../app/navigation-rules.ts';
import { BRAND } from '../../app/theme.ts';
import { PassPreview } from './pass-preview.tsx';

export const HeroSection = () => (
  <Box
    component="section"
    aria-labelledby="hero-title"
    sx={{
      position: 'relative',
      overflow: 'hidden',
      color: 'common.white',
      background: [
        'radial-gradient(900px 520px at 88% 0%, rgba(20, 163, 168, 0.38), transparent 62%)',
        'radial-gradient(720px 420px at 0% 100%, rgba(242, 163, 58, 0.16), transparent 60%)',
        `linear-gradient(135deg, ${BRAND.navyDeep} 0%, ${BRAND.navy} 48%, #0B4A68 100%)`,
      ].join(', '),
    }}
  >
    <Container maxWidth="lg" sx={{ py: { xs: 6, sm: 8, md: 11 } }}>
      <Grid container spacing={{ xs: 6, md: 6 }} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Typography variant="overline" component="p" sx={{ color: BRAND.amber }}>
            Visitor management for your site
          </Typography>
          <Typography id="hero-title" variant="h1" sx={{ mt: 1, fontSize: { xs: '2.3rem', sm: '3.1rem', md: '3.6rem' } }}>
            Welcome to{' '}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              Visitor Desk
            </Box>
          </Typography>
          <Typography sx={{ mt: 2.5, maxWidth: 560, fontSize: { xs: '1.05rem', md: '1.2rem' }, color: 'rgba(255, 255, 255, 0.86)' }}>
            Invite visitors, approve them in a click and check them in at the desk: one calm place for every guest on
            your site.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4.5 }}>
            <Button
              component={RouterLink}
              to={PATHS.registration}
              variant="contained"
              color="secondary"
              size="large"
              endIcon={<ArrowForwardRounded />}
            >
              Register as an employee
            </Button>
            <Button
              component={RouterLink}
              to={PATHS.login}
              variant="outlined"
              size="large"
              sx={{ color: 'common.white', borderColor: 'rgba(255, 255, 255, 0.55)', '&:hover': { borderColor: 'common.white', bgcolor: 'rgba(255, 255, 255, 0.08)' } }}
            >
              Login
            </Button>
          </Stack>
          <Typography variant="body2" sx={{ mt: 2.5, color: 'rgba(255, 255, 255, 0.78)' }}>
            Security desk?{' '}
            <Link component={RouterLink} to={PATHS.securityLogin} sx={{ color: 'common.white', fontWeight: 600 }} underline="always">
              Sign in here
            </Link>
          </Typography>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <PassPreview />
        </Grid>
      </Grid>
    </Container>
  </Box>
);
