import { createTheme, keyframes, responsiveFontSizes } from '@mui/material/styles';
import { BRAND } from './brand.ts';

// The pages built with MUI take this theme (mui-theme.tsx); the shell and the landing page use
// shell.css, with the same colours, type and spacing, so that the first page loads no MUI at all.
export { BRAND };

/** No web fonts: the CSP allows only 'self' and the site may be offline. */
const SYSTEM_FONTS = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  '"Noto Sans"',
  '"Liberation Sans"',
  'Arial',
  // Hindi where the system has no Devanagari face (shell.css has the same list and says why).
  '"Noto Sans Devanagari"',
  'sans-serif',
].join(',');

/**
 * MUI's indeterminate LinearProgress moves its two bars by animating `left` and `right`: a layout and a
 * paint on the page's main thread in every frame for as long as a list loads, which on a busy machine
 * stretched the page's own first tasks (Lighthouse's blocking time). These move the same bars over the
 * same course and timing with `transform` (each bar is the track's width, scaled from its left edge),
 * which the compositor animates without the main thread. Those who ask for less motion get MUI's
 * behaviour (no animation; the first bar stands still over a third of the track).
 */
const INDETERMINATE_BAR_1 = keyframes`
  0% { transform: translateX(-35%) scaleX(0.35); }
  60% { transform: translateX(100%) scaleX(0.9); }
  100% { transform: translateX(100%) scaleX(0.9); }
`;
const INDETERMINATE_BAR_2 = keyframes`
  0% { transform: translateX(-200%) scaleX(2); }
  60% { transform: translateX(107%) scaleX(0.01); }
  100% { transform: translateX(107%) scaleX(0.01); }
`;
const indeterminateBar = (animation: string, reduced: object) => ({
  width: '100%',
  left: 0,
  right: 'auto',
  transformOrigin: 'left',
  transition: 'none',
  animation,
  '@media (prefers-reduced-motion: reduce)': reduced,
});

const FOCUS_OUTLINE = { outline: `3px solid ${BRAND.blue}`, outlineOffset: 2 } as const;

const base = createTheme({
  palette: {
    mode: 'light',
    // White on #0B5D7E is 7.3:1, on #08445C 10:1 (WCAG AA needs 4.5:1).
    primary: { main: BRAND.blue, dark: '#08445C', light: '#3C8DAE', contrastText: '#FFFFFF' },
    // The warm accent is a fill only, with dark text on it (10:1); never amber text on white.
    secondary: { main: BRAND.amber, dark: '#D9861C', light: '#F7C47A', contrastText: '#1F1300' },
    success: { main: '#1E7B45' },
    error: { main: '#C62828' },
    warning: { main: '#B45309' },
    info: { main: '#0B6BA8' },
    background: { default: '#F4F7FA', paper: '#FFFFFF' },
    text: { primary: '#13233A', secondary: '#4A5B70' },
    divider: 'rgba(19, 35, 58, 0.12)',
  },
  shape: { borderRadius: 10 },
  // Those who ask their system for less motion get none from MUI: dialogs, menus, collapses and ripples
  // appear and go at once (WCAG 2.3.3). MUI's default, 'never', animates them whatever the system says.
  motion: { reducedMotion: 'system' },
  typography: {
    fontFamily: SYSTEM_FONTS,
    h1: { fontWeight: 800, letterSpacing: '-0.02em', lineHeight: 1.1 },
    h2: { fontWeight: 800, letterSpacing: '-0.015em', lineHeight: 1.15 },
    h3: { fontWeight: 700, letterSpacing: '-0.01em' },
    h4: { fontWeight: 700, letterSpacing: '-0.01em' },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 700 },
    overline: { fontWeight: 700, letterSpacing: '0.14em' },
    button: { fontWeight: 600, textTransform: 'none', letterSpacing: 0 },
  },
  components: {
    // A visible focus outline on every control (issue 12): the ripple's faint fill alone was hard to see. Keyboard focus
    // only (focus-visible), in the brand blue, which is 7.3:1 on white and 3:1 or more on every surface of the app.
    // Text fields keep MUI's focused border (2 px, the same blue).
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_OUTLINE } } },
    // Inside a card, whose rounded edge clips what is drawn outside: the outline goes just inside.
    MuiCardActionArea: { styleOverrides: { root: { '&.Mui-focusVisible': { ...FOCUS_OUTLINE, outlineOffset: -3, borderRadius: 'inherit' } } } },
    MuiLink: { defaultProps: { underline: 'hover' }, styleOverrides: { root: { '&:focus-visible': FOCUS_OUTLINE } } },
    MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': { ...FOCUS_OUTLINE, outlineOffset: -3 } } } },
    // An unselected toggle in the secondary text colour (MUI's 54 % black is 4.49:1 on the page's background).
    MuiToggleButton: { styleOverrides: { root: { color: '#4A5B70' } } },
    // The help under a disabled field says what to do first ("Pick the date first."): readable, not greyed out.
    MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: '#4A5B70' } } } },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 10, paddingInline: 18 }, sizeLarge: { paddingBlock: 11, paddingInline: 26, fontSize: '1rem' } },
    },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 14 } } },
    MuiDialog: { styleOverrides: { paper: { borderRadius: 16 } } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiLinearProgress: {
      styleOverrides: {
        bar1: ({ ownerState }) =>
          ownerState.variant === 'indeterminate' ? indeterminateBar(`${INDETERMINATE_BAR_1} 2.1s cubic-bezier(0.65, 0.815, 0.735, 0.395) infinite`, { animation: 'none', transform: 'scaleX(0.35)' }) : {},
        bar2: ({ ownerState }) =>
          ownerState.variant === 'indeterminate'
            ? indeterminateBar(`${INDETERMINATE_BAR_2} 2.1s cubic-bezier(0.165, 0.84, 0.44, 1) 1.15s infinite backwards`, { animation: 'none', display: 'none' })
            : {},
      },
    },
    // The spinner turns without its arc growing and shrinking: the arc's length (stroke-dasharray) is
    // repainted on the main thread in every frame, the turn (a transform) is the compositor's alone.
    MuiCircularProgress: { defaultProps: { disableShrink: true } },
  },
});

export const theme = responsiveFontSizes(base);
