import HomeRounded from '@mui/icons-material/HomeRounded';
import TravelExploreRounded from '@mui/icons-material/TravelExploreRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { homePathFor } from '../../app/navigation-rules.ts';
import { PageLayout } from '../../components/page-layout.tsx';
import { useAuth } from '../auth/use-auth.ts';

const NotFoundPage = () => {
  const { pathname } = useLocation();
  const { role } = useAuth();
  return (
    <PageLayout title="Page not found" maxWidth="sm">
      <Stack spacing={2.5} sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 1, sm: 2 } }}>
        <TravelExploreRounded color="primary" sx={{ fontSize: 56 }} aria-hidden />
        <Typography>
          There is no page at{' '}
          <Box component="code" sx={{ px: 0.75, py: 0.25, borderRadius: 1, bgcolor: 'action.hover', wordBreak: 'break-all' }}>
            {pathname}
          </Box>
          . Check the address, or start again from Home.
        </Typography>
        <Button component={RouterLink} to={homePathFor(role)} variant="contained" startIcon={<HomeRounded />}>
          Go to Home
        </Button>
      </Stack>
    </PageLayout>
  );
};

export default NotFoundPage;
