import CloudOffRounded from '@mui/icons-material/CloudOffRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageLayout } from './page-layout.tsx';

/**
 * A page's code did not arrive (a lost connection, or a new version was deployed and the old files are
 * gone). Reloading fetches the current version.
 */
export const ChunkLoadError = () => (
  <PageLayout title="This page could not be loaded" maxWidth="sm">
    <Stack spacing={2.5} sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 1, sm: 2 } }}>
      <CloudOffRounded color="primary" sx={{ fontSize: 56 }} aria-hidden />
      <Typography>
        The connection may have dropped, or Visitor Desk was updated since you opened it. Reload to get the latest
        version.
      </Typography>
      <Button variant="contained" startIcon={<RefreshRounded />} onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Stack>
  </PageLayout>
);
