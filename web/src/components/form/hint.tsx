import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useEffect, useId, useRef, useState, type FocusEvent, type ReactNode } from 'react';

/** MUI Tooltip's Grow entrance (opacity and scale from the top centre). */
const grow = keyframes`
  from { opacity: 0; transform: translateX(-50%) scale(0.75, 0.5625); }
  to { opacity: 1; transform: translateX(-50%) scale(1, 1); }
`;

const ENTER_DELAY_MS = 100;
const TOUCH_ENTER_DELAY_MS = 700;
const TOUCH_LEAVE_DELAY_MS = 1500;

/**
 * A short hint below a control, as MUI's Tooltip showed it (same bubble, delays and triggers: pointer
 * hover after 100 ms, keyboard focus, a long press on touch; Escape closes it), without Tooltip and
 * Popper (about 12 KB gzip). Like the Tooltip it wraps its child in a span named by the hint, and the
 * bubble is a `role="tooltip"` element.
 */
export const Hint = ({ title, children }: { readonly title: string; readonly children: ReactNode }) => {
  const [open, setOpen] = useState(false);
  const [touch, setTouch] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = useId();
  const later = (ms: number, next: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), ms);
  };
  const close = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return undefined;
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', escape);
    return () => document.removeEventListener('keydown', escape);
  }, [open]);
  const focus = (event: FocusEvent) => {
    if (event.target instanceof Element && event.target.matches(':focus-visible')) {
      setTouch(false);
      later(ENTER_DELAY_MS, true);
    }
  };
  return (
    <Box
      component="span"
      aria-label={title}
      sx={{ position: 'relative' }}
      onMouseEnter={() => {
        setTouch(false);
        later(ENTER_DELAY_MS, true);
      }}
      onMouseLeave={close}
      onFocus={focus}
      onBlur={close}
      onTouchStart={() => {
        setTouch(true);
        later(TOUCH_ENTER_DELAY_MS, true);
      }}
      onTouchEnd={() => later(TOUCH_LEAVE_DELAY_MS, false)}
    >
      {children}
      {open && (
        <Box
          role="tooltip"
          id={id}
          sx={(theme) => ({
            position: 'absolute',
            top: '100%',
            left: '50%',
            transform: 'translateX(-50%)',
            transformOrigin: 'center top',
            animation: `${grow} 200ms cubic-bezier(0.4, 0, 0.2, 1)`,
            zIndex: theme.zIndex.tooltip,
            pointerEvents: 'none',
            whiteSpace: 'nowrap',
            backgroundColor: theme.alpha(theme.palette.grey[700], 0.92),
            borderRadius: `${theme.shape.borderRadius}px`,
            color: theme.palette.common.white,
            fontFamily: theme.typography.fontFamily,
            padding: touch ? '8px 16px' : '4px 8px',
            fontSize: theme.typography.pxToRem(touch ? 14 : 11),
            lineHeight: touch ? `${Math.round((16 / 14) * 1e5) / 1e5}em` : undefined,
            maxWidth: 300,
            marginTop: touch ? '24px' : '14px',
            fontWeight: touch ? theme.typography.fontWeightRegular : theme.typography.fontWeightMedium,
          })}
        >
          {title}
        </Box>
      )}
    </Box>
  );
};
