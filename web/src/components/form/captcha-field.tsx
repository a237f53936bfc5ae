import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CAPTCHA_LENGTH, captchaTypable } from '../../../../src/shared/validation/identity-fields.ts';
import { FilteredTextField } from './filtered-text-field.tsx';
import { Hint } from './hint.tsx';
import type { UseCaptcha } from './use-captcha.ts';

export interface CaptchaFieldProps {
  readonly captcha: UseCaptcha;
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  readonly error?: string | undefined;
  readonly disabled?: boolean;
  readonly label?: string;
}

/** The captcha picture with its refresh button, and the 4-character answer. */
export const CaptchaField = ({ captcha, value, onValueChange, error, disabled = false, label = 'CAPTCHA' }: CaptchaFieldProps) => {
  const { captcha: current, status, refresh } = captcha;
  const reload = () => {
    onValueChange('');
    refresh();
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
        <Box
          sx={{
            width: 160,
            height: 56,
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
          {status === 'ready' && current ? (
            <Box component="img" src={current.image} alt="CAPTCHA picture: type the characters it shows" sx={{ width: '100%', height: '100%', objectFit: 'contain', userSelect: 'none' }} draggable={false} data-testid="captcha-image" />
          ) : status === 'loading' ? (
            <CircularProgress size={22} aria-label="Loading CAPTCHA" />
          ) : (
            <Typography variant="body2" color="error" sx={{ px: 1, textAlign: 'center' }}>
              CAPTCHA unavailable
            </Typography>
          )}
        </Box>
        <Hint title="New CAPTCHA">
          <IconButton aria-label="Refresh CAPTCHA" onClick={reload} disabled={disabled || status === 'loading'} size="large">
            <RefreshRounded />
          </IconButton>
        </Hint>
      </Stack>
      <FilteredTextField
        label={label}
        value={value}
        onValueChange={onValueChange}
        typable={captchaTypable}
        error={error}
        disabled={disabled}
        required
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: CAPTCHA_LENGTH, autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false } }}
      />
    </Stack>
  );
};
