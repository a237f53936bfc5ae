import DialpadRounded from '@mui/icons-material/DialpadRounded';
import QrCodeScannerRounded from '@mui/icons-material/QrCodeScannerRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { PASS_PIN_LENGTH } from '#contract/pass-pin.ts';
import { PHONE_LENGTH } from '#contract/validation/identity-typing.ts';
import { QueryLoading } from '../../components/query-state.tsx';
import { lookUpVisit, type KioskLookup } from './kiosk-api.ts';
import { KIOSK_TAP, KioskButton, KioskHeading } from './kiosk-frame.tsx';
import { spacedPhone, type KioskScreen } from './kiosk-model.ts';
import type { Fail, Go } from './kiosk-turn.ts';
import { PhoneKeypad, type KeypadEntry } from './phone-keypad.tsx';

const QrScanPanel = lazy(() => import('./qr-scan-panel.tsx'));

const PIN_ENTRY: KeypadEntry = { length: PASS_PIN_LENGTH, placeholder: 'Your PIN', secret: true };

/**
 * Finding the visitor's visit, by the phone number they gave their host or the QR code of their pass.
 * Where the kiosk's site asks for it (`needsPin`, the site's setting as GET /api/kiosk/me answers it),
 * the phone number is followed by the pass's PIN, on the same keypad.
 */
export const FindScreen = ({
  screen,
  needsPin,
  go,
  fail,
}: {
  readonly screen: Extract<KioskScreen, { name: 'find' }>;
  readonly needsPin: boolean;
  readonly go: Go;
  readonly fail: Fail;
}) => {
  const [phone, setPhone] = useState('');
  const [pin, setPin] = useState('');
  const [askingPin, setAskingPin] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const lookup = useMutation({ mutationFn: (input: KioskLookup) => lookUpVisit(screen.purpose, input) });
  const find = (input: KioskLookup) => {
    setError(null);
    lookup.mutate(input, {
      onSuccess: (visit) => go({ name: 'confirm', purpose: screen.purpose, visit }),
      onError: (failure) => {
        setPin('');
        fail(failure, setError);
      },
    });
  };
  const arriving = screen.purpose === 'arrive';
  return (
    <>
      <KioskHeading
        title={arriving ? 'Find your appointment' : 'Signing out'}
        subtitle={
          screen.method === 'qr'
            ? 'Hold the QR code from your e-mail up to the camera.'
            : askingPin
              ? 'Type the 4-digit PIN from your e-mail or your pass.'
              : 'Type the mobile number you gave your host.'
        }
      />
      <Stack spacing={{ xs: 2.5, md: 3 }} sx={{ alignItems: 'center' }}>
        <ToggleButtonGroup
          exclusive
          value={screen.method}
          onChange={(_event, method: 'phone' | 'qr' | null) => {
            if (method) {
              setError(null);
              setAskingPin(false);
              setPin('');
              go({ ...screen, method });
            }
          }}
          aria-label="How to find your visit"
          sx={{
            width: { xs: '100%', sm: 'auto' },
            '& .MuiToggleButton-root': { flex: { xs: 1, sm: 'none' }, minHeight: { xs: 56, sm: KIOSK_TAP }, px: { xs: 1, sm: 3 }, fontSize: { xs: '1rem', sm: '1.15rem' }, textTransform: 'none', gap: 1 },
          }}
        >
          <ToggleButton value="phone">
            <DialpadRounded /> Phone number
          </ToggleButton>
          <ToggleButton value="qr">
            <QrCodeScannerRounded /> Scan my QR code
          </ToggleButton>
        </ToggleButtonGroup>
        {error && (
          <Alert severity="error" role="alert" sx={{ fontSize: '1.15rem', width: '100%', maxWidth: 560 }}>
            {error}
          </Alert>
        )}
        {screen.method === 'phone' ? (
          <Stack
            component="form"
            spacing={3}
            sx={{ width: '100%', alignItems: 'center' }}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (needsPin && !askingPin) setAskingPin(true);
              else find(needsPin ? { phone, pin } : { phone });
            }}
          >
            {askingPin ? (
              <>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'center' }} useFlexGap>
                  <Typography sx={{ fontSize: '1.2rem' }}>
                    Mobile number <strong>{spacedPhone(phone)}</strong>
                  </Typography>
                  <Button
                    onClick={() => {
                      setAskingPin(false);
                      setPin('');
                      setError(null);
                    }}
                    sx={{ minHeight: 48, fontSize: '1.1rem' }}
                  >
                    Change
                  </Button>
                </Stack>
                <PhoneKeypad
                  label="PIN"
                  entry={PIN_ENTRY}
                  value={pin}
                  onChange={(value) => {
                    setPin(value);
                    setError(null);
                  }}
                >
                  <KioskButton
                    type="submit"
                    disabled={pin.length !== PASS_PIN_LENGTH || lookup.isPending}
                    startIcon={lookup.isPending ? <CircularProgress size={24} color="inherit" /> : <SearchRounded />}
                    sx={{ width: '100%' }}
                  >
                    Find my visit
                  </KioskButton>
                </PhoneKeypad>
              </>
            ) : (
              <PhoneKeypad
                label="Mobile number"
                value={phone}
                onChange={(value) => {
                  setPhone(value);
                  setError(null);
                }}
              >
                <KioskButton
                  type="submit"
                  disabled={phone.length !== PHONE_LENGTH || lookup.isPending}
                  startIcon={lookup.isPending ? <CircularProgress size={24} color="inherit" /> : <SearchRounded />}
                  sx={{ width: '100%' }}
                >
                  {needsPin ? 'Next' : 'Find my visit'}
                </KioskButton>
              </PhoneKeypad>
            )}
          </Stack>
        ) : (
          <Box sx={{ width: '100%' }}>
            <Suspense fallback={<QueryLoading label="Starting the camera" />}>
              <QrScanPanel looking={lookup.isPending} onPass={(code) => find({ qr: code })} />
            </Suspense>
          </Box>
        )}
      </Stack>
    </>
  );
};
