import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { useNavigate, type NavigateOptions, type To } from 'react-router-dom';

export interface MessageDialogProps {
  readonly open: boolean;
  readonly message: ReactNode;
  readonly title?: ReactNode;
  /** Called on OK (and Escape), before any navigation. */
  readonly onClose: () => void;
  /** Where OK leads, for the messages that "navigate onward on OK". */
  readonly navigateTo?: To;
  readonly navigateOptions?: NavigateOptions;
  readonly okLabel?: string;
}

/**
 * The product's message box: a modal with the message and an OK button (docs/product/roles-and-screens.md SCREEN-02).
 * A click beside it does not close it, so that a message is never missed.
 */
export const MessageDialog = ({ open, message, title, onClose, navigateTo, navigateOptions, okLabel = 'OK' }: MessageDialogProps) => {
  const navigate = useNavigate();
  const titleId = useId();
  const messageId = useId();

  const confirm = () => {
    onClose();
    if (navigateTo !== undefined) void navigate(navigateTo, navigateOptions);
  };

  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        if (reason === 'escapeKeyDown') confirm();
      }}
      // A dialog needs a name: its title, or else the message itself.
      aria-labelledby={title ? titleId : messageId}
      aria-describedby={messageId}
      fullWidth
      maxWidth="xs"
    >
      {title && <DialogTitle id={titleId}>{title}</DialogTitle>}
      <DialogContent sx={title ? undefined : { pt: 3 }}>
        <DialogContentText id={messageId} sx={{ color: 'text.primary', whiteSpace: 'pre-line' }}>
          {message}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={confirm} variant="contained" autoFocus>
          {okLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
