import CloseRounded from '@mui/icons-material/CloseRounded';
import LoginRounded from '@mui/icons-material/LoginRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import ManageSearchRounded from '@mui/icons-material/ManageSearchRounded';
import QrCodeScannerRounded from '@mui/icons-material/QrCodeScannerRounded';
import VideocamRounded from '@mui/icons-material/VideocamRounded';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { MESSAGES } from '../../../../src/shared/messages.ts';
import { canCheckIn, canCheckOut } from '../../../../src/shared/visit-state.ts';
import { siteToday } from '../../../../src/shared/site-calendar.ts';
import { ApiError } from '../../lib/api-client.ts';
import { runtimeConfig } from '../../lib/runtime-config.ts';
import { visitorTypeLabel } from '../visits-common/visitor-record.ts';
import { CAMERA_MESSAGES } from '../visits-common/camera-errors.ts';
import { initialsOf, isFlagged, isoDateOf, photoUrl, type DeskVisit } from './desk-visit.ts';
import { passCodeFromTyped } from './pass-code.ts';
import { useCamera } from '../visits-common/use-camera.ts';
import { useQrScanner } from '../visits-common/use-qr-scanner.ts';
import { lookUpPass } from './use-desk-visit.ts';
import { useTimeActions, type TimeAction } from './use-time-actions.ts';
import { VisitFacts } from './visit-facts.tsx';
import { VisitStatusChip } from './visit-status-chip.tsx';
import { WatchlistChip } from './watchlist-flag.tsx';

const TYPED_INVALID = 'Please enter the 8-character pass code.';
const NOT_A_PASS = 'This QR code is not a visitor pass. Show the QR code from the approval e-mail.';

const SCANNER_CAMERA: MediaTrackConstraints = { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } };

interface Found {
  readonly visit: DeskVisit;
  /** The site's date when the visit was read: In is for today's visits only. */
  readonly today: string;
}

type Notice = { readonly severity: 'success' | 'error' | 'info' | 'warning'; readonly text: string };

export interface ScanPassDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** After In or Out here: the list updates its row. */
  readonly onVisitChanged: (visit: DeskVisit) => void;
  /** "Show in list": the desk list searches for this visit. */
  readonly onShowInList: (visit: DeskVisit) => void;
}

const FoundVisit = ({ found, busy, onRecord, onShowInList }: { readonly found: Found; readonly busy: TimeAction | undefined; readonly onRecord: (what: TimeAction) => void; readonly onShowInList: () => void }) => {
  const { visit, today } = found;
  const inAllowed = canCheckIn(visit.visit_state, isoDateOf(visit), today);
  const outAllowed = canCheckOut(visit.visit_state);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label={`Pass of ${visit.name}`} data-testid="scanned-visit">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Avatar
          variant="rounded"
          src={visit.photo_filename ? photoUrl(visit.photo_filename) : undefined}
          alt={visit.photo_filename ? `Photo of ${visit.name}` : undefined}
          sx={{ width: 96, height: 72, fontSize: 26, bgcolor: 'primary.main' }}
        >
          {initialsOf(visit.name)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="p" sx={{ lineHeight: 1.25, overflowWrap: 'anywhere' }}>
            {visit.name}
          </Typography>
          <Stack direction="row" spacing={0.75} useFlexGap sx={{ mt: 0.75, flexWrap: 'wrap' }}>
            <VisitStatusChip visit={visit} />
            {isFlagged(visit) && <WatchlistChip />}
          </Stack>
        </Box>
      </Stack>
      <VisitFacts
        facts={[
          ['Pass code', visit.visitor_id ?? '—'],
          ['Host', visit.host_name ?? visit.host_email ?? '—'],
          ['Date', visit.date_of_visit],
          ['Time', visit.time_of_visit],
          ['Type', visitorTypeLabel(visit)],
        ]}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2.5, flexWrap: 'wrap', '& > *': { flex: { xs: '1 1 120px', sm: '0 0 auto' } } }}>
        <Button
          variant="contained"
          color="success"
          size="large"
          startIcon={busy === 'in' ? <CircularProgress size={16} color="inherit" /> : <LoginRounded />}
          disabled={!inAllowed || busy !== undefined}
          onClick={() => onRecord('in')}
        >
          In
        </Button>
        <Button
          variant="contained"
          color="primary"
          size="large"
          startIcon={busy === 'out' ? <CircularProgress size={16} color="inherit" /> : <LogoutRounded />}
          disabled={!outAllowed || busy !== undefined}
          onClick={() => onRecord('out')}
        >
          Out
        </Button>
        <Button variant="outlined" size="large" startIcon={<ManageSearchRounded />} onClick={onShowInList}>
          Show in list
        </Button>
      </Stack>
    </Paper>
  );
};

/** What the dialog holds while it is open: mounted on open, so the camera starts then and stops on close. */
const ScanPassBody = ({ onClose, onVisitChanged, onShowInList }: Omit<ScanPassDialogProps, 'open'>) => {
  const camera = useCamera(SCANNER_CAMERA);
  const { videoRef, status, problem, start, stop } = camera;
  const [found, setFound] = useState<Found | null>(null);
  const [looking, setLooking] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  // Only the latest look-up's answer counts (a new code, or the dialog closed, supersedes it).
  const latestLookup = useRef(0);
  const { busy, record } = useTimeActions();
  const client = useQueryClient();
  const codeFieldId = useId();

  const lookUp = useCallback(
    async (code: string) => {
      const mine = ++latestLookup.current;
      const superseded = () => latestLookup.current !== mine;
      setLooking(true);
      setNotice(null);
      try {
        const visit = await lookUpPass(client, code);
        if (superseded()) return;
        setFound({ visit, today: siteToday(runtimeConfig.timeZone, new Date()) });
        stop();
      } catch (error) {
        if (superseded()) return;
        const text = error instanceof ApiError && error.status === 404 ? MESSAGES.time.unknownPass : error instanceof ApiError ? error.message : MESSAGES.photo.dataError;
        setNotice({ severity: 'error', text });
      } finally {
        if (!superseded()) setLooking(false);
      }
    },
    [stop, client],
  );

  // The camera starts with the dialog (and again on "Scan another").
  useEffect(() => {
    void start();
  }, [start]);

  useEffect(() => {
    const lookups = latestLookup;
    return () => {
      lookups.current += 1;
    };
  }, []);

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
    setFound(null);
    setNotice(null);
    setTyped('');
    scanner.forget();
    void start();
  };

  const recordTime = async (what: TimeAction) => {
    if (!found) return;
    const result = await record(found.visit, what);
    if (result.ok) {
      setFound({ visit: result.visit, today: siteToday(runtimeConfig.timeZone, new Date()) });
      onVisitChanged(result.visit);
      setNotice({ severity: 'success', text: result.message });
      return;
    }
    setNotice({ severity: 'error', text: result.message });
    if (result.stale && found.visit.visitor_id) {
      // The visit changed at another desk: show it as it is now.
      lookUpPass(client, found.visit.visitor_id).then(
        (visit) => {
          setFound({ visit, today: siteToday(runtimeConfig.timeZone, new Date()) });
          onVisitChanged(visit);
        },
        () => undefined,
      );
    }
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
            <FoundVisit
              found={found}
              busy={busy.get(found.visit.id)}
              onRecord={(what) => void recordTime(what)}
              onShowInList={() => onShowInList(found.visit)}
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
                helperText={typedError ?? 'The 8 letters and digits under the QR code.'}
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
