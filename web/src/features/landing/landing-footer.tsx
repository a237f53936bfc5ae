import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../../app/navigation-rules.ts';
import { runtimeConfig } from '../../lib/runtime-config.ts';

const YEAR = new Date().getFullYear();

export const LandingFooter = () => (
  <Box component="footer" sx={{ bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}>
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 5 } }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}>
        <Box>
          <Box component="img" src="/logo.svg" alt="Visitor Desk" sx={{ height: 30, width: 'auto', display: 'block' }} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Visitor passes, host approvals and the security desk in one place.
          </Typography>
        </Box>
        <Stack component="nav" aria-label="Footer" direction="row" sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
          <Link component={RouterLink} to={PATHS.registration}>
            Register
          </Link>
          <Link component={RouterLink} to={PATHS.login}>
            Login
          </Link>
          <Link component={RouterLink} to={PATHS.securityLogin}>
            Security login
          </Link>
          <Link href={runtimeConfig.corporateUrl} target="_blank" rel="noopener noreferrer">
            Corporate site
          </Link>
        </Stack>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        © {YEAR} Visitor Desk. All rights reserved.
      </Typography>
    </Container>
  </Box>
);
