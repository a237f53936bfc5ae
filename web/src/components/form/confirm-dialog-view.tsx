import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useId } from 'react';
import { breakAfterAt } from '../break-after-at.ts';

export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly title: string;
  /** Label and value of each entry, in the form's order. */
  readonly entries: readonly (readonly [string, string])[];
  readonly confirmLabel?: string;
  /** True while the submit runs: the buttons wait and show progress. */
  readonly busy?: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** "A confirmation dialog lists the entries, then submits" (docs/product/visits.md VIS-PASS-07). */
export const ConfirmDialogView = ({ open, title, entries, confirmLabel = 'Submit', busy = false, onConfirm, onCancel }: ConfirmDialogProps) => {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {/* Focusable, so that a keyboard can scroll a list longer than a phone's screen (axe: scrollable-region-focusable). */}
      <DialogContent dividers tabIndex={0} role="group" aria-labelledby={titleId}>
        <Table size="small" aria-label="Your entries">
          <TableBody>
            {entries.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row" sx={{ color: 'text.secondary', width: '40%', border: 0, pl: 0 }}>
                  {label}
                </TableCell>
                <TableCell sx={{ fontWeight: 600, border: 0, overflowWrap: 'break-word' }}>{value ? breakAfterAt(value) : '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Edit
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={busy} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
