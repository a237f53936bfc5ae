import VideocamRounded from '@mui/icons-material/VideocamRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { MESSAGES } from '#contract/messages.ts';
import { CAMERA_MESSAGES } from '../visits-common/camera-errors.ts';
import { useCamera } from '../visits-common/use-camera.ts';
import { useQrScanner } from '../visits-common/use-qr-scanner.ts';

/** The tablet's own camera faces the visitor, who holds their phone up to it. */
const KIOSK_CAMERA: MediaTrackConstraints = { facingMode: { ideal: 'user' }, width: { ideal: 1280 }, height: { ideal: 720 } };

export interface QrScanPanelProps {
  /** A visitor pass's code was read. */
  readonly onPass: (code: string) => void;
  /** True while the code is being looked up (scanning pauses). */
  readonly looking: boolean;
}

/**
 * "Scan my QR code": the camera's picture with an aiming square, read with the desk's scanner
 * (useQrScanner, jsQR). Its own chunk: the kiosk's start screen does not carry the QR reader.
 */
const QrScanPanel = ({ onPass, looking }: QrScanPanelProps) => {
  const { videoRef, status, problem, start } = useCamera(KIOSK_CAMERA);
  const [otherCode, setOtherCode] = useState(false);
  useEffect(() => {
    void start();
  }, [start]);
  useQrScanner(videoRef, status === 'on' && !looking, {
    onPass: (code) => {
      setOtherCode(false);
      onPass(code);
    },
    onOtherCode: () => setOtherCode(true),
  });
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Box
        sx={{
          display: status === 'error' ? 'none' : 'block',
          position: 'relative',
          borderRadius: 3,
          overflow: 'hidden',
          bgcolor: 'grey.900',
          aspectRatio: '4 / 3',
          width: '100%',
          maxWidth: 480,
        }}
      >
        <Box component="video" ref={videoRef} muted playsInline aria-label="Camera picture for your QR code" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block', transform: 'scaleX(-1)' }} />
        <Box aria-hidden sx={{ position: 'absolute', inset: '15% 22%', border: 4, borderColor: 'rgba(255,255,255,0.9)', borderRadius: 3, boxShadow: '0 0 0 9999px rgba(0,0,0,0.3)' }} />
        {(status === 'starting' || looking) && (
          <Stack role="status" sx={{ position: 'absolute', inset: 0, alignItems: 'center', justifyContent: 'center', color: 'common.white', gap: 1 }}>
            <CircularProgress color="inherit" aria-label={looking ? 'Looking for your visit' : 'Starting the camera'} />
            <Typography sx={{ fontSize: '1.2rem' }}>{looking ? 'Looking for your visit…' : 'Starting the camera…'}</Typography>
          </Stack>
        )}
      </Box>
      {status === 'error' && problem && (
        <Alert
          severity="warning"
          sx={{ fontSize: '1.1rem', width: '100%' }}
          action={
            <Button color="inherit" size="large" startIcon={<VideocamRounded />} onClick={() => void start()}>
              Try again
            </Button>
          }
        >
          {CAMERA_MESSAGES[problem]} You can type your phone number instead.
        </Alert>
      )}
      {otherCode && !looking && (
        <Alert severity="warning" sx={{ fontSize: '1.1rem', width: '100%' }}>
          {MESSAGES.kiosk.passCodeInvalid}
        </Alert>
      )}
    </Stack>
  );
};

export default QrScanPanel;
