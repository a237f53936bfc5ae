import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

export interface AskFirstDialogProps {
  readonly open: boolean;
  readonly title: string;
  /** What follows, said before it is done. */
  readonly text: string;
  readonly confirmLabel: string;
  /** The way out, and the focused choice: doing nothing is the default. */
  readonly cancelLabel: string;
  readonly onCancel: () => void;
  readonly onConfirm: () => void;
}

/** Asks before something that cannot be undone (a credential ended, an evacuation started or ended). */
export const AskFirstDialog = ({ open, title, text, confirmLabel, cancelLabel, onCancel, onConfirm }: AskFirstDialogProps) => {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} autoFocus>
          {cancelLabel}
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
