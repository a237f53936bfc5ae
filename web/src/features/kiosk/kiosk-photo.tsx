import CameraAltRounded from '@mui/icons-material/CameraAltRounded';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import VideocamRounded from '@mui/icons-material/VideocamRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { CAMERA_MESSAGES } from '../visits-common/camera-errors.ts';
import { captureJpeg } from '../visits-common/photo-capture.ts';
import { useCamera } from '../visits-common/use-camera.ts';
import { KIOSK_TAP } from './kiosk-frame.tsx';
import { base64OfDataUrl } from './walk-in-model.ts';

const FRONT_CAMERA: MediaTrackConstraints = { width: { ideal: 640 }, height: { ideal: 480 }, facingMode: 'user' };

const dataUrlOf = (blob: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The photo could not be read'));
    reader.readAsDataURL(blob);
  });

/**
 * The walk-in's photo from the tablet's camera, taken as the desk takes one (captureJpeg: 320×240
 * JPEG), shown to keep or take again. The camera runs only until the photo is taken.
 */
export const KioskPhoto = ({ photo, onPhoto, error }: { readonly photo: string | null; readonly onPhoto: (photo: string | null) => void; readonly error: string | undefined }) => {
  const { videoRef, status, problem, start, stop } = useCamera(FRONT_CAMERA);
  const [taking, setTaking] = useState(false);
  useEffect(() => {
    if (photo === null) void start();
    else stop();
  }, [photo, start, stop]);

  const take = async () => {
    const video = videoRef.current;
    if (!video) return;
    setTaking(true);
    try {
      const blob = await captureJpeg(video);
      if (blob) onPhoto(base64OfDataUrl(await dataUrlOf(blob)));
    } finally {
      setTaking(false);
    }
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center' }} data-invalid={Boolean(error)}>
      <Box sx={{ position: 'relative', width: '100%', maxWidth: 400, aspectRatio: '4 / 3', borderRadius: 3, overflow: 'hidden', bgcolor: 'grey.900' }}>
        {photo !== null ? (
          <Box component="img" src={`data:image/jpeg;base64,${photo}`} alt="Your photo" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
        ) : (
          <Box component="video" ref={videoRef} muted playsInline aria-label="Camera picture for your photo" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block', transform: 'scaleX(-1)' }} />
        )}
      </Box>
      {status === 'error' && problem && photo === null && (
        <Alert
          severity="warning"
          sx={{ width: '100%' }}
          action={
            <Button color="inherit" startIcon={<VideocamRounded />} onClick={() => void start()}>
              Try again
            </Button>
          }
        >
          {CAMERA_MESSAGES[problem]}
        </Alert>
      )}
      {photo === null ? (
        <Button variant="contained" size="large" startIcon={<CameraAltRounded />} disabled={status !== 'on' || taking} onClick={() => void take()} sx={{ minHeight: KIOSK_TAP, fontSize: '1.2rem', px: 4 }}>
          Take my photo
        </Button>
      ) : (
        <Button variant="outlined" size="large" startIcon={<ReplayRounded />} onClick={() => onPhoto(null)} sx={{ minHeight: KIOSK_TAP, fontSize: '1.2rem', px: 4 }}>
          Take it again
        </Button>
      )}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  );
};
