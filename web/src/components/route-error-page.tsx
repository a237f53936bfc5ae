import HomeRounded from '@mui/icons-material/HomeRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import ReportProblemRounded from '@mui/icons-material/ReportProblemRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useRouteError } from 'react-router-dom';
import { homePathFor } from '../app/navigation-rules.ts';
import { useAuth } from '../features/auth/use-auth.ts';
import { ChunkLoadError } from './chunk-load-error.tsx';
import { PageLayout } from './page-layout.tsx';

const DYNAMIC_IMPORT_FAILURE = /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

/** Any error a page throws while rendering: a calm message instead of a blank screen. */
export const RouteErrorPage = () => {
  const error = useRouteError();
  const { role } = useAuth();

  useEffect(() => {
    console.error(error);
  }, [error]);

  if (error instanceof Error && DYNAMIC_IMPORT_FAILURE.test(error.message)) return <ChunkLoadError />;

  return (
    <PageLayout title="Something went wrong" maxWidth="sm">
      <Stack spacing={2.5} sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 1, sm: 2 } }}>
        <ReportProblemRounded color="warning" sx={{ fontSize: 56 }} aria-hidden />
        <Typography>This page ran into a problem. Reloading usually helps; your data on the server is safe.</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button variant="contained" startIcon={<RefreshRounded />} onClick={() => window.location.reload()}>
            Reload
          </Button>
          <Button component={RouterLink} to={homePathFor(role)} variant="outlined" startIcon={<HomeRounded />}>
            Go to Home
          </Button>
        </Stack>
      </Stack>
    </PageLayout>
  );
};
