import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { DeskRecord } from '#contract/api/visit-answers.ts';

/** Cancel asks first: who, when, and that the visitor will be told. */
export interface CancelVisitDialogProps {
  readonly open: boolean;
  readonly visit: DeskRecord | null;
  readonly onKeep: () => void;
  readonly onCancel: (visit: DeskRecord) => void;
  /** The dialog has finished closing (its focus is given back by then). */
  readonly onClosed: () => void;
}

export const CancelVisitDialog = ({ open, visit, onKeep, onCancel, onClosed }: CancelVisitDialogProps) => (
  <Dialog
    open={open}
    onClose={onKeep}
    aria-labelledby="cancel-visit-title"
    aria-describedby="cancel-visit-text"
    maxWidth="xs"
    fullWidth
    slotProps={{ transition: { onExited: onClosed } }}
  >
    <DialogTitle id="cancel-visit-title">Cancel this visit?</DialogTitle>
    <DialogContent>
      <DialogContentText id="cancel-visit-text">
        {visit &&
          `${visit.name}'s visit on ${visit.date_of_visit} at ${visit.time_of_visit} will be cancelled and the desk will no longer expect them. ${
            visit.visitor_email ? 'They will be told by e-mail.' : 'They left no e-mail address, so please let them know yourself.'
          }`}
      </DialogContentText>
    </DialogContent>
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button onClick={onKeep} autoFocus>
        Keep visit
      </Button>
      <Button variant="contained" color="error" onClick={() => visit && onCancel(visit)}>
        Cancel visit
      </Button>
    </DialogActions>
  </Dialog>
);

