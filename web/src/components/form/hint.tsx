import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useEffect, useId, useLayoutEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** MUI Tooltip's Grow entrance (opacity and scale from the top centre). */
const grow = keyframes`
  from { opacity: 0; transform: translateX(-50%) scale(0.75, 0.5625); }
  to { opacity: 1; transform: translateX(-50%) scale(1, 1); }
`;

/** The same entrance for a floating hint, which is placed by its own coordinates rather than centred by a transform. */
const growFloating = keyframes`
  from { opacity: 0; transform: scale(0.75, 0.5625); }
  to { opacity: 1; transform: scale(1, 1); }
`;

const ENTER_DELAY_MS = 100;
const TOUCH_ENTER_DELAY_MS = 700;
const TOUCH_LEAVE_DELAY_MS = 1500;
/** Popper's tooltip keeps 2 px (the bubble's margin) from the edge of the page when it is pushed back inside. */
const EDGE_PX = 2;

export interface HintProps {
  readonly title: string;
  readonly children: ReactNode;
  /**
   * Drawn on the page's body at the control's place, as MUI's Tooltip is (through Popper): below the
   * control, above it when the window has no room below, and pushed back inside the page's width, so
   * that a hint in a scrolling table is neither clipped by it nor makes it scroll. The control keeps
   * its own name (an icon button's `aria-label`); the wrapping span is laid out like the control.
   */
  readonly floating?: boolean;
  /** A disabled control shows no hint (MUI's Tooltip gets no pointer events from a disabled button). */
  readonly disabled?: boolean;
}

/**
 * A short hint below a control, as MUI's Tooltip showed it (same bubble, delays and triggers: pointer
 * hover after 100 ms, keyboard focus, a long press on touch; Escape closes it), without Tooltip and
 * Popper (about 12 KB gzip). Like the Tooltip it wraps its child in a span named by the hint (unless
 * `floating`), and the bubble is a `role="tooltip"` element.
 */
export const Hint = ({ title, children, floating = false, disabled = false }: HintProps) => {
  const [wanted, setOpen] = useState(false);
  const [touch, setTouch] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const anchor = useRef<HTMLSpanElement | null>(null);
  const bubble = useRef<HTMLDivElement | null>(null);
  const id = useId();
  const open = wanted && !disabled;
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
  // A floating hint is placed before it is painted, from the control's box and its own size.
  useLayoutEffect(() => {
    const box = anchor.current?.getBoundingClientRect();
    const element = bubble.current;
    if (!floating || !open || !box || !element) return;
    const margin = touch ? 24 : 14;
    const { offsetWidth: width, offsetHeight: height } = element;
    const above = box.bottom + margin + height > window.innerHeight && box.top - margin - height >= 0;
    const pageWidth = document.documentElement.clientWidth;
    const left = Math.max(EDGE_PX, Math.min(box.left + box.width / 2 - width / 2, pageWidth - width - EDGE_PX));
    element.style.left = `${left + window.scrollX}px`;
    element.style.top = `${(above ? box.top - margin - height : box.bottom + margin) + window.scrollY}px`;
    element.style.transformOrigin = `${box.left + box.width / 2 - left}px ${above ? 'bottom' : 'top'}`;
  }, [floating, open, touch]);
  const focus = (event: FocusEvent) => {
    if (event.target instanceof Element && event.target.matches(':focus-visible')) {
      setTouch(false);
      later(ENTER_DELAY_MS, true);
    }
  };
  const bubbleSx = {
    animation: `${floating ? growFloating : grow} 200ms cubic-bezier(0.4, 0, 0.2, 1)`,
    // As MUI's own transitions with the app's theme (app/theme.ts): no entrance for those who ask for less motion.
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
    pointerEvents: 'none',
    whiteSpace: 'nowrap',
    maxWidth: 300,
  } as const;
  const hint = open && (
    <Box
      role="tooltip"
      id={id}
      ref={bubble}
      sx={(theme) => ({
        ...bubbleSx,
        ...(floating ? { position: 'absolute', top: 0, left: 0 } : { position: 'absolute', top: '100%', left: '50%', transform: 'translateX(-50%)', transformOrigin: 'center top' }),
        zIndex: theme.zIndex.tooltip,
        backgroundColor: theme.alpha(theme.palette.grey[700], 0.92),
        borderRadius: `${theme.shape.borderRadius}px`,
        color: theme.palette.common.white,
        fontFamily: theme.typography.fontFamily,
        padding: touch ? '8px 16px' : '4px 8px',
        fontSize: theme.typography.pxToRem(touch ? 14 : 11),
        lineHeight: touch ? `${Math.round((16 / 14) * 1e5) / 1e5}em` : undefined,
        marginTop: floating ? undefined : touch ? '24px' : '14px',
        fontWeight: touch ? theme.typography.fontWeightRegular : theme.typography.fontWeightMedium,
      })}
    >
      {title}
    </Box>
  );
  return (
    <Box
      component="span"
      ref={anchor}
      aria-label={floating ? undefined : title}
      sx={floating ? { display: 'inline-flex' } : { position: 'relative' }}
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
      {hint && (floating ? createPortal(hint, document.body) : hint)}
    </Box>
  );
};
