import LinearProgress, { type LinearProgressProps } from '@mui/material/LinearProgress';

export interface LoadingBarProps {
  /** Whether the bar shows: while the list it stands over is read. */
  readonly open: boolean;
  /** What is being read, for screen readers ("Loading visits"). */
  readonly label: string;
  readonly sx?: LinearProgressProps['sx'];
}

/** MUI's indeterminate LinearProgress over a list while it is read; nothing while it is not. */
export const LoadingBar = ({ open, label, sx }: LoadingBarProps) => (open ? <LinearProgress aria-label={label} sx={sx} /> : null);
