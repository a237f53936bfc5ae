import CloseRounded from '@mui/icons-material/CloseRounded';
import QrCodeScannerRounded from '@mui/icons-material/QrCodeScannerRounded';
import VideocamRounded from '@mui/icons-material/VideocamRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { CAMERA_MESSAGES } from '../visits-common/camera-errors.ts';
import type { DeskView } from './desk-list-query.ts';
import type { DeskVisit } from './desk-visit.ts';
import { PASS_CODE_LENGTH, passCodeFromTyped } from './pass-code.ts';
import { useCamera } from '../visits-common/use-camera.ts';
import { useQrScanner } from '../visits-common/use-qr-scanner.ts';
import { ScannedVisit } from './scanned-visit.tsx';
import { usePassLookup } from './use-pass-lookup.ts';

const TYPED_INVALID = `Please enter the ${PASS_CODE_LENGTH}-character pass code.`;
const NOT_A_PASS = 'This QR code is not a visitor pass. Show the QR code from the approval e-mail.';

const SCANNER_CAMERA: MediaTrackConstraints = { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } };

export interface ScanPassDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** After In or Out here: the list updates its row. */
  readonly onVisitChanged: (visit: DeskVisit) => void;
  /** "Show in list": the desk list searches for this visit in the view that holds it (scan-pass-rules.ts). */
  readonly onShowInList: (visit: DeskVisit, view: DeskView) => void;
}

/** What the dialog holds while it is open: mounted on open, so the camera starts then and stops on close. */
const ScanPassBody = ({ onClose, onVisitChanged, onShowInList }: Omit<ScanPassDialogProps, 'open'>) => {
  const camera = useCamera(SCANNER_CAMERA);
  const { videoRef, status, problem, start, stop } = camera;
  const { found, looking, notice, setNotice, lookUp, recordTime, busy, forget } = usePassLookup({ onFound: stop, onVisitChanged });
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const codeFieldId = useId();

  // The camera starts with the dialog (and again on "Scan another").
  useEffect(() => {
    void start();
  }, [start]);

  // Reads a frame every few hundred milliseconds while the camera runs and nothing has been found.
  const scanning = status === 'on' && found === null && !looking;
  const scanner = useQrScanner(videoRef, scanning, {
    onPass: (code) => void lookUp(code),
    onOtherCode: () => setNotice((current) => (current?.text === NOT_A_PASS ? current : { severity: 'warning', text: NOT_A_PASS })),
  });

  const submitTyped = (event: FormEvent) => {
    event.preventDefault();
    const code = passCodeFromTyped(typed);
    if (!code) {
      setTypedError(TYPED_INVALID);
      return;
    }
    setTypedError(null);
    void lookUp(code);
  };

  const scanAnother = () => {
    forget();
    setTyped('');
    scanner.forget();
    void start();
  };

  const cameraVisible = found === null && status !== 'error';

  return (
    <>
      <DialogTitle sx={{ pr: 7 }}>Scan pass</DialogTitle>
      <IconButton aria-label="Close scanner" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseRounded />
      </IconButton>
      <DialogContent>
        {/* Flex gaps: the camera box, hidden once a pass is found, leaves no space behind. */}
        <Stack spacing={2} useFlexGap>
          {found === null && (
            <Typography color="text.secondary">Hold the QR code from the visitor&apos;s approval e-mail up to the camera, or type the pass code.</Typography>
          )}
          <Box
            sx={{
              display: cameraVisible ? 'block' : 'none',
              position: 'relative',
              borderRadius: 2,
              overflow: 'hidden',
              bgcolor: 'grey.900',
              aspectRatio: '4 / 3',
              maxHeight: { xs: '42vh', sm: 360 },
              mx: 'auto',
              width: '100%',
            }}
          >
            <Box component="video" ref={videoRef} muted playsInline aria-label="Camera preview for scanning" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
            {/* The aiming square. */}
            <Box aria-hidden sx={{ position: 'absolute', inset: '18% 24%', border: 3, borderColor: 'rgba(255,255,255,0.85)', borderRadius: 2, boxShadow: '0 0 0 9999px rgba(0,0,0,0.25)' }} />
            {(status === 'starting' || looking) && (
              <Stack role="status" sx={{ position: 'absolute', inset: 0, alignItems: 'center', justifyContent: 'center', color: 'common.white', gap: 1 }}>
                <CircularProgress color="inherit" aria-label={looking ? 'Looking up the pass' : 'Starting the camera'} />
                <Typography>{looking ? 'Looking up the pass…' : 'Starting the camera…'}</Typography>
              </Stack>
            )}
          </Box>
          {status === 'error' && problem && found === null && (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" size="small" startIcon={<VideocamRounded />} onClick={() => void start()}>
                  Try again
                </Button>
              }
            >
              {CAMERA_MESSAGES[problem]} You can type the pass code below instead.
            </Alert>
          )}
          {notice && (
            <Alert severity={notice.severity} role={notice.severity === 'success' ? 'status' : 'alert'} onClose={() => setNotice(null)}>
              {notice.text}
            </Alert>
          )}
          {found && (
            <ScannedVisit
              found={found}
              busy={busy}
              onRecord={(what) => void recordTime(what)}
              onShowInList={(view) => onShowInList(found.visit, view)}
            />
          )}
          {found ? (
            <Button variant="text" startIcon={<QrCodeScannerRounded />} onClick={scanAnother} sx={{ alignSelf: 'flex-start' }}>
              Scan another pass
            </Button>
          ) : (
            <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1.5} onSubmit={submitTyped} noValidate sx={{ alignItems: { sm: 'flex-start' } }}>
              <TextField
                id={codeFieldId}
                label="Pass code"
                placeholder="e.g. ABCD2345"
                value={typed}
                onChange={(event) => {
                  setTyped(event.target.value.slice(0, 20));
                  if (typedError) setTypedError(null);
                }}
                error={typedError !== null}
                helperText={typedError ?? `The ${PASS_CODE_LENGTH} letters and digits under the QR code.`}
                autoComplete="off"
                slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false, maxLength: 20 } }}
              />
              <Button type="submit" variant="contained" size="large" disabled={looking} sx={{ minWidth: 120, mt: { sm: 0.25 } }}>
                Find
              </Button>
            </Stack>
          )}
        </Stack>
      </DialogContent>
    </>
  );
};

/** QR check-in: the webcam reads the pass's QR code (or the desk types the code), then In or Out right there. */
export const ScanPassDialog = ({ open, onClose, onVisitChanged, onShowInList }: ScanPassDialogProps) => {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone}>
      {open && <ScanPassBody onClose={onClose} onVisitChanged={onVisitChanged} onShowInList={onShowInList} />}
    </Dialog>
  );
};
