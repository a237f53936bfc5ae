import TabletMacRounded from '@mui/icons-material/TabletMacRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Role } from '#contract/roles.ts';
import { homePathFor, PATHS } from '../../app/navigation-rules.ts';
import { OutlinedTextField } from '../../components/form/outlined-text-field.tsx';
import { ApiError, UnexpectedAnswerError } from '../../lib/api-client.ts';
import { validate } from '../../lib/validate.ts';

/** The name's rule (the shared schema) loads when the name is checked: the kiosk's first screen carries no zod. */
const loadRules = () => import('#contract/validation/kiosk.ts');
import { SIGNED_OUT } from '../auth/auth-state.ts';
import { saveAuthState } from '../auth/auth-storage.ts';
import { startKiosk } from './kiosk-api.ts';
import { KioskEntranceField } from './kiosk-entrance-field.tsx';
import { markAsKiosk } from './kiosk-device.ts';
import { KIOSK_TAP } from './kiosk-frame.tsx';

/**
 * "Start this device as a kiosk", for a signed-in security user or admin: the device is named (and,
 * at a site with entrances, placed at one of them) and becomes a kiosk; the server ends the user's own session here (so the tablet never keeps their
 * rights), and the page reloads as the kiosk.
 */
export const StartKioskForm = ({ role }: { readonly role: Role | null }) => {
  const [name, setName] = useState('');
  const [entranceId, setEntranceId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const start = useMutation({ mutationFn: startKiosk });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { kioskDeviceSchema } = await loadRules();
    const checked = validate(kioskDeviceSchema, { name });
    if (!checked.ok) {
      setError(checked.errors['name'] ?? null);
      return;
    }
    setFailure(null);
    start.mutate({ name: checked.data.name, entranceId }, {
      onSuccess: () => {
        // The server has ended this user's session on this device: forget it here too, then open as the kiosk.
        saveAuthState(SIGNED_OUT);
        markAsKiosk();
        window.location.replace(PATHS.kiosk);
      },
      onError: (problem) => setFailure(problem instanceof ApiError || problem instanceof UnexpectedAnswerError ? problem.message : String(problem)),
    });
  };

  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ p: { xs: 3, sm: 4 }, borderRadius: 4, maxWidth: 640, mx: 'auto' }} aria-label="Start this device as a kiosk">
      <Stack spacing={3}>
        <Typography sx={{ fontSize: '1.15rem' }}>
          This tablet will show the reception kiosk: visitors check themselves in and out, and walk-ins ask their host to let them in. You will be signed out on this device, and
          it keeps only the kiosk&apos;s rights until an admin signs it out under Kiosks.
        </Typography>
        <OutlinedTextField
          label="Kiosk name"
          required
          value={name}
          onChange={(event) => {
            setName(event.target.value.slice(0, 100));
            setError(null);
          }}
          error={error !== null}
          helperText={error ?? 'Where the tablet stands, for example "Reception, Building A".'}
          autoComplete="off"
        />
        <KioskEntranceField value={entranceId} onChange={setEntranceId} disabled={start.isPending} />
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={2} sx={{ justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={homePathFor(role)} size="large" sx={{ minHeight: KIOSK_TAP }}>
            Back to my dashboard
          </Button>
          <Button type="submit" variant="contained" size="large" disabled={start.isPending} startIcon={start.isPending ? <CircularProgress size={20} color="inherit" /> : <TabletMacRounded />} sx={{ minHeight: KIOSK_TAP, px: 4 }}>
            Start kiosk
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
};
