import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

export interface ConfirmRevokeDialogProps {
  readonly open: boolean;
  readonly title: string;
  /** What follows, said before it is done. */
  readonly text: string;
  readonly confirmLabel: string;
  readonly onKeep: () => void;
  readonly onConfirm: () => void;
}

/** Asks before a credential is ended for good; keeping it is the default, focused choice. */
export const ConfirmRevokeDialog = ({ open, title, text, confirmLabel, onKeep, onConfirm }: ConfirmRevokeDialogProps) => {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onKeep} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onKeep} autoFocus>
          Keep it
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
