import LinearProgress from '@mui/material/LinearProgress';

export interface RefreshBarProps {
  /** The list is being read again while its rows are on screen. */
  readonly open: boolean;
}

/** The bar across the top of the list while it is read again (never on the first read: placeholder rows show then). */
export const RefreshBar = ({ open }: RefreshBarProps) =>
  open ? <LinearProgress aria-label="Loading visits" sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1, borderRadius: 1 }} /> : null;
