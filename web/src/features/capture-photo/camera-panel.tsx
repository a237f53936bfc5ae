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
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '#contract/messages.ts';
import { CAMERA_MESSAGES } from '../visits-common/camera-errors.ts';
import { PHOTO_HEIGHT, PHOTO_WIDTH } from '../visits-common/photo-crop.ts';
import type { PhotoCapture } from './use-photo-capture.ts';
import { ArrowBackRounded } from '../../components/mui-icons.tsx';

/**
 * The desk camera's panel: the live picture or the photo taken (marked Preview or Uploaded), what
 * happened, and Camera On/Off, Take Photo or Retake, Upload and, once uploaded, Back to the list.
 */
export const CameraPanel = ({ capture, onBackToList }: { readonly capture: PhotoCapture; readonly onBackToList: () => void }) => {
  const { camera, captured, capturing, uploading, uploaded, takePhoto, retake, upload } = capture;
  const { videoRef, status, problem, start, stop } = camera;
  const cameraOn = status === 'on';
  const showVideo = captured === null;
  return (
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
          <Button variant="outlined" startIcon={<ArrowBackRounded />} onClick={onBackToList}>
            Back to the list
          </Button>
        )}
      </Stack>
    </Stack>
  );
};
