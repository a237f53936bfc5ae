import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import CameraAltRounded from '@mui/icons-material/CameraAltRounded';
import CloudUploadRounded from '@mui/icons-material/CloudUploadRounded';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import VideocamOffRounded from '@mui/icons-material/VideocamOffRounded';
import VideocamRounded from '@mui/icons-material/VideocamRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { MESSAGES } from '../../../../src/shared/messages.ts';
import { canUseDesk } from '../../../../src/shared/capabilities.ts';
import { PATHS } from '../../app/navigation-rules.ts';
import { PageLayout } from '../../components/page-layout.tsx';
import { useNotice } from '../../components/notices.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useAuth } from '../auth/use-auth.ts';
import { CAMERA_MESSAGES } from '../visits-common/camera-errors.ts';
import { capturePhotoInfo, type CapturePhotoInfo } from '../desk/capture-photo-target.ts';
import { useDeskVisit, useUploadPhoto } from '../desk/use-desk-visit.ts';
import type { DeskVisit } from '../desk/desk-visit.ts';
import { useCamera } from '../visits-common/use-camera.ts';
import { VisitFacts } from '../desk/visit-facts.tsx';
import { captureJpeg } from '../visits-common/photo-capture.ts';
import { PHOTO_HEIGHT, PHOTO_WIDTH } from '../visits-common/photo-crop.ts';
import { withMuiTheme } from '../../app/mui-theme.tsx';
import { withQueryClient } from '../../app/query-client.tsx';

const DESK_CAMERA: MediaTrackConstraints = { width: { ideal: 640 }, height: { ideal: 480 }, facingMode: 'user' };

interface Captured {
  readonly blob: Blob;
  readonly url: string;
}

type Visitor = { readonly state: 'loading' } | { readonly state: 'ready'; readonly visit: DeskVisit } | { readonly state: 'failed' };

/** The failure of `POST /upload` in the description's words, with the server's reason under them. */
const uploadFailure = (error: unknown): string => {
  if (!(error instanceof ApiError) || error.status === 0) return MESSAGES.photo.uploadError;
  // The server's reason when it gave one (an answer with a code); nothing more for a bare status.
  const reason = error.code !== null && error.message ? `\n${error.message}` : '';
  return `${MESSAGES.photo.uploadFailed}${reason}`;
};

const VisitorCard = ({ info, visitor }: { readonly info: CapturePhotoInfo; readonly visitor: Visitor }) => {
  const visit = visitor.state === 'ready' ? visitor.visit : null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }} component="section" aria-label="Visitor">
      <Typography variant="overline" color="text.secondary">
        Visitor
      </Typography>
      <VisitFacts
        facts={[
          ['Visitor ID', String(visit?.id ?? info.id ?? '—')],
          ['Name', visit?.name ?? info.name ?? '—'],
          ['Date', visit?.date_of_visit ?? info.date ?? '—'],
          ['Time', visit?.time_of_visit ?? info.time ?? '—'],
          ...(visit?.visitor_id ? [['Pass code', visit.visitor_id] as const] : []),
        ]}
      />
      {visitor.state === 'loading' && info.name === null && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1.5 }} role="status">
          <CircularProgress size={16} aria-hidden />
          <Typography variant="body2">Loading the visitor…</Typography>
        </Stack>
      )}
      {visitor.state === 'failed' && info.name === null && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {MESSAGES.photo.dataError}
        </Alert>
      )}
    </Paper>
  );
};

/**
 * `/CapturePhoto`: the desk's webcam photo of a visitor (product-spec.md section 2): Camera On/Off,
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
  const { mutateAsync: uploadPhoto, isPending: uploading } = useUploadPhoto(id);
  const camera = useCamera(DESK_CAMERA);
  const { videoRef, status, problem, start, stop } = camera;
  const [captured, setCaptured] = useState<Captured | null>(null);
  const [capturing, setCapturing] = useState(false);
  const [uploaded, setUploaded] = useState(false);
  const notice = useNotice();

  // A preview's object URL is let go when it is replaced or the page closes.
  const previewUrl = captured?.url;
  useEffect(() => {
    if (!previewUrl) return;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  const takePhoto = async () => {
    const video = videoRef.current;
    if (!video) return;
    setCapturing(true);
    try {
      const blob = await captureJpeg(video);
      if (!blob) {
        notice.error(MESSAGES.photo.missing);
        return;
      }
      setCaptured({ blob, url: URL.createObjectURL(blob) });
      setUploaded(false);
    } finally {
      setCapturing(false);
    }
  };

  const retake = () => {
    setCaptured(null);
    setUploaded(false);
    if (status !== 'on') void start();
  };

  const upload = async () => {
    if (!captured || id === null) return;
    try {
      await uploadPhoto(captured.blob);
      setUploaded(true);
      // Done with the camera; Retake turns it on again.
      stop();
      // A success needs no click (issue 12); Back to the list appears beside Upload.
      notice.success(MESSAGES.photo.uploaded);
    } catch (error) {
      notice.error(uploadFailure(error));
    }
  };

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

  const cameraOn = status === 'on';
  const showVideo = captured === null;

  return (
    <PageLayout title="Capture Photo" subtitle="Take the visitor's photo with the desk camera." maxWidth="md" paper={false}>
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, md: 4 }}>
          <VisitorCard info={info} visitor={visitor} />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }} component="section" aria-label="Camera">
            {!desk ? (
              <Alert severity="info">Photos are taken at the security desk.</Alert>
            ) : (
              <Stack spacing={2}>
                <Box
                  sx={{
                    position: 'relative',
                    width: '100%',
                    maxWidth: 480,
                    mx: 'auto',
                    aspectRatio: `${PHOTO_WIDTH} / ${PHOTO_HEIGHT}`,
                    borderRadius: 2,
                    overflow: 'hidden',
                    bgcolor: 'grey.900',
                  }}
                >
                  <Box
                    component="video"
                    ref={videoRef}
                    muted
                    playsInline
                    aria-label="Camera preview"
                    sx={{ display: showVideo && cameraOn ? 'block' : 'none', width: '100%', height: '100%', objectFit: 'cover' }}
                  />
                  {captured && (
                    <>
                      <Box
                        component="img"
                        src={captured.url}
                        alt="Captured photo preview"
                        width={PHOTO_WIDTH}
                        height={PHOTO_HEIGHT}
                        sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
                      />
                      <Chip label={uploaded ? 'Uploaded' : 'Preview'} size="small" color={uploaded ? 'success' : 'default'} sx={{ position: 'absolute', top: 10, left: 10, fontWeight: 700, bgcolor: uploaded ? undefined : 'rgba(255,255,255,0.9)' }} />
                    </>
                  )}
                  {showVideo && !cameraOn && (
                    <Stack sx={{ position: 'absolute', inset: 0, alignItems: 'center', justifyContent: 'center', color: 'grey.300', gap: 1, textAlign: 'center', p: 2 }}>
                      {status === 'starting' ? <CircularProgress color="inherit" aria-label="Starting the camera" /> : <VideocamOffRounded sx={{ fontSize: 48 }} aria-hidden />}
                      <Typography>{status === 'starting' ? 'Starting the camera…' : 'The camera is off.'}</Typography>
                    </Stack>
                  )}
                </Box>

                {status === 'error' && problem && <Alert severity="warning">{CAMERA_MESSAGES[problem]}</Alert>}
                {captured && !uploaded && (
                  <Alert severity="success" role="status">
                    {MESSAGES.photo.captured}
                  </Alert>
                )}
                {uploaded && (
                  <Alert severity="success" role="status">
                    {MESSAGES.photo.uploaded}
                  </Alert>
                )}

                <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', '& > *': { flex: { xs: '1 1 140px', sm: '0 0 auto' } } }}>
                  {cameraOn ? (
                    <Button variant="outlined" startIcon={<VideocamOffRounded />} onClick={stop}>
                      Camera Off
                    </Button>
                  ) : (
                    <Button variant="outlined" startIcon={<VideocamRounded />} onClick={() => void start()} disabled={status === 'starting'}>
                      Camera On
                    </Button>
                  )}
                  {captured ? (
                    <Button variant="outlined" startIcon={<ReplayRounded />} onClick={retake} disabled={uploading}>
                      Retake
                    </Button>
                  ) : (
                    <Button variant="contained" startIcon={capturing ? <CircularProgress size={16} color="inherit" aria-hidden /> : <CameraAltRounded />} onClick={() => void takePhoto()} disabled={!cameraOn || capturing}>
                      Take Photo
                    </Button>
                  )}
                  <Button
                    variant="contained"
                    color="success"
                    startIcon={uploading ? <CircularProgress size={16} color="inherit" aria-hidden /> : <CloudUploadRounded />}
                    onClick={() => void upload()}
                    disabled={!captured || uploading || uploaded}
                  >
                    Upload
                  </Button>
                  {uploaded && (
                    <Button
                      variant="outlined"
                      startIcon={<ArrowBackRounded />}
                      onClick={() => {
                        // Came from the list: step back to it, filters and page as they were.
                        if (info.from !== null) void navigate(-1);
                        else void navigate(PATHS.approvedVisitorDetails);
                      }}
                    >
                      Back to the list
                    </Button>
                  )}
                </Stack>
              </Stack>
            )}
          </Paper>
        </Grid>
      </Grid>

    </PageLayout>
  );
};

export default withMuiTheme(withQueryClient(CapturePhotoPage));
