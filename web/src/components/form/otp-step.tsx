import MarkEmailReadRounded from '@mui/icons-material/MarkEmailReadRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useState, type ReactNode } from 'react';
import { MESSAGES } from '#contract/messages.ts';
import { OTP_RESEND_COOLDOWN_MS, OTP_VALID_FOR_MS } from '#contract/session-timing.ts';
import { DIGIT_CHAR, OTP_LENGTH, otpTypable } from '#contract/validation/identity-typing.ts';
import type { OtpPurpose } from '../../features/auth/identity-api.ts';
import type { OtpRead } from './email-otp-checks.ts';
import { FilteredTextField } from './filtered-text-field.tsx';
import { loadEmailOtpChecks, useSendOtp, useVerifyOtp } from './otp-calls.ts';
import { otpResendFailure, otpVerifyFailure } from './otp-outcome.ts';
import { formatSeconds, useSecondsLeft } from './use-seconds-left.ts';

/** docs/product/identity.md ID-OTP-01 and ID-OTP-02: a code is valid 120 s; a new one may be asked for 60 s after the last (the server's times too). */
export const OTP_VALID_SECONDS = OTP_VALID_FOR_MS / 1000;
export const OTP_RESEND_SECONDS = OTP_RESEND_COOLDOWN_MS / 1000;

export interface OtpStepProps {
  /** The whole address the code was sent to. */
  readonly email: string;
  readonly purpose: OtpPurpose;
  /** When the last code was sent (epoch ms): the resend lock and the validity count from it. */
  readonly sentAt: number;
  /** A new code went out at `at`. */
  readonly onResent: (at: number) => void;
  /** The code was right; `message` is the server's. */
  readonly onVerified: (message: string) => void;
  readonly showMessage: (message: ReactNode) => void;
  /** What a verify that never reached the server says (the two forms word it differently). */
  readonly unreachableMessage: string;
}

/**
 * The e-mailed code: a 6-digit input with Verify, and Resend locked for 60 s after each send with a
 * visible countdown (docs/product/identity.md ID-OTP). Verify and Resend are writes of the data layer
 * (POST /api/auth/verify-otp and send-otp); the buttons wait while either is under way.
 */
export const OtpStep = ({ email, purpose, sentAt, onResent, onVerified, showMessage, unreachableMessage }: OtpStepProps) => {
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | undefined>();
  const check = useVerifyOtp(email, purpose);
  const resendCode = useSendOtp(purpose);
  const busy = check.isPending ? 'verify' : resendCode.isPending ? 'resend' : null;
  const resendIn = useSecondsLeft(sentAt + OTP_RESEND_SECONDS * 1000, OTP_RESEND_SECONDS);
  const validFor = useSecondsLeft(sentAt + OTP_VALID_SECONDS * 1000, OTP_VALID_SECONDS);

  const verify = async () => {
    if (busy !== null) return;
    let checked: OtpRead;
    try {
      checked = (await loadEmailOtpChecks()).readOtp(otp);
    } catch {
      // The checks' code did not arrive: the code cannot be sent either.
      showMessage(unreachableMessage);
      return;
    }
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setError(undefined);
    try {
      onVerified(await check.mutateAsync(checked.otp));
    } catch (failure) {
      const { message, clearOtp } = otpVerifyFailure(failure, unreachableMessage);
      if (clearOtp) setOtp('');
      showMessage(message);
    }
  };

  const resend = async () => {
    if (busy !== null) return;
    try {
      await resendCode.mutateAsync(email);
      setOtp('');
      setError(undefined);
      onResent(Date.now());
      showMessage(MESSAGES.otp.resent);
    } catch (failure) {
      showMessage(otpResendFailure(failure));
    }
  };

  return (
    <Stack spacing={2} component="section" aria-label="Email OTP">
      <Alert icon={<MarkEmailReadRounded />} severity={validFor > 0 ? 'info' : 'warning'} sx={{ overflowWrap: 'break-word' }}>
        {validFor > 0 ? (
          <>
            We sent a {OTP_LENGTH}-digit code to <strong>{email}</strong>. It is valid for 2 minutes{' '}
            <Box component="span" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
              (expires in {formatSeconds(validFor)}).
            </Box>
          </>
        ) : (
          <>The code sent to <strong>{email}</strong> has expired. Use Resend OTP for a new one.</>
        )}
      </Alert>
      <FilteredTextField
        label="Email OTP"
        value={otp}
        onValueChange={(value) => {
          setOtp(value);
          if (error) setError(undefined);
        }}
        typable={otpTypable}
        allowedChar={DIGIT_CHAR}
        typingMax={OTP_LENGTH}
        error={error}
        autoComplete="one-time-code"
        disabled={busy !== null}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: OTP_LENGTH, pattern: '[0-9]*' } }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void verify();
          }
        }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button
          variant="contained"
          size="large"
          onClick={() => void verify()}
          disabled={busy !== null}
          startIcon={busy === 'verify' ? <CircularProgress size={16} color="inherit" /> : undefined}
          sx={{ flex: 1 }}
        >
          Verify OTP
        </Button>
        <Button
          variant="outlined"
          size="large"
          onClick={() => void resend()}
          disabled={busy !== null || resendIn > 0}
          startIcon={busy === 'resend' ? <CircularProgress size={16} color="inherit" /> : undefined}
          sx={{ flex: 1, fontVariantNumeric: 'tabular-nums' }}
        >
          {resendIn > 0 ? `Resend OTP in ${resendIn} s` : 'Resend OTP'}
        </Button>
      </Stack>
    </Stack>
  );
};
