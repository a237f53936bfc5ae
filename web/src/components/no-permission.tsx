import HomeRounded from '@mui/icons-material/HomeRounded';
import LockPersonRounded from '@mui/icons-material/LockPersonRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { MESSAGES } from '../../../src/shared/messages.ts';
import { homePathFor } from '../app/navigation-rules.ts';
import { useAuth } from '../features/auth/use-auth.ts';
import { PageLayout } from './page-layout.tsx';

/** A signed-in user on a route their role does not open (product-spec.md section 6). */
export const NoPermission = () => {
  const { role } = useAuth();
  return (
    <PageLayout title="Access denied" maxWidth="sm">
      <Stack spacing={2.5} sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 2, sm: 3 } }}>
        <LockPersonRounded color="primary" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h6" component="p" data-testid="no-permission">
          {MESSAGES.ui.noPermission}
        </Typography>
        <Button component={RouterLink} to={homePathFor(role)} variant="contained" startIcon={<HomeRounded />}>
          Go to Home
        </Button>
      </Stack>
    </PageLayout>
  );
};
