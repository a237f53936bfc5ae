import BackspaceRounded from '@mui/icons-material/BackspaceRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { PHONE_LENGTH } from '#contract/validation/identity-typing.ts';
import { KEYPAD_KEYS, pressKey, spacedPhone, type KeypadKey } from './kiosk-model.ts';
import { KIOSK_TAP } from './kiosk-frame.tsx';

const LABELS: Partial<Record<KeypadKey, string>> = { clear: 'Clear', delete: 'Delete' };

/** What the keypad types: a phone number (shown spaced), or a PIN (as many dots as digits: people stand behind the visitor). */
export interface KeypadEntry {
  readonly length: number;
  readonly placeholder: string;
  readonly secret: boolean;
}
export const PHONE_ENTRY: KeypadEntry = { length: PHONE_LENGTH, placeholder: 'Your mobile number', secret: false };

/**
 * The phone number (or a PIN), shown large, and a phone's keypad of big keys under it. Typing on a
 * keyboard works too (digits, Backspace, Escape), for a tablet with one attached.
 */
export const PhoneKeypad = ({
  value,
  onChange,
  label,
  entry = PHONE_ENTRY,
  children,
}: {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly label: string;
  readonly entry?: KeypadEntry;
  readonly children?: ReactNode;
}) => (
  <Box
    sx={{
      width: '100%',
      mx: 'auto',
      display: 'grid',
      // Landscape: the number and what follows it (Find) beside the keys, so that all fits a 768 px high tablet.
      gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
      gridTemplateAreas: { xs: '"number" "keys" "after"', md: '"number keys" "after keys"' },
      gridTemplateRows: { md: 'auto 1fr' },
      columnGap: 4,
      rowGap: 2,
      maxWidth: { xs: 420, md: 880 },
    }}
    onKeyDown={(event) => {
      const key: KeypadKey | null = /^[0-9]$/.test(event.key) ? (event.key as KeypadKey) : event.key === 'Backspace' ? 'delete' : event.key === 'Escape' ? 'clear' : null;
      if (key === null) return;
      event.preventDefault();
      onChange(pressKey(value, key, entry.length));
    }}
  >
    <Box
      role="textbox"
      aria-label={label}
      aria-readonly="true"
      tabIndex={0}
      data-testid={entry.secret ? 'kiosk-pin' : 'kiosk-phone'}
      sx={{
        gridArea: 'number',
        alignSelf: 'start',
        minHeight: { xs: 64, sm: 76 },
        px: 2,
        borderRadius: 3,
        border: 2,
        borderColor: 'primary.main',
        bgcolor: 'background.paper',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: { xs: '2rem', sm: '2.5rem' },
        fontWeight: 600,
        letterSpacing: '0.08em',
        fontVariantNumeric: 'tabular-nums',
        color: value === '' ? 'text.secondary' : 'text.primary',
      }}
    >
      {value === '' ? entry.placeholder : entry.secret ? '•'.repeat(value.length) : spacedPhone(value)}
    </Box>
    <Box sx={{ gridArea: 'keys', display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: { xs: 1, sm: 1.5 } }}>
      {KEYPAD_KEYS.map((key) => (
        <Button
          key={key}
          variant={key === 'clear' || key === 'delete' ? 'text' : 'outlined'}
          onClick={() => onChange(pressKey(value, key, entry.length))}
          aria-label={LABELS[key] ?? key}
          sx={{ minHeight: { xs: KIOSK_TAP - 4, sm: KIOSK_TAP + 8 }, fontSize: key === 'clear' ? '1.2rem' : '2rem', fontWeight: 600, borderRadius: 3, bgcolor: key === 'clear' || key === 'delete' ? undefined : 'background.paper' }}
        >
          {key === 'delete' ? <BackspaceRounded fontSize="large" /> : (LABELS[key] ?? key)}
        </Button>
      ))}
    </Box>
    <Box sx={{ gridArea: 'after', alignSelf: 'start' }}>{children}</Box>
  </Box>
);
