import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { CaptchaKind } from '../../features/auth/identity-api.ts';
import { CAPTCHA_CHAR, CAPTCHA_LENGTH, captchaTypable } from '#contract/validation/identity-typing.ts';
import { FilteredTextField } from './filtered-text-field.tsx';
import { Hint } from './hint.tsx';
import type { UseCaptcha } from './use-captcha.ts';
import { RefreshRounded } from '../mui-icons.tsx';

export interface CaptchaFieldProps {
  readonly captcha: UseCaptcha;
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  readonly error?: string | undefined;
  /** Shown under the field when there is no error (the login's 'CAPTCHA verification successful.'). */
  readonly note?: string | undefined;
  readonly disabled?: boolean;
  readonly label?: string;
}

/**
 * The captcha picture with its refresh button, and the 4-character answer; or, for someone who cannot read the picture
 * (issue 12), a question in words that a screen reader reads, answered in the same field and checked the same way.
 */
export const CaptchaField = ({ captcha, value, onValueChange, error, note, disabled = false, label = 'CAPTCHA' }: CaptchaFieldProps) => {
  const { captcha: current, status, kind, refresh, switchKind } = captcha;
  const questionId = useId();
  const fieldId = useId();
  const reload = () => {
    onValueChange('');
    refresh();
  };
  const switchTo = (next: CaptchaKind) => {
    onValueChange('');
    switchKind(next);
  };
  const question = kind === 'question' && status === 'ready' && current?.kind === 'question' ? current.question : null;
  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
          <Box
            aria-live="polite"
            sx={{
              width: kind === 'question' ? { xs: 'auto', sm: 240 } : 160,
              flex: kind === 'question' ? { xs: 1, sm: 'none' } : 'none',
              minHeight: 56,
              borderRadius: 1.5,
              border: 1,
              borderColor: 'divider',
              bgcolor: '#FFFFFF',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              overflow: 'hidden',
              flexShrink: 0,
            }}
          >
            {status === 'ready' && current?.kind === 'picture' && kind === 'picture' ? (
              <Box component="img" src={current.image} alt="CAPTCHA picture: type the characters it shows" sx={{ width: '100%', height: '100%', objectFit: 'contain', userSelect: 'none' }} draggable={false} data-testid="captcha-image" />
            ) : question !== null ? (
              <Typography id={questionId} variant="body2" sx={{ px: 1.5, py: 1 }} data-testid="captcha-question">
                {question}
              </Typography>
            ) : status === 'loading' ? (
              <CircularProgress size={22} aria-label="Loading CAPTCHA" />
            ) : (
              <Typography variant="body2" color="error" sx={{ px: 1, textAlign: 'center' }}>
                CAPTCHA unavailable
              </Typography>
            )}
          </Box>
          <Hint title={kind === 'question' ? 'New question' : 'New CAPTCHA'}>
            <IconButton aria-label={kind === 'question' ? 'New CAPTCHA question' : 'Refresh CAPTCHA'} onClick={reload} disabled={disabled || status === 'loading'} size="large">
              <RefreshRounded />
            </IconButton>
          </Hint>
        </Stack>
        <FilteredTextField
          id={fieldId}
          label={label}
          value={value}
          onValueChange={onValueChange}
          typable={captchaTypable}
          allowedChar={CAPTCHA_CHAR}
          typingMax={CAPTCHA_LENGTH}
          error={error}
          helperText={note}
          disabled={disabled}
          required
          autoComplete="off"
          slotProps={{
            htmlInput: {
              maxLength: CAPTCHA_LENGTH,
              autoCapitalize: 'none',
              autoCorrect: 'off',
              spellCheck: false,
              // The question describes the field (with the error, when there is one, as the helper text would).
              ...(question !== null
                ? { inputMode: 'numeric', 'aria-describedby': error && !disabled ? `${questionId} ${fieldId}-helper-text` : questionId }
                : {}),
            },
          }}
        />
      </Stack>
      <Link
        component="button"
        type="button"
        variant="body2"
        onClick={() => switchTo(kind === 'picture' ? 'question' : 'picture')}
        disabled={disabled}
        sx={{ alignSelf: 'flex-start', fontWeight: 600 }}
      >
        {kind === 'picture' ? 'Cannot read the picture? Answer a question instead' : 'Show a CAPTCHA picture instead'}
      </Link>
    </Stack>
  );
};
