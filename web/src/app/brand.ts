/**
 * Brand colours, also used by the logo (public/logo.svg), the landing loops (media/render-videos.sh),
 * the MUI theme (theme.ts) and the shell's stylesheet (shell.css). No MUI here: the landing page and
 * the shell import it.
 */
export const BRAND = {
  navy: '#0A2540',
  navyDeep: '#061224',
  blue: '#0B5D7E',
  teal: '#14A3A8',
  amber: '#F2A33A',
} as const;
