import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';

export interface FormDialogActionsProps {
  /** The form's call is under way: both buttons wait, the submit button turning its spinner. */
  readonly busy: boolean;
  readonly onCancel: () => void;
  readonly submitLabel: string;
}

/** Cancel and the submit button at the foot of a dialog's form (the reason, watchlist and site dialogs). */
export const FormDialogActions = ({ busy, onCancel, submitLabel }: FormDialogActionsProps) => (
  <DialogActions sx={{ px: 3, pb: 2 }}>
    <Button onClick={onCancel} disabled={busy}>
      Cancel
    </Button>
    <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}>
      {submitLabel}
    </Button>
  </DialogActions>
);
