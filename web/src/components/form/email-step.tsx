import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmailPrefixField } from './email-prefix-field.tsx';

export interface EmailStepProps {
  readonly prefix: string;
  readonly onPrefixChange: (prefix: string) => void;
  readonly error?: string | undefined;
  /** A call is running: the field and the button wait. */
  readonly busy: boolean;
  /** The address is proven (OTP verified): it can no longer change. */
  readonly verified: boolean;
  /** A code went out for this address: the OTP step takes over, with its own Resend. */
  readonly sent: boolean;
  readonly onSend: () => void;
}

/** The first step of registration and password setting: the company address and Send OTP. */
export const EmailStep = ({ prefix, onPrefixChange, error, busy, verified, sent, onSend }: EmailStepProps) => (
  <Stack spacing={1}>
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}>
      <EmailPrefixField
        value={prefix}
        onValueChange={onPrefixChange}
        error={error}
        disabled={busy || verified}
        required
        autoFocus={!verified}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !sent && !verified) {
            event.preventDefault();
            onSend();
          }
        }}
      />
      {!sent && !verified && (
        <Button
          variant="contained"
          size="large"
          onClick={onSend}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <SendRounded />}
          sx={{ flexShrink: 0, minHeight: 56, px: 3 }}
        >
          Send OTP
        </Button>
      )}
    </Stack>
    {verified && (
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'success.main' }}>
        <CheckCircleRounded fontSize="small" aria-hidden />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          Email verified
        </Typography>
      </Stack>
    )}
  </Stack>
);
