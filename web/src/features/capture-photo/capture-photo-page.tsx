import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { canUseDesk } from '#contract/capabilities.ts';
import { PATHS } from '../../app/navigation-rules.ts';
import { PageLayout } from '../../components/page-layout.tsx';
import { useAuth } from '../auth/use-auth.ts';
import { capturePhotoInfo } from '../desk/capture-photo-target.ts';
import { useDeskVisit } from '../desk/use-desk-visit.ts';
import { withMuiTheme } from '../../app/mui-theme.tsx';
import { withQueryClient } from '../../app/query-client.tsx';
import { CameraPanel } from './camera-panel.tsx';
import { PhotoVisitorCard, type Visitor } from './photo-visitor-card.tsx';
import { usePhotoCapture } from './use-photo-capture.ts';

/**
 * `/CapturePhoto`: the desk's webcam photo of a visitor (docs/product/roles-and-screens.md SCREEN-16): Camera On/Off,
 * Take Photo (320×240 JPEG), preview, Retake and Upload. The camera stops when the page is left.
 */
const CapturePhotoPage = () => {
  const location = useLocation();
  const navigate = useNavigate();
  const { role } = useAuth();
  const info = capturePhotoInfo(location.state, location.search);
  const { id } = info;
  const desk = canUseDesk({ role });
  const deskVisit = useDeskVisit(id);
  const visitor: Visitor = deskVisit.isSuccess ? { state: 'ready', visit: deskVisit.data } : deskVisit.isError && !deskVisit.isFetching ? { state: 'failed' } : { state: 'loading' };
  const capture = usePhotoCapture(id);

  if (id === null) {
    return (
      <PageLayout title="Capture Photo">
        <Alert
          severity="info"
          action={
            <Button color="inherit" component={RouterLink} to={PATHS.approvedVisitorDetails}>
              Open the list
            </Button>
          }
        >
          Choose a visitor first: use Take Photo on a row of Approved Visitor Details.
        </Alert>
      </PageLayout>
    );
  }

  const backToList = () => {
    // Came from the list: step back to it, filters and page as they were.
    if (info.from !== null) void navigate(-1);
    else void navigate(PATHS.approvedVisitorDetails);
  };

  return (
    <PageLayout title="Capture Photo" subtitle="Take the visitor's photo with the desk camera." maxWidth="md" paper={false}>
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, md: 4 }}>
          <PhotoVisitorCard info={info} visitor={visitor} />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }} component="section" aria-label="Camera">
            {!desk ? <Alert severity="info">Photos are taken at the security desk.</Alert> : <CameraPanel capture={capture} onBackToList={backToList} />}
          </Paper>
        </Grid>
      </Grid>
    </PageLayout>
  );
};

export default withMuiTheme(withQueryClient(CapturePhotoPage));
